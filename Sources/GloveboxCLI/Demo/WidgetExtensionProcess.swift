import Foundation

/// The `glovebox-widget` executable, started as a process of its own, as the system starts a
/// widget extension: the demo installs widgets and shows the board through it, so what the
/// newcomer sees was drawn by the other side of the boundary from the snapshot alone.
struct WidgetExtensionProcess {
    /// The executable's location.
    let executable: URL

    /// The name of the widget extension's executable.
    static let name = "glovebox-widget"

    /// Finds `glovebox-widget` beside this executable; when it has not been built yet (as after
    /// `swift run glovebox`, which builds only `glovebox`), builds it with the same configuration.
    static func locate(beside own: URL, log: (String) -> Void) throws -> WidgetExtensionProcess {
        let directory = own.resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return WidgetExtensionProcess(executable: candidate)
        }
        guard let package = packageRoot(above: directory) else {
            throw CLIError.runtime("\(name) is not installed beside \(own.path); build it with 'swift build --product \(name)'")
        }
        log("building \(name) (the widget extension) once…")
        var arguments = ["build", "--product", name]
        if directory.pathComponents.contains("release") { arguments += ["-c", "release"] }
        let status = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: package, quiet: true)
        guard status == 0, FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw CLIError.runtime("building \(name) failed; run 'swift build --product \(name)' to see why")
        }
        return WidgetExtensionProcess(executable: candidate)
    }

    /// Runs the extension with `arguments`; its output goes to this process's output.
    @discardableResult
    func run(_ arguments: [String]) throws -> Int32 {
        try Self.run(executable, arguments, in: nil, quiet: false)
    }

    /// Runs the extension and returns what it printed.
    func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError.runtime("\(Self.name) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func run(_ executable: URL, _ arguments: [String], in directory: URL?, quiet: Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if quiet {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw CLIError.runtime("cannot start \(executable.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The nearest directory above `directory` that holds a `Package.swift`.
    private static func packageRoot(above directory: URL) -> URL? {
        var current = directory
        while current.path != "/" {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return current
            }
            current.deleteLastPathComponent()
        }
        return nil
    }
}
