import AppCore
import Foundation
import GarageRules
import GarageStorage
import GloveboxCLI
import HouseholdCrypto
import HouseholdSync
import LinuxPlatform

/// One device of a history: a `GLOVEBOX_HOME` of its own where `glovebox` commands run in-process,
/// exactly as the command line runs them, with a clock that runs `skew` seconds off the real one;
/// and, for the syncs a history kills, `glovebox-with-faults` in a process of its own.
final class CheckerDevice {
    /// What one command did.
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The device's name in the history (`a1`, `a2`, `b1`, …).
    let name: String
    /// The account signed in on it.
    let account: CheckerAccount
    /// Its home.
    let home: String
    /// How far its clock is off the real one, in seconds (within the household's bound ahead).
    var skew: TimeInterval
    /// Where its new record ids come from: distinct per device and per run, so no two make one id.
    private let ids: IdentifierSource

    init(name: String, account: CheckerAccount, home: String, skew: TimeInterval, idPrefix: String) throws {
        self.name = name
        self.account = account
        self.home = home
        self.skew = skew
        self.ids = .sequential(prefix: idPrefix)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    /// How the devices' commands sync: as the app does, but with account keys wrapped at libsodium's
    /// interactive cost, since every history makes three keys and opens two (the cost is kept with
    /// the wrapped key, so opening pays what making chose).
    static let syncOptions = SyncOptions(keyCost: .interactive)

    /// The device's environment: its home, and its clock `skew` seconds off the real one.
    private var environment: AppEnvironment {
        let skew = self.skew
        return AppEnvironment(
            variables: ["GLOVEBOX_HOME": home], homeDirectory: home, now: { Date().addingTimeInterval(skew) },
            defaultTimeZone: TimeZone(identifier: "Europe/Lisbon") ?? .gmt, ids: ids)
    }

    /// Runs the `glovebox` command line `arguments` in-process.
    @discardableResult
    func run(_ arguments: [String]) -> Outcome {
        let output = TextBuffer()
        let errors = TextBuffer()
        let status = GloveboxCommandLine(sync: Self.syncOptions).run(
            arguments, app: AppSession(environment: environment), console: Console(output: output, errors: errors))
        return Outcome(status: status, output: output.text, errors: errors.text)
    }

    /// The account's key pair as this device keeps it opened (`nil` when it keeps none).
    func keyPair() throws -> AccountKeyPair? {
        let app = AppSession(environment: environment)
        defer { app.close() }
        guard let link = try ServerLinkFile.load(in: app) else { return nil }
        return try AccountKeyFile.load(account: link.account, server: link.server, in: app)
    }

    /// Runs `glovebox sync` in a process of its own that kills itself (`SIGKILL`) at `moment`
    /// (`SyncObserver`'s names, a push moment with its page), pushing `pageSize` changes a page;
    /// returns once it ended, `true` when the kill happened (the sync reached the moment).
    func killedSync(at moment: String, pageSize: Int, tools: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tools + "/glovebox-with-faults")
        process.arguments = ["--sync-page-size", String(pageSize), "--at", moment + "=kill", "--", "sync"]
        process.environment = ["GLOVEBOX_HOME": home, "HOME": home, "TZ": "Europe/Lisbon"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    /// The path of the device's logbook.
    var logbookPath: String { home + "/app/" + GarageStore.fileName }

    /// The device's logbook, opened read-only for the checker's own queries (closed by the caller).
    func logbook() throws -> Database {
        try Database(path: logbookPath, access: .readOnly)
    }

    /// The device id its stamps carry.
    func deviceID() throws -> String {
        let database = try logbook()
        defer { database.close() }
        return try database.firstRow("SELECT device_id FROM sync_device") { $0.optionalText(0) ?? "" } ?? ""
    }

    /// How many changes wait in its outbox.
    func pendingChanges() throws -> Int {
        let store = try GarageStore(path: logbookPath)
        defer { store.close() }
        return try store.sync.pendingChangeCount()
    }

    /// Whether it keeps aside a record it could store now (what it belongs to is here, its name is
    /// free, its values pass): a sync should have taken it.
    func keepsAsideWhatItCouldStore() throws -> Bool {
        let store = try GarageStore(path: logbookPath)
        defer { store.close() }
        return try store.sync.hasStorableSetAside()
    }
}
