import AppCore
import Foundation
import GarageRules
import GarageStorage
import GloveboxCLI
import GloveboxTestSupport
import LinuxPlatform
import ReminderDelivery
import Testing

/// Runs `glovebox` commands in-process against a logbook in a temporary `GLOVEBOX_HOME`, with a
/// pinned clock, time zone and ids, and captures what they print.
final class CLIHarness {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    let home = TemporaryDirectory(prefix: "glovebox-cli")
    /// The `GLOVEBOX_HOME` the commands see: the temporary directory unless a test names another.
    let root: String
    var now: Date
    let timeZone: TimeZone
    // One id source for the whole test: each run is a new session, and ids must stay unique.
    let ids = IdentifierSource.sequential(prefix: "t")
    var observed: [String] = []
    /// Where `remind` sends from (a test's bus, servers and unit directory); `nil` for the process's.
    var reminderHost: ReminderHost?
    /// Environment variables the commands see beside `GLOVEBOX_HOME` (a test's `LANG`, say).
    var variables: [String: String] = [:]

    init(now: String = "2026-11-29T12:00:00Z", timeZone: String = "Europe/Lisbon", home root: String? = nil) {
        self.root = root ?? home.path
        self.now = Pinned.instant(now)
        self.timeZone = Pinned.timeZone(timeZone)
    }

    /// The package's test fixtures, `Tests/Fixtures/` (where each came from: its README).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @discardableResult
    func run(_ arguments: String...) -> Result {
        run(arguments)
    }

    /// Runs a command as if from a terminal where the user types `reply` to any question; the
    /// questions asked are in `questions`.
    @discardableResult
    func run(_ arguments: String..., answering reply: String?) -> Result {
        run(arguments, ask: { [weak self] question in
            self?.questions.append(question)
            return reply
        })
    }

    /// The questions commands run with `answering:` asked, in order.
    var questions: [String] = []

    @discardableResult
    func run(_ arguments: [String], ask: ((String) -> String?)? = nil) -> Result {
        let output = TextBuffer()
        let errors = TextBuffer()
        let pinned = now
        let environment = AppEnvironment(
            variables: variables.merging(["GLOVEBOX_HOME": root]) { $1 }, homeDirectory: home.path, now: { pinned },
            defaultTimeZone: timeZone, ids: ids)
        let app = AppSession(environment: environment)
        app.changeObservers.append { [weak self] name in self?.observed.append(name) }
        let status = GloveboxCommandLine(reminderHost: reminderHost).run(
            arguments, app: app, console: Console(output: output, errors: errors, ask: ask))
        return Result(status: status, output: output.text, errors: errors.text)
    }

    /// Runs a command that must succeed, recording an issue with its error output otherwise.
    @discardableResult
    func succeed(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Result {
        succeed(arguments, sourceLocation: sourceLocation)
    }

    @discardableResult
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Result {
        let result = run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")) failed: \(result.errors)", sourceLocation: sourceLocation)
        return result
    }

    /// Adds a vehicle shared with the signed-in account in `role`, as a share will bring it (the
    /// command line only adds vehicles the account owns), straight into the logbook.
    func share(_ name: String, role: SharingRole) throws {
        let store = try GarageStore(path: home.path + "/app/glovebox.sqlite")
        defer { store.close() }
        let id = try #require(VehicleSlug.candidates(for: name).first { !((try? store.records.isTaken($0)) ?? true) })
        try store.write { try $0.vehicles.insert(Vehicle(id: id, name: name, role: role)) }
    }

    /// Every stored row, to show that a refused command changed nothing.
    func fingerprint() throws -> String {
        try GarageStore(path: home.path + "/app/glovebox.sqlite").contentFingerprint()
    }

    /// Every stored record, the journal left out: what an undo must put back as it was.
    func records() throws -> String {
        try GarageStore(path: home.path + "/app/glovebox.sqlite").contentFingerprint(excluding: ["journal", "sqlite_sequence"])
    }

    /// The JSON a `--json` command printed.
    func json(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
        let result = run(arguments)
        #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }
}
