import Foundation
import GarageRules
import PostgresClient

/// A connection to the household server as this device's account, checked before anything is
/// done with it: the server answers over verified TLS with channel binding
/// (``ServerConnectionPolicy``), takes the password, knows the account, and speaks the schema this
/// build was written for.
///
/// Every failure is a ``SyncError`` whose message names the server; none of them changes anything
/// on the device, since nothing is written locally before a session exists.
public final class HouseholdServerSession {
    /// The schema version of the household server this build speaks (`glovebox.schema_version`);
    /// a server step that changes what the sync reads or writes is a new version for the client too.
    public static let schemaVersion = 16

    /// The link the session was opened with.
    public let link: ServerLink
    /// The account's plan on the server (the server's limit is the one that holds).
    public let plan: Plan
    /// The open connection.
    public let connection: PostgresConnection

    /// Connects as `link.account` under the connection policy and checks the account and the schema.
    public convenience init(link: ServerLink) throws(SyncError) {
        let connection: PostgresConnection
        do {
            connection = try Self.connect(link)
        } catch {
            throw Self.syncError(error, link: link)
        }
        try self.init(link: link, connection: connection)
    }

    /// Checks the account and the schema over `connection`, just made for `link`.
    init(link: ServerLink, connection: PostgresConnection) throws(SyncError) {
        self.link = link
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
                throw SyncError.failure(.unknownPlan(name))
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

    /// A connection for `link` as the app's sessions make it: under the policy, named in the
    /// server's activity, statements given up after a minute.
    static func connect(_ link: ServerLink) throws(PostgresError) -> PostgresConnection {
        try ServerConnectionPolicy.connect(
            link, settings: [("application_name", "glovebox"), ("options", "-c statement_timeout=60000")])
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
        let reason = oneLine(error.message)
        switch error.securityRefusal {
        case .serverOffersNoTLS: return .serverWithoutTLS(server: link.server)
        case .certificateNotVerified: return .certificateNotVerified(server: link.server, reason: reason)
        case .channelBindingRefused: return .channelBindingRefused(server: link.server, reason: reason)
        case nil: break
        }
        switch error.kind {
        // A wrong password, a name the host rules do not admit, a role that may not log in: one
        // answer, since the server does not say which to a stranger either.
        case .authenticationFailed: return .nameOrPasswordRefused(account: link.account, server: link.server)
        case .connectionFailed: return .unreachable(server: link.server, reason: reason)
        case .statementFailed where isConnectionLoss(error): return .unreachable(server: link.server, reason: reason)
        case .statementFailed: return statementError(error, link: link)
        case .misuse: return .serverFailed(error.message)
        }
    }

    /// The ``SyncError`` for a statement the server refused: a rule of the household schema that it
    /// names (schema 16) by its rule and values, anything else in PostgreSQL's own words.
    static func statementError(_ error: PostgresError, link: ServerLink) -> SyncError {
        // An account that is no account any more was checked when the session opened: it was deleted
        // while this device used it (SyncServerFailure.accountGone).
        guard let refusal = HouseholdRefusal(error), let failure = SyncServerFailure(refusal, account: link.account) else {
            return .serverFailed(error.message)
        }
        return .failure(failure)
    }

    /// Whether the server turned the role away as no account of its own, before the password (its
    /// host rules admit only members of `glovebox_account`: "no pg_hba.conf entry" over TLS) or
    /// after it (a role made `NOLOGIN` "is not permitted to log in"). Only a device that signed in
    /// as that account before may take it for an account deleted since (``HouseholdAccountDeletion``):
    /// to anyone else it is a refused name or password like any other.
    static func isNoLongerAnAccount(_ error: PostgresError) -> Bool {
        guard error.kind == .authenticationFailed else { return false }
        return (error.message.contains("no pg_hba.conf entry") && !error.message.contains("no encryption"))
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
