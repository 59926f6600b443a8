import Foundation
import GarageRules
import PostgresClient

/// A connection to the household server as this device's account, checked before anything is
/// done with it: the server answers, takes the password, knows the account, and speaks the schema
/// this build was written for.
///
/// Every failure is a ``SyncError`` whose message names the server; none of them changes anything
/// on the device, since nothing is written locally before a session exists.
public final class HouseholdServerSession {
    /// The schema version of the household server this build speaks (`glovebox.schema_version`);
    /// a server step that changes what the sync reads or writes is a new version for the client too.
    public static let schemaVersion = 11

    /// The link the session was opened with.
    public let link: ServerLink
    /// The account's plan on the server (the server's limit is the one that holds).
    public let plan: Plan
    /// The open connection.
    public let connection: PostgresConnection

    /// Connects as `link.account` (its login role, ``LoginRole``) and checks the account and the schema.
    public init(link: ServerLink) throws(SyncError) {
        self.link = link
        let connection: PostgresConnection
        do {
            connection = try PostgresConnection(
                connectionString: link.server, user: LoginRole.of(account: link.account), password: link.password,
                settings: [("application_name", "glovebox"), ("options", "-c statement_timeout=60000")])
        } catch {
            throw Self.syncError(error, link: link)
        }
        self.connection = connection
        do {
            let version = try connection.query("SELECT max(version) FROM glovebox.schema_version").rows.first?.int(0)
            guard version == Self.schemaVersion else {
                throw SyncError.schemaMismatch(server: version, client: Self.schemaVersion)
            }
            // Dropping the roles of deleted accounts rides on the session's first look at its account:
            // a deleting session cannot drop its own role, any later one can (schema 3). So does ending
            // sessions that hold a transaction past the household's bounds (schema 10): a member whose
            // sync met a lock held that way gets through at the next one.
            let name = try connection.query(
                """
                SELECT (SELECT plan FROM glovebox.account WHERE name = glovebox.current_account()),
                       glovebox.drop_retired_accounts(), glovebox.end_stalled_sessions()
                """).rows.first?[0]
            guard let name else { throw SyncError.notAnAccount(account: link.account, server: link.server) }
            guard let plan = Plan(rawValue: name) else {
                throw SyncError.serverFailed("the account's plan '\(name)' is not one this glovebox knows")
            }
            self.plan = plan
        } catch let error as SyncError {
            throw error
        } catch let error as PostgresError {
            // No glovebox schema at all: a PostgreSQL server that is not a household server.
            if error.sqlState == SQLState(rawValue: "42P01") || error.sqlState == SQLState(rawValue: "3F000") {
                throw SyncError.schemaMismatch(server: nil, client: Self.schemaVersion)
            }
            throw Self.syncError(error, link: link)
        } catch {
            throw SyncError.serverFailed("\(error)")
        }
    }

    /// Closes the connection.
    public func close() {
        connection.close()
    }

    /// libpq's multi-line message as one line.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
    }

    /// The ``SyncError`` for a failure of libpq or the server.
    static func syncError(_ error: PostgresError, link: ServerLink) -> SyncError {
        switch error.kind {
        case .authenticationFailed where isNoAccount(error):
            .notAnAccount(account: link.account, server: link.server)
        case .authenticationFailed: .wrongPassword(account: link.account, server: link.server)
        case .connectionFailed: .unreachable(server: link.server, reason: oneLine(error.message))
        case .statementFailed where isConnectionLoss(error): .unreachable(server: link.server, reason: oneLine(error.message))
        case .statementFailed, .misuse: .serverFailed(error.message)
        }
    }

    /// Whether the server refused the name before any password: its host rules admit only members
    /// of `glovebox_account`, so a role that is no account — never was, or was deleted — meets "no
    /// pg_hba.conf entry" (over the encryption the server asks for; without it, the rule is the
    /// connection's fault, not the account's), and a role made `NOLOGIN` "is not permitted to log in".
    static func isNoAccount(_ error: PostgresError) -> Bool {
        (error.message.contains("no pg_hba.conf entry") && !error.message.contains("no encryption"))
            || error.message.contains("is not permitted to log in")
    }

    /// Whether a statement failed because the connection went, not because the server refused it:
    /// libpq lost it, or the server ended the session (class `57P`: shut down, crashed, starting;
    /// class `08`: connection exceptions).
    static func isConnectionLoss(_ error: PostgresError) -> Bool {
        if error.kind == .connectionFailed { return true }
        guard let state = error.sqlState else { return false }
        return state.errorClass == "08" || state.rawValue.hasPrefix("57P")
    }
}
