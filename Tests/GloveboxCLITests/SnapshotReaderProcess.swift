import Foundation
import Testing

/// A `container-stress watch` process: reads and decodes one published snapshot in a loop, as a
/// widget or an intent would, until told to stop (see `SnapshotWatch`).
struct SnapshotReaderProcess {
    let process = Process()
    let output = Pipe()
    let stopFile: String

    /// Starts a reader of `name` in `directory` (`kind` is `widgets` or `shortcuts`); it stops once
    /// `stopFile` exists.
    init(directory: String, name: String, kind: String, stopFile: String,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.stopFile = stopFile
        process.executableURL = try GloveboxProcess.binary(named: "container-stress", sourceLocation: sourceLocation)
        process.arguments = ["watch", directory, name, kind, stopFile]
        process.standardOutput = output
        try process.run()
    }

    /// Waits for the reader to stop (after the stop file was made) and returns its status and report.
    func finish() -> (status: Int32, report: String) {
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The number after `key=` in a report.
    static func count(_ key: String, in report: String) -> Int? {
        report.split(separator: " ").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
    }
}
