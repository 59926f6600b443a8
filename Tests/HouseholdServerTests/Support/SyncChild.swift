import Foundation
import Testing

/// A `glovebox sync` run as a child process that stops or kills itself at one of the sync's test
/// checkpoints (`GLOVEBOX_TEST_SYNC_CHECKPOINT`, see `SyncCheckpoints`), with a small push page so
/// that a few changes make several pages.
struct SyncChild {
    /// The process.
    let process: Process
    /// Its standard error.
    private let errors = Pipe()

    /// Starts `glovebox sync` in `home`, acting at `checkpoint` (`POINT[:PAGE]=kill|stop`, or `nil`
    /// for none), pushing `pageSize` outbox rows per page.
    init(_ home: GloveboxHome, checkpoint: String?, pageSize: Int = 4) throws {
        var environment = ["GLOVEBOX_TEST_SYNC_PAGE_SIZE": String(pageSize)]
        environment["GLOVEBOX_TEST_SYNC_CHECKPOINT"] = checkpoint
        process = try home.spawn(["sync"], environment: environment, errors: errors)
    }

    /// Waits until the child stopped itself (its `/proc` state is `T`), for up to 30 seconds.
    func waitUntilStopped(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = "/proc/\(process.processIdentifier)/stat"
        for _ in 0..<3_000 {
            // The state is the first field after the command's name in parentheses.
            if let stat = try? String(contentsOfFile: path, encoding: .utf8),
               let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T") {
                return
            }
            guard process.isRunning else { break }
            usleep(10_000)
        }
        Issue.record("the sync never stopped at its checkpoint", sourceLocation: sourceLocation)
    }

    /// Lets a stopped child go on.
    func resume() {
        kill(process.processIdentifier, SIGCONT)
    }

    /// Waits for the child to end: its exit status (`nil` when a signal ended it) and standard error.
    func finish() -> (status: Int32?, errors: String) {
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : nil
        return (status, String(decoding: text, as: UTF8.self))
    }
}
