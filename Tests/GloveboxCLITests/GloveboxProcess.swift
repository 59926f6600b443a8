import Foundation
import Testing

/// The real `glovebox` executable, run as its own process: what a user's shell runs, including the
/// exit path that `exit()` takes (no deinitializers run there).
struct GloveboxProcess {
    let home: String
    var now = "2026-11-29T12:00:00Z"
    /// Environment variables beside the pinned ones (a test's `LANG`, say).
    var variables: [String: String] = [:]

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The binary, built next to the test bundle (`.build/<triple>/debug/glovebox`).
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try binary(named: "glovebox", sourceLocation: sourceLocation)
    }

    /// An executable of the package, built next to the test bundle (`.build/<triple>/debug/<name>`).
    static func binary(named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [
            testBinary.deletingLastPathComponent().appendingPathComponent(name),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/\(name)"),
        ]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.insert(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name), at: 0)
        }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "\(name) not built next to the tests", sourceLocation: sourceLocation)
    }

    /// Runs `glovebox ARGUMENTS…` with a pinned clock and time zone in `home`.
    func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, sourceLocation: sourceLocation)
    }

    /// Starts `glovebox` with `arguments` and returns at once, its output thrown away: for a test
    /// that kills it midway.
    func start(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Process {
        let process = try makeProcess(arguments, sourceLocation: sourceLocation)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `glovebox` with `arguments`, and `input` as its standard input when given (a pipe: no terminal).
    func run(_ arguments: [String], input: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = try makeProcess(arguments, sourceLocation: sourceLocation)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let standardInput = Pipe()
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self))
    }

    private func makeProcess(_ arguments: [String], sourceLocation: SourceLocation) throws -> Process {
        let process = Process()
        process.executableURL = try Self.binary(sourceLocation: sourceLocation)
        process.arguments = arguments
        process.environment = variables.merging(
            ["GLOVEBOX_HOME": home, "GLOVEBOX_NOW": now, "TZ": "Europe/Lisbon", "HOME": home]) { $1 }
        return process
    }
}
