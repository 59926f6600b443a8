import Foundation

/// Obtains the package manifest as JSON.
///
/// CI may pass the JSON it already produced in `GLOVEBOX_PACKAGE_DUMP` (a file path). Otherwise
/// the test runs `swift package dump-package` itself, with a scratch path of its own: the
/// `swift test` that runs this test holds the lock on `.build`, and a second SwiftPM on the same
/// scratch path would wait for it forever.
enum PackageDump {
    /// The package root: two folders above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    enum Failure: Error, CustomStringConvertible {
        case cannotRun(String)
        case failed(status: Int32, errors: String)
        case hung

        var description: String {
            switch self {
            case .cannotRun(let reason): "cannot run swift package dump-package: \(reason)"
            case .failed(let status, let errors): "swift package dump-package exited with \(status): \(errors)"
            case .hung: "swift package dump-package did not finish within 300 seconds"
            }
        }
    }

    static func json() throws -> Data {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["GLOVEBOX_PACKAGE_DUMP"], !path.isEmpty {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("glovebox-dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw Failure.cannotRun("\(error)")
        }
        // Read while it runs, so a large manifest cannot fill the pipe and block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // A guard against a hang (a lock that is never released), not a measure of speed.
        if finished.wait(timeout: .now() + 300) == .timedOut {
            process.terminate()
            throw Failure.hung
        }
        guard process.terminationStatus == 0 else {
            throw Failure.failed(status: process.terminationStatus, errors: errorText)
        }
        return data
    }
}
