import PostgresClient
import WidgetContract

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

        /// The lines `check` prints, in English.
        public var report: [String] { report(in: .english) }

        /// The lines `check` prints, in `language`.
        public func report(in language: Language) -> [String] {
            var lines = restoredPasswords.map { ServerMessage.passwordRestored.text(in: language, ["account": $0]) }
            if endedSessions > 0 {
                lines.append(ServerMessage.sessionsEnded.text(in: language, ["sessions": "\(endedSessions)"]))
            }
            return lines.isEmpty ? [ServerMessage.nothingToPutRight.text(in: language)] : lines
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
            throw .runtime(.cannotCheckSessions, ["error": "\(error)"])
        }
    }
}
