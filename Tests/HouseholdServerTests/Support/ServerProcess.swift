import Foundation
import Testing

/// The real `glovebox-server` executable, run as its own process with standard input that is not a
/// terminal, as a script runs it.
enum ServerProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The binary, built next to the test bundle.
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [
            testBinary.deletingLastPathComponent().appendingPathComponent("glovebox-server"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/glovebox-server"),
        ]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.insert(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("glovebox-server"), at: 0)
        }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "glovebox-server not built next to the tests", sourceLocation: sourceLocation)
    }

    /// The directory the package's executables are built in.
    static func binaryDirectory() throws -> URL {
        try binary().deletingLastPathComponent()
    }

    /// Runs `glovebox-server ARGUMENTS…`.
    static func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, sourceLocation: sourceLocation)
    }

    /// Runs `glovebox-server` with `arguments`.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = Process()
        process.executableURL = try binary(sourceLocation: sourceLocation)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // `init` leaves PostgreSQL running: its output goes to the server's log, not these pipes.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self))
    }
}
