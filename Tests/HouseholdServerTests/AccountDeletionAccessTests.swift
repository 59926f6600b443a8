import PostgresClient
import Testing

extension HouseholdServerTests {
    /// Only an account deletes itself, straight in SQL with each account's own credentials: the
    /// deletion function takes no name, and nothing else an account can reach deletes an account,
    /// its row or its role.
    @Suite struct AccountDeletionAccess {
        @Test func anotherAccountCannotDeleteAnAccountItsRowOrItsRole() throws {
            let household = try Household.make()
            let owner = household.owner.name
            let ownerRole = household.owner.role
            let stranger = try household.stranger.connect()
            let member = try household.member.connect()
            for connection in [stranger, member] {
                expectRefused(.privilege) { try connection.execute("DELETE FROM glovebox.account WHERE name = $1", [owner]) }
                expectRefused(.privilege) { try connection.execute("SET ROLE glovebox_registrar") }
                expectRefused(.privilege) { try connection.execute("INSERT INTO glovebox.retired_account (name) VALUES ($1)", [ownerRole]) }
                expectRefused(.privilege) { try connection.query("SELECT name FROM glovebox.retired_account") }
                // Test code: the owner's role is the test's own account's, quoted as an identifier.
                expectRefused(.privilege) { try connection.execute("ALTER ROLE \"\(ownerRole)\" NOLOGIN") }
                expectRefused(.privilege) { try connection.execute("DROP ROLE \"\(ownerRole)\"") }
                expectRefused(.privilege) { try connection.execute("REVOKE glovebox_account FROM \"\(ownerRole)\"") }
                #expect(try connection.execute("DELETE FROM glovebox.vehicle WHERE owner = $1", [owner]) == 0)
            }
            // The one deletion an account may call deletes its caller, whoever else it names nowhere.
            try stranger.query("SELECT glovebox.delete_account()")
            let administrator = try TestCluster.shared().administrator()
            // Listing a live account as retired (only the administrator could) still drops nothing live.
            try administrator.execute("INSERT INTO glovebox.retired_account (name) VALUES ($1)", [ownerRole])
            try member.query("SELECT glovebox.drop_retired_accounts()")
            let ownerAgain = try household.owner.connect()
            #expect(try ownerAgain.visibleRows("vehicle") == 2)
            #expect(try ownerAgain.query("SELECT count(*) FROM glovebox.account").scalar == "1")
            #expect(try administrator.query("SELECT count(*) FROM glovebox.retired_account WHERE name = $1", [ownerRole]).scalar == "0")
            // The stranger's own session, still open, can do nothing any more; its role went with the
            // member's call (another session), not with its own.
            expectRefused(.privilege) { try stranger.query("SELECT count(*) FROM glovebox.vehicle") }
            #expect(try administrator.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [household.stranger.role]).scalar == "0")
        }

        @Test func theDeletingSessionCannotDropItsOwnRoleSoItIsMadeInertAndListed() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            try stranger.transaction { db in
                try db.query("SELECT glovebox.delete_account()")
            }
            let administrator = try TestCluster.shared().administrator()
            let role = try administrator.query("""
                SELECT rolcanlogin, pg_has_role(rolname, 'glovebox_account', 'MEMBER'),
                       (SELECT count(*) FROM glovebox.retired_account WHERE name = rolname)
                FROM pg_roles WHERE rolname = $1
                """, [household.stranger.role]).rows.first
            // Dropped already when another session reaped in between; otherwise inert and listed.
            if let role {
                #expect(role.bool(0) == false && role.bool(1) == false && role.int(2) == 1)
            }
            expectRefused(.privilege) { try stranger.query("SELECT count(*) FROM glovebox.vehicle") }
            #expect(throws: PostgresError.self) { try household.stranger.connect() }
        }
    }
}
