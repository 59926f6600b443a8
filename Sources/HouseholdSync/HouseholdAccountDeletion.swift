import PostgresClient

/// Deleting an account on its household server, before the device deletes its own copy.
///
/// The server does it (`glovebox.delete_account()`, schema 2), as the account itself: its owned
/// vehicles with their records and shares, its memberships, then its login role, which can no
/// longer sign in once the call commits and is dropped by the next session of the household.
public enum HouseholdAccountDeletion {
    /// What the server said.
    public enum Outcome: Equatable, Sendable {
        /// The server deleted the account now.
        case deleted
        /// The server no longer knows the account (deleted before: a deletion whose device stopped
        /// before deleting its own copy is finished by running it again).
        case alreadyGone
    }

    /// Deletes `link`'s account on its server. Throws a ``SyncError`` (and deletes nothing) when the
    /// server cannot be reached, refuses the password or fails.
    public static func run(link: ServerLink) throws(SyncError) -> Outcome {
        let connection: PostgresConnection
        do {
            connection = try HouseholdServerSession.connect(link)
        } catch {
            // This device signed in as the account: a server that now turns its role away as no
            // account deleted it (this deletion stopped after the server's part, or another device's).
            if HouseholdServerSession.isNoLongerAnAccount(error) { return .alreadyGone }
            throw HouseholdServerSession.syncError(error, link: link)
        }
        let session: HouseholdServerSession
        do {
            session = try HouseholdServerSession(link: link, connection: connection)
        } catch .notAnAccount {
            return .alreadyGone
        }
        defer { session.close() }
        do {
            try session.connection.query("SELECT glovebox.delete_account()")
        } catch {
            if HouseholdServerSession.isConnectionLoss(error) {
                throw .unreachable(server: link.server, reason: HouseholdServerSession.oneLine(error.message))
            }
            throw HouseholdServerSession.statementError(error, link: link)
        }
        return .deleted
    }
}
