import AppCore
import Foundation
@testable import GarageStorage
@testable import HouseholdSync
import PostgresClient
import Testing

/// Two accounts and three homes on the suite's cluster, every home linked: Ana's phone and laptop,
/// Ben's phone. Ana owns what she adds; Ben sees it once she shares it.
struct SharedHousehold {
    let ana: TestAccount
    let ben: TestAccount
    let anaPhone = GloveboxHome(ids: "ap")
    let anaLaptop = GloveboxHome(ids: "al")
    let benPhone = GloveboxHome(ids: "bp")

    /// The household; with `sealed` off, accounts that never make a key (as a person who signs in
    /// without a terminal and never runs `keys init`), so that plates and notes stay on the device
    /// that typed them.
    init(_ prefix: String, sealed: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cluster = try TestCluster.shared(sourceLocation: sourceLocation)
        ana = try cluster.addAccount(prefix + "-ana")
        ben = try cluster.addAccount(prefix + "-ben")
        // As at every first sign-in, each account's key is made (Ana's phone) or opened (her laptop),
        // so that plates and notes travel sealed; at the interactive cost, which tests can afford.
        for (home, account) in [(anaPhone, ana), (anaLaptop, ana), (benPhone, ben)] {
            var arguments = ["login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)]
            if sealed { arguments += ["--passphrase-file", try home.passwordFile(Self.passphrase(of: account))] }
            let result = home.run(arguments, sync: SyncOptions(keyCost: .interactive))
            #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
        }
    }

    /// The passphrase of `account`'s key.
    static func passphrase(of account: TestAccount) -> String { "\(account.name)'s long passphrase" }

    @discardableResult
    func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> GloveboxHome.Result {
        let result = home.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        return result
    }

    /// Runs `arguments`, which must be refused with `status` and a message containing `message`.
    @discardableResult
    func refuse(
        _ home: GloveboxHome, _ arguments: [String], status: Int32 = 2, saying message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GloveboxHome.Result {
        let result = home.run(arguments)
        #expect(result.status == status, "\(arguments.joined(separator: " ")): \(result.status) \(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors.contains(message), "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        return result
    }

    /// Syncs `homes` in this order, round after round, until `done` (or 30 seconds passed): a change
    /// pushed by one may come to another one sync later (the feed's horizon is the cluster's).
    func converge(_ homes: [GloveboxHome], sourceLocation: SourceLocation = #_sourceLocation, until done: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(30)
        repeat {
            for home in homes { succeed(home, "sync", sourceLocation: sourceLocation) }
            if try done() { return }
            usleep(50_000)
        } while Date() < deadline
        Issue.record("the homes did not converge within 30 seconds", sourceLocation: sourceLocation)
    }

    /// Syncs `home` until its cursor is past every change of `vehicle` on the server: what it pulls
    /// afterwards of that vehicle can only come from a whole pull.
    func syncPast(_ vehicle: String, _ home: GloveboxHome, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let administrator = try TestCluster.shared().administrator()
        defer { administrator.close() }
        let last = try #require(UInt64(try administrator.query(
            "SELECT max(txid)::text FROM glovebox.change WHERE vehicle_id = $1", [vehicle]).scalar ?? ""), sourceLocation: sourceLocation)
        try converge([home], sourceLocation: sourceLocation) { (UInt64(try cursor(home)) ?? 0) > last }
    }

    func cursor(_ home: GloveboxHome) throws -> String {
        try query(home, "SELECT cursor FROM sync_state").first ?? "0"
    }

    /// The text rows a query of `home`'s logbook answers (its first column).
    func query(_ home: GloveboxHome, _ sql: String, _ arguments: [String] = []) throws -> [String] {
        let app = home.session()
        defer { app.close() }
        return try app.store().database.rows(sql, arguments) { $0.optionalText(0) ?? "NULL" }
    }

    /// The id of the vehicle `name` in `home`.
    func vehicleID(_ home: GloveboxHome, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(try query(home, "SELECT id FROM vehicle WHERE name = ?", [name]).first, sourceLocation: sourceLocation)
    }

    /// `home`'s role on the vehicle `id`, `nil` when it does not hold it.
    func role(_ home: GloveboxHome, _ id: String) throws -> String? {
        try query(home, "SELECT role FROM vehicle WHERE id = ?", [id]).first
    }

    /// How many records of every kind `home` holds for the vehicle `id`, and their stamps: two homes
    /// that agree on it hold the same versions.
    func records(_ home: GloveboxHome, of id: String) throws -> [String] {
        try ["odometer_entry", "expense", "maintenance_item", "maintenance_service", "deadline"].flatMap { table in
            try query(home, "SELECT '\(table) ' || id || ' ' || hlc FROM \(table) WHERE vehicle_id = ? ORDER BY id", [id])
        }
    }

    func pendingChanges(_ home: GloveboxHome) throws -> Int {
        let app = home.session()
        defer { app.close() }
        return try app.store().sync.pendingChangeCount()
    }

    /// The widgets' snapshot and the Shortcuts snapshot `home` published, as text.
    func snapshots(_ home: GloveboxHome) throws -> (widgets: String, shortcuts: String) {
        let widgets = try String(contentsOfFile: home.snapshotPath, encoding: .utf8)
        let app = home.session()
        defer { app.close() }
        let shortcuts = String(decoding: try #require(app.shortcutsSnapshotBytes()), as: UTF8.self)
        return (widgets, shortcuts)
    }

    /// Points `home`'s link at a port where no server answers (it is away).
    func takeOffline(_ home: GloveboxHome) throws {
        let app = home.session()
        defer { app.close() }
        var link = try #require(try ServerLinkFile.load(in: app))
        link.server = "postgresql://localhost:\(try TestCluster.freePort())/glovebox"
        try ServerLinkFile.save(link, in: app)
    }
}
