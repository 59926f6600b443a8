import PostgresClient

/// An account changes its own household server password (`glovebox password`), the one way the
/// server lets an account do it: `glovebox.change_password` (schema 10) with the SCRAM verifier of the
/// new password, computed here, so that the password itself never reaches the server or its logs.
/// A password changed any other way (`ALTER ROLE` from `psql`) is put back by the administrator's
/// `glovebox-server check`.
public enum HouseholdPasswordChange {
    /// Changes `link.account`'s password to `newPassword` on `link.server`. Nothing on the device
    /// changes here: the caller keeps the new password once this returns.
    public static func run(link: ServerLink, newPassword: String) throws(SyncError) {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        do {
            let verifier = try session.connection.scramVerifier(password: newPassword, user: LoginRole.of(account: link.account))
            try session.connection.query("SELECT glovebox.change_password($1)", [verifier])
        } catch {
            throw HouseholdServerSession.syncError(error, link: link)
        }
    }
}
