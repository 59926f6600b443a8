import Foundation
import Testing

/// A `glovebox sync` run as a child process (`glovebox-with-faults`) that stops or kills itself at
/// one of the sync's named moments (`SyncObserver.Moment`), with a small push page so that a few
/// changes make several pages.
struct SyncChild {
    /// The process.
    let process: Process
    /// Its standard error.
    private let errors = Pipe()

    /// Starts `glovebox sync` in `home`, acting at `moment` (`MOMENT[:PAGE]=kill|stop`, or `nil`
    /// for none), pushing `pageSize` outbox rows per page.
    init(_ home: GloveboxHome, at moment: String?, pageSize: Int = 4) throws {
        let faults = ["--sync-page-size", String(pageSize)] + (moment.map { ["--at", $0] } ?? [])
        process = try home.spawn(["sync"], faults: faults, errors: errors)
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
        Issue.record("the sync never stopped at its moment", sourceLocation: sourceLocation)
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
