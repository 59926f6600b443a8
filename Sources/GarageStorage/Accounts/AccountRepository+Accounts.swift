import Foundation
import GarageRules

extension AccountRepository {
    /// The signed-in account, or `nil`.
    public func signedIn() throws -> Account? {
        try store.database.firstRow(
            "SELECT a.name, a.plan FROM session s JOIN device_account a ON a.name = s.account WHERE s.id = 1", [],
            GarageStore.accountRow)
    }

    /// The account with this name that signed in on this device before, if any.
    public func account(named name: String) throws -> Account? {
        try store.database.firstRow("SELECT name, plan FROM device_account WHERE name = ?", [name], GarageStore.accountRow)
    }

    /// Signs `account` in: it is stored (or its plan updated) and becomes the session's; the sign-in
    /// time changes only when the account does.
    public func signIn(_ account: Account, now: Date) throws {
        try store.database.execute(
            """
            INSERT INTO device_account (name, plan) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET plan = excluded.plan
            """, [account.name, account.plan.rawValue])
        try store.database.execute(
            """
            INSERT INTO session (id, account, signed_in_at) VALUES (1, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                signed_in_at = CASE WHEN account = excluded.account THEN signed_in_at ELSE excluded.signed_in_at END,
                account = excluded.account
            """, [account.name, now.formatted(.iso8601)])
    }

    /// Signs out: the session ends; the account's records stay on this device, its own.
    public func signOut() throws {
        try store.database.execute("DELETE FROM session")
    }

    /// Gives the signed-in account what was stored before accounts owned their data, while nobody was
    /// signed in: vehicles without an account and the preferences kept for the next sign-in (a
    /// preference the account already has is kept). Returns how many vehicles it took.
    @discardableResult
    public func claimUnownedData() throws -> Int {
        guard try signedIn() != nil else { return 0 }
        let vehicles = try store.database.firstRow("SELECT count(*) FROM vehicle WHERE account IS NULL") { $0.int(0) } ?? 0
        try store.database.execute("UPDATE vehicle SET account = \(GarageStore.signedInAccount) WHERE account IS NULL")
        try store.database.execute(
            """
            INSERT OR IGNORE INTO account_preference (account, key, value)
            SELECT \(GarageStore.signedInAccount), key, value FROM unclaimed_preference
            """)
        try store.database.execute("DELETE FROM unclaimed_preference")
        return vehicles
    }

    /// Deletes the signed-in account from this device: its vehicles and, through them, everything
    /// recorded about them, its preferences, its journal and the session. Other accounts' data and
    /// the exchange rates (public data) stay.
    public func deleteSignedIn() throws {
        try store.database.execute("DELETE FROM device_account WHERE name = \(GarageStore.signedInAccount)")
    }

    /// Deletes every account's data on this device, and what no account owns: a fresh start (the
    /// exchange rates, public data, stay).
    public func deleteEvery() throws {
        try store.database.execute("DELETE FROM vehicle")
        // What waits to be pushed goes with its accounts (and what no account owned with it).
        try store.database.execute("DELETE FROM outbox")
        try store.database.execute("DELETE FROM device_account")
        try store.database.execute("DELETE FROM unclaimed_preference")
    }
}
