import AppCore
import Foundation
import GarageRules
import GarageStorage
import GloveboxCLI
import GloveboxTestSupport
import HouseholdSync
import LinuxPlatform
import SharedContainer
import Testing
import WidgetContract

/// One device of a household: a `GLOVEBOX_HOME` of its own, where `glovebox` commands run
/// in-process, as the command line runs them, with a pinned time zone and ids.
///
/// The clock is pinned to the moment the home was made (plus any `advance`): the server refuses a
/// stamp more than a day ahead of its own clock, so the pinned instant must be near the real one;
/// nothing a test asserts depends on which instant it is.
final class GloveboxHome {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    let directory = TemporaryDirectory(prefix: "glovebox-household-home")
    var now = Date()
    let timeZone = Pinned.timeZone("Europe/Lisbon")
    let ids: IdentifierSource

    /// A home whose new record ids start with `prefix` and a random part: distinct per device, so
    /// two devices never make one id, and per test, since all tests share one server.
    init(ids prefix: String) {
        ids = .sequential(prefix: prefix + UUID().uuidString.prefix(8).lowercased())
    }

    var environment: AppEnvironment {
        let pinned = now
        return AppEnvironment(
            variables: ["GLOVEBOX_HOME": directory.path], homeDirectory: directory.path, now: { pinned },
            defaultTimeZone: timeZone, ids: ids)
    }

    @discardableResult
    func run(_ arguments: String...) -> Result {
        run(arguments)
    }

    /// Runs `arguments` in-process as `glovebox` does, its syncs with `sync` (the app's by default),
    /// with `standardInput`'s lines as standard input (none by default). No terminal: nothing is asked.
    @discardableResult
    func run(_ arguments: [String], sync: SyncOptions = .standard, standardInput: String = "") -> Result {
        let output = TextBuffer()
        let errors = TextBuffer()
        var lines = standardInput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let console = Console(output: output, errors: errors, readInputLine: { lines.isEmpty ? nil : lines.removeFirst() })
        let status = GloveboxCommandLine(sync: sync).run(arguments, app: AppSession(environment: environment), console: console)
        return Result(status: status, output: output.text, errors: errors.text)
    }

    /// Starts `glovebox-with-faults` in this home: the `glovebox` command line `arguments`, run as
    /// `glovebox` runs it, in a real process of its own, after the helper's `faults` options (a sync's
    /// page size, a moment at which it kills or stops itself), with its standard error written to
    /// `errors` when given. The child reads the real clock.
    func spawn(_ arguments: [String], faults: [String], errors: Pipe? = nil) throws -> Process {
        let binary = try ServerProcess.binaryDirectory().appendingPathComponent("glovebox-with-faults")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "glovebox-with-faults not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = faults + ["--"] + arguments
        process.environment = ["GLOVEBOX_HOME": directory.path, "HOME": directory.path, "TZ": "Europe/Lisbon"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A session over this home's logbook, for reading it (closed by the caller).
    func session() -> AppSession {
        AppSession(environment: environment)
    }

    /// The widgets' snapshot, as the app publishes it to the shared container.
    var snapshotPath: String { directory.path + "/group-containers/\(AppGroup.identifier)/" + WidgetsSnapshot.fileName }

    /// Installs one medium widget of each kind, so that the app publishes.
    func installWidgets() throws {
        let container = directory.path + "/group-containers/\(AppGroup.identifier)"
        try FileManager.default.createDirectory(atPath: container, withIntermediateDirectories: true)
        try InstalledWidgets.save(
            WidgetKind.allCases.map { InstalledWidget(id: $0.rawValue, kind: $0, family: .medium) },
            to: SnapshotFiles(directory: container))
    }

    /// The path of the private file `name`.
    func privatePath(_ name: String) throws -> String {
        let app = session()
        defer { app.close() }
        return try app.privateFilePath(name)
    }

    /// Writes `password` to a file of its own in the home (as a user would keep it) and returns its path.
    func passwordFile(_ password: String) throws -> String {
        let path = directory.appending("password-\(UUID().uuidString)").path
        try Data((password + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
