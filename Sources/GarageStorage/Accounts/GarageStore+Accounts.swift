import Foundation
import GarageRules

/// The accounts that sign in on this device and the session: which one is signed in now. Every
/// vehicle (and through it every record) and every preference belongs to one account, and every
/// query reads the signed-in account's only, in SQL itself (`signedInAccount`), so that no code path
/// can forget the scope.
extension GarageStore {
    /// The signed-in account's name, as an SQL expression (`NULL` when nobody is signed in, which
    /// matches no row).
    static let signedInAccount = "(SELECT account FROM session WHERE id = 1)"
    /// The ids of the signed-in account's vehicles, as an SQL subquery.
    static let ownVehicleIDs = "SELECT id FROM vehicle WHERE account = \(signedInAccount)"

    /// The signed-in account, or `nil`.
    public func loadAccount() throws -> Account? {
        try database.firstRow(
            "SELECT a.name, a.plan FROM session s JOIN device_account a ON a.name = s.account WHERE s.id = 1", [],
            Self.account)
    }

    /// The account with this name that signed in on this device before, if any.
    public func deviceAccount(named name: String) throws -> Account? {
        try database.firstRow("SELECT name, plan FROM device_account WHERE name = ?", [name], Self.account)
    }

    /// A `device_account` row (name, plan) as an account.
    static func account(_ row: Row) throws -> Account {
        let decode = RowDecoding(table: "device_account", id: row.text(0))
        guard let account = try? Account(name: row.text(0), plan: try decode.word(row.text(1), as: Plan.self)) else {
            throw decode.fail("not a valid account")
        }
        return account
    }

    /// Signs `account` in: it is stored (or its plan updated) and becomes the session's; the sign-in
    /// time changes only when the account does.
    public func setAccount(_ account: Account, now: Date) throws {
        try database.execute(
            """
            INSERT INTO device_account (name, plan) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET plan = excluded.plan
            """, [account.name, account.plan.rawValue])
        try database.execute(
            """
            INSERT INTO session (id, account, signed_in_at) VALUES (1, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                signed_in_at = CASE WHEN account = excluded.account THEN signed_in_at ELSE excluded.signed_in_at END,
                account = excluded.account
            """, [account.name, now.formatted(.iso8601)])
    }

    /// Signs out: the session ends; the account's records stay on this device, its own.
    public func removeAccount() throws {
        try database.execute("DELETE FROM session")
    }

    /// Gives the signed-in account what was stored before accounts owned their data, while nobody was
    /// signed in: vehicles without an account and the preferences kept for the next sign-in (a
    /// preference the account already has is kept). Returns how many vehicles it took.
    @discardableResult
    public func claimUnownedData() throws -> Int {
        guard try loadAccount() != nil else { return 0 }
        let vehicles = try database.firstRow("SELECT count(*) FROM vehicle WHERE account IS NULL") { $0.int(0) } ?? 0
        try database.execute("UPDATE vehicle SET account = \(Self.signedInAccount) WHERE account IS NULL")
        try database.execute(
            """
            INSERT OR IGNORE INTO account_preference (account, key, value)
            SELECT \(Self.signedInAccount), key, value FROM unclaimed_preference
            """)
        try database.execute("DELETE FROM unclaimed_preference")
        return vehicles
    }

    /// Deletes the signed-in account from this device: its vehicles and, through them, everything
    /// recorded about them, its preferences, its journal and the session. Other accounts' data and
    /// the exchange rates (public data) stay.
    public func deleteSignedInAccount() throws {
        try database.execute("DELETE FROM device_account WHERE name = \(Self.signedInAccount)")
    }

    /// Deletes every account's data on this device, and what no account owns: a fresh start (the
    /// exchange rates, public data, stay).
    public func deleteEveryAccount() throws {
        try database.execute("DELETE FROM vehicle")
        // What waits to be pushed goes with its accounts (and what no account owned with it).
        try database.execute("DELETE FROM outbox")
        try database.execute("DELETE FROM device_account")
        try database.execute("DELETE FROM unclaimed_preference")
    }
}
