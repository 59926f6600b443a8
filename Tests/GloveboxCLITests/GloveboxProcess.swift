import Foundation
import Testing

/// The real `glovebox` executable, run as its own process: what a user's shell runs, including the
/// exit path that `exit()` takes (no deinitializers run there).
struct GloveboxProcess {
    let home: String
    var now = "2026-11-29T12:00:00Z"

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The binary, built next to the test bundle (`.build/<triple>/debug/glovebox`).
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [
            testBinary.deletingLastPathComponent().appendingPathComponent("glovebox"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/glovebox"),
        ]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.insert(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("glovebox"), at: 0)
        }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "glovebox not built next to the tests", sourceLocation: sourceLocation)
    }

    /// Runs `glovebox ARGUMENTS…` with a pinned clock and time zone in `home`.
    func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, sourceLocation: sourceLocation)
    }

    /// Runs `glovebox` with `arguments`.
    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = Process()
        process.executableURL = try Self.binary(sourceLocation: sourceLocation)
        process.arguments = arguments
        process.environment = ["GLOVEBOX_HOME": home, "GLOVEBOX_NOW": now, "TZ": "Europe/Lisbon", "HOME": home]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self))
    }
}
