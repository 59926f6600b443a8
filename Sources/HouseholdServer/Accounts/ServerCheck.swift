import PostgresClient

/// `glovebox-server check`: what the administrator's tool puts right that accounts may have done
/// behind the household's rules, and what it found. `start` runs it too.
///
/// - A password changed with `ALTER ROLE` instead of the tools is put back (``ServerPasswords``).
/// - Account sessions holding a transaction idle, or running a statement, past the household's
///   bounds are ended (``ServerSessionWarden``).
public struct ServerCheck: Sendable {
    /// What one check found and did.
    public struct Findings: Sendable, Equatable {
        /// Accounts whose password was changed behind the tools, now put back.
        public var restoredPasswords: [String]
        /// Account sessions ended.
        public var endedSessions: Int

        /// The lines `check` prints.
        public var report: [String] {
            var lines = restoredPasswords.map {
                "'\($0)' changed its password with ALTER ROLE instead of 'glovebox password': the password the tools set is back"
            }
            if endedSessions > 0 {
                lines.append("ended \(endedSessions) account session(s) that held a transaction past the household's bounds")
            }
            return lines.isEmpty ? ["nothing to put right"] : lines
        }
    }

    /// The server.
    public let address: ServerAddress

    /// A check of the server at `address`.
    public init(address: ServerAddress) {
        self.address = address
    }

    /// Runs the check.
    public func run() throws(ServerError) -> Findings {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        let restored = try ServerAccounts.restorePasswordsChangedBehindTheTools(on: connection)
        do {
            let hasWarden = try connection.query("SELECT to_regprocedure('glovebox.end_stalled_sessions()') IS NOT NULL").rows.first?.bool(0)
            let ended = hasWarden == true ? try connection.query("SELECT glovebox.end_stalled_sessions()").rows.first?.int(0) ?? 0 : 0
            return Findings(restoredPasswords: restored, endedSessions: ended)
        } catch {
            throw .runtime("cannot check the server's sessions: \(error)")
        }
    }
}
