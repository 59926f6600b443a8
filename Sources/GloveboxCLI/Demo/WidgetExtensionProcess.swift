import Foundation

/// The `glovebox-widget` executable, started as a process of its own, as the system starts a
/// widget extension: the demo installs widgets and shows the board through it, so what the
/// newcomer sees was drawn by the other side of the boundary from the snapshot alone.
struct WidgetExtensionProcess {
    /// The executable's location.
    let executable: URL

    /// The name of the widget extension's executable.
    static let name = "glovebox-widget"

    /// Finds the widget extension: `explicit` (the demo's `--widget PATH`) when given, else
    /// `glovebox-widget` beside this executable (`own`, symbolic links resolved), else the first on
    /// `path` (the `PATH` variable's directories). It never builds one: the demo must run without a
    /// toolchain, so a missing extension is an error that says how to get it.
    static func locate(explicit: String?, beside own: URL, path: String?) throws -> WidgetExtensionProcess {
        if let explicit {
            let url = URL(fileURLWithPath: explicit)
            guard isExecutableFile(url) else {
                throw CLIError.validation("--widget \(explicit) is not an executable file (the \(name) program)")
            }
            return WidgetExtensionProcess(executable: url)
        }
        let directory = own.resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [directory] + (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        if let found = candidates.map({ $0.appendingPathComponent(name) }).first(where: isExecutableFile) {
            return WidgetExtensionProcess(executable: found)
        }
        throw CLIError.runtime("""
            the widget extension \(name) is neither in \(directory.path) (beside \(own.lastPathComponent)) nor on PATH, \
            so the demo cannot show the widgets; nothing was changed. Build it with \
            'swift build --product \(name)' (or 'swift build') and run the demo again, name it with \
            --widget PATH, or run 'glovebox demo --no-widgets' to seed and publish without it
            """)
    }

    /// Whether `url` names a regular file this process may execute (not a directory of that name).
    private static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// Runs the extension with `arguments`; its output goes to this process's output.
    @discardableResult
    func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw CLIError.runtime("cannot start \(executable.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
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
}
