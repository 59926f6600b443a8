import Foundation
import Testing

/// The `container-stress` helper, started as a separate process.
struct StressProcess {
    let process = Process()
    let output = Pipe()

    /// Starts the helper with arguments.
    init(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        process.executableURL = try Self.binary(sourceLocation: sourceLocation)
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
    }

    /// Blocks until the helper prints its first line (or closes its output).
    func waitForFirstLine() -> String {
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Kills the helper with `SIGKILL` and waits for it.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the helper to exit and returns its status and everything it printed.
    func finish() -> (status: Int32, output: String) {
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The helper binary, built next to the test bundle (`.build/<triple>/debug/container-stress`).
    static func binary(sourceLocation: SourceLocation) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [
            testBinary.deletingLastPathComponent().appendingPathComponent("container-stress"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent(".build/debug/container-stress"),
        ]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.insert(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("container-stress"), at: 0)
        }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "container-stress not built next to the tests", sourceLocation: sourceLocation)
    }
}
