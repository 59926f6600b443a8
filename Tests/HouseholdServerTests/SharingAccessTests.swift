import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The statements `glovebox share`, `unshare`, `members` and the sync's push rely on, run
    /// directly with each account's credentials: row-level security decides what they may do.
    @Suite struct SharingAccess {
        static let upsert = """
            INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, $3)
            ON CONFLICT (vehicle_id, account) DO UPDATE SET role = excluded.role
            """

        @Test func theOwnersUpsertSharesAndThenChangesTheRole() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            #expect(try owner.execute(Self.upsert, [household.viewed, household.stranger.name, "viewer"]) == 1)
            #expect(try owner.execute(Self.upsert, [household.viewed, household.stranger.name, "editor"]) == 1)
            #expect(try household.stranger.connect().query(
                "SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = glovebox.current_account()",
                [household.viewed]).scalar == "editor")
        }

        @Test func theUpsertOfAnEditorOrAViewerIsARowSecurityRefusalEvenForAnExistingMember() throws {
            let household = try Household.make()
            let member = try household.member.connect()
            // A new share, and a change of the member's own role: refused before any conflict is looked at.
            expectRefused(.rowSecurity) { try member.execute(Self.upsert, [household.edited, household.stranger.name, "viewer"]) }
            expectRefused(.rowSecurity) { try member.execute(Self.upsert, [household.viewed, household.member.name, "editor"]) }
            #expect(try member.query(
                "SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2",
                [household.viewed, household.member.name]).scalar == "viewer")
        }

        @Test func theOwnersOwnRowCannotBeUpsertedToAnotherRole() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            expectRefused(.rowSecurity) { try owner.execute(Self.upsert, [household.edited, household.owner.name, "viewer"]) }
        }

        @Test func sharingWithAnUnknownAccountBreaksTheAccountForeignKey() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            do {
                try owner.execute(Self.upsert, [household.edited, "nobody-\(Household.newID("x"))@example.com", "viewer"])
                Issue.record("a share with an account the server does not have was accepted")
            } catch {
                #expect(error.isForeignKeyViolation)
                #expect(error.constraint == "membership_account_fkey", "\(error)")
            }
        }

        @Test func aViewerReadsEveryMemberOfTheVehicleButRevokesNone() throws {
            let household = try Household.make()
            let viewer = try household.member.connect()
            let members = try viewer.query(
                "SELECT account, role FROM glovebox.membership WHERE vehicle_id = $1 ORDER BY role", [household.viewed])
            #expect(members.rows.map { [$0[0], $0[1]] } == [[household.owner.name, "owner"], [household.member.name, "viewer"]])
            #expect(try viewer.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [household.viewed, household.member.name]) == 0)
        }

        @Test func writableVehiclesAreTheOwnedAndTheEditedOnes() throws {
            let household = try Household.make()
            let writable = { (account: TestAccount) throws -> [String] in
                try account.connect().query("SELECT v FROM glovebox.writable_vehicles() v ORDER BY v").rows.compactMap { $0[0] }
            }
            #expect(try writable(household.owner) == [household.edited, household.viewed].sorted())
            #expect(try writable(household.member) == [household.edited])
            #expect(try writable(household.stranger) == [])
        }
    }
}
