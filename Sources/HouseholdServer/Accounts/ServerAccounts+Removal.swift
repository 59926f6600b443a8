import PostgresClient

extension ServerAccounts {
    /// What removing an account took.
    public struct Removal: Sendable, Equatable {
        /// The vehicles it owned, removed with their records and shares.
        public let vehicles: Int
        /// Its sessions that were connected, ended.
        public let endedSessions: Int
    }

    /// The number of vehicles `name` owns, or a validation error when there is no such account (what
    /// `remove-account` names before it asks).
    public func ownedVehicles(of name: String) throws(ServerError) -> Int {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        do {
            guard try connection.query("SELECT FROM glovebox.account WHERE name = $1", [name]).rows.count == 1 else {
                throw ServerError.validation(.noSuchAccount, ["account": name])
            }
            return try connection.query("SELECT count(*) FROM glovebox.vehicle WHERE owner = $1", [name]).rows.first?.int(0) ?? 0
        } catch let error as ServerError {
            throw error
        } catch {
            throw .runtime(.cannotReadAccount, ["account": name, "error": "\(error)"])
        }
    }

    /// Removes the account `name` (`glovebox-server remove-account`), as its own deletion would: the
    /// administrator takes the account's identity for one transaction and runs
    /// `glovebox.delete_account()` (schema 3), which removes its vehicles with their records and
    /// shares, its memberships and its feed, and retires its role; the role is then dropped and the
    /// account's connected sessions are ended. Other accounts' vehicles it edited keep what it wrote.
    public func remove(_ name: String) throws(ServerError) -> Removal {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        do {
            let (vehicles, role) = try connection.transaction { db throws -> (Int, String) in
                guard let role = try db.query("SELECT role FROM glovebox.account WHERE name = $1 FOR UPDATE", [name]).scalar else {
                    throw ServerError.validation(.noSuchAccount, ["account": name])
                }
                let owned = try db.query("SELECT count(*) FROM glovebox.vehicle WHERE owner = $1", [name]).rows.first?.int(0) ?? 0
                // The server quotes the role (`format`'s %I); no statement text is built from it here.
                guard let become = try db.query("SELECT format('SET LOCAL SESSION AUTHORIZATION %I', $1::text)", [role]).scalar else {
                    throw ServerError.runtime(.roleNotQuoted, ["account": name])
                }
                try db.execute(become)
                try db.query("SELECT glovebox.delete_account()")
                try db.execute("RESET SESSION AUTHORIZATION")
                return (owned, role)
            }
            // Chosen first, then ended: a WHERE may evaluate its conditions in any order.
            let ended = try connection.query(
                """
                WITH connected AS MATERIALIZED (SELECT pid FROM pg_stat_activity WHERE usename = $1)
                SELECT count(*) FROM connected WHERE pg_terminate_backend(connected.pid)
                """, [role]
            ).rows.first?.int(0) ?? 0
            try connection.query("SELECT glovebox.drop_retired_accounts()")
            return Removal(vehicles: vehicles, endedSessions: ended)
        } catch let error as ServerError {
            throw error
        } catch {
            throw .runtime(.cannotRemoveAccount, ["account": name, "error": "\(error)"])
        }
    }
}
