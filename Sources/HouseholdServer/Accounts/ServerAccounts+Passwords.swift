import PostgresClient

extension ServerAccounts {
    /// Gives the account `name` a new password (`glovebox-server password`): its SCRAM verifier,
    /// computed here, set on its role and kept as the one the tools set (``ServerPasswords``). The
    /// account's devices are asked for the new one at their next sync.
    public func changePassword(of name: String, to password: String) throws(ServerError) {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        do {
            try connection.transaction { db in
                guard try db.query("SELECT FROM glovebox.account WHERE name = $1 FOR UPDATE", [name]).rows.count == 1 else {
                    throw ServerError.validation(.noSuchAccount, ["account": name])
                }
                let verifier = try db.scramVerifier(password: password, user: name)
                try Self.setPassword(verifier, of: name, on: db)
            }
        } catch let error as ServerError {
            throw error
        } catch {
            throw .runtime(.cannotChangePassword, ["account": name, "error": "\(error)"])
        }
    }

    /// Puts back every password changed behind the tools' back (an account's own `ALTER ROLE …
    /// PASSWORD`), and returns those accounts' names.
    public func restorePasswordsChangedBehindTheTools() throws(ServerError) -> [String] {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        return try Self.restorePasswordsChangedBehindTheTools(on: connection)
    }

    /// ``restorePasswordsChangedBehindTheTools()`` on an administrator's `connection`.
    static func restorePasswordsChangedBehindTheTools(on connection: PostgresConnection) throws(ServerError) -> [String] {
        do {
            guard try Self.keepsPasswords(connection) else { return [] }
            return try connection.transaction { db in
                let changed = try db.query(ServerPasswords.changedBehindTheTools).rows
                for row in changed {
                    guard let name = row[0], let verifier = row[1] else { continue }
                    try Self.setPassword(verifier, of: name, on: db)
                }
                return changed.compactMap { $0[0] }
            }
        } catch {
            throw .runtime(.cannotCheckPasswords, ["error": "\(error)"])
        }
    }

    /// Sets `verifier` as `name`'s password and as the one the tools set. The statement is built by
    /// the server's own `format`, which quotes the name and the verifier.
    static func setPassword(_ verifier: String, of name: String, on connection: PostgresConnection) throws(PostgresError) {
        guard let statement = try connection.query(
            "SELECT format('ALTER ROLE %I PASSWORD %L', role, $2::text) FROM glovebox.account WHERE name = $1", [name, verifier]
        ).scalar
        else { return }
        try connection.execute(statement)
        try record(verifier, of: name, on: connection)
    }

    /// Keeps `verifier` as the password the tools set for `name` (on a server at schema 10 or later).
    static func record(_ verifier: String, of name: String, on connection: PostgresConnection) throws(PostgresError) {
        guard try keepsPasswords(connection) else { return }
        try connection.execute(
            """
            INSERT INTO glovebox.account_password (name, verifier) VALUES ($1, $2)
            ON CONFLICT (name) DO UPDATE SET verifier = excluded.verifier, set_at = now()
            """, [name, verifier])
    }

    /// Whether the server keeps the tools' passwords (schema 10).
    static func keepsPasswords(_ connection: PostgresConnection) throws(PostgresError) -> Bool {
        try connection.query("SELECT to_regclass('glovebox.account_password') IS NOT NULL").rows.first?.bool(0) == true
    }
}
