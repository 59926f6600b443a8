import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// An account with no share sees and changes nothing of another's, straight in SQL with its own
    /// credentials, whatever it tries.
    @Suite struct StrangerAccess {
        @Test func aStrangerSeesNoRowOfAnotherAccount() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            // (No account may read the list of retired roles, the usage counts or the tools' passwords at all:
            // AccountDeletionAccess and ServerBounds check them.)
            let unreadable = ["retired_account", "vehicle_usage", "account_password"]
            for table in ServerSchema.tables where !(["schema_version", "plan", "account"] + unreadable).contains(table) {
                #expect(try stranger.visibleRows(table) == 0, "\(table)")
            }
            // Its own account row only.
            #expect(try stranger.query("SELECT name FROM glovebox.account").rows.map { $0[0] } == [household.stranger.name])
            // The member, in turn, sees the two shared vehicles and their records, and no account but its own.
            let member = try household.member.connect()
            #expect(try member.visibleRows("vehicle") == 2)
            #expect(try member.visibleRows("account") == 1)
        }

        @Test(arguments: ServerRecordTable.allCases)
        func aStrangerCannotWriteRecordsOfAnotherAccount(_ kind: ServerRecordTable) throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            let vehicle = household.edited
            expectRefused(.rowSecurity) {
                try stranger.run(kind.insert(id: Household.newID("stranger"), vehicle: vehicle, item: household.item(of: vehicle), device: "stranger-phone"))
            }
            #expect(try stranger.run(kind.update(id: household.record(kind, on: vehicle), device: "stranger-phone")) == 0)
            #expect(try stranger.run(kind.tombstone(id: household.record(kind, on: vehicle), device: "stranger-phone")) == 0)
            let owner = try household.owner.connect()
            #expect(try kind.read(id: household.record(kind, on: vehicle), on: owner)?.deleted == false)
        }

        @Test func aStrangerCannotGiveItselfAShare() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            for role in ["viewer", "editor", "owner"] {
                expectRefused(.rowSecurity, "as \(role)") {
                    try stranger.execute(
                        "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, $3)",
                        [household.edited, household.stranger.name, role])
                }
            }
            // Taking over the member's row is no way in either: the account column is not updatable.
            expectRefused(.privilege) {
                try stranger.execute(
                    "UPDATE glovebox.membership SET account = $2 WHERE vehicle_id = $1", [household.edited, household.stranger.name])
            }
        }

        @Test func aStrangerCannotForgeAVehicleOfAnotherOwner() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            expectRefused(.rowSecurity) {
                try stranger.execute(
                    "INSERT INTO glovebox.vehicle (id, owner, name, unit, hlc, device_id) VALUES ($1, $2, 'Forged', 'km', $3, '78000000000000000000000000000000')",
                    [Household.newID("forged"), household.owner.name, PinnedClock.next()])
            }
            // Its own vehicle is its own, and the owner does not see it.
            let own = Household.newID("own")
            try Household.insertVehicle(id: own, name: "Mine", on: stranger, device: "stranger-phone")
            #expect(try stranger.query("SELECT owner FROM glovebox.vehicle WHERE id = $1", [own]).scalar == household.stranger.name)
            #expect(try household.owner.connect().query("SELECT count(*) FROM glovebox.vehicle WHERE id = $1", [own]).scalar == "0")
        }

        @Test func aStrangerCannotDeleteTheVehicleOrItsShares() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            #expect(try stranger.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.edited]) == 0)
            #expect(try stranger.execute("DELETE FROM glovebox.membership WHERE vehicle_id = $1", [household.edited]) == 0)
            #expect(try household.member.connect().visibleRows("vehicle") == 2)
        }

        @Test func switchingRolesWidensNothing() throws {
            // Every policy asks for session_user, which SET ROLE leaves as it was.
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            try stranger.execute("SET ROLE glovebox_account")
            #expect(try stranger.visibleRows("vehicle") == 0)
            #expect(try stranger.visibleRows("membership") == 0)
            try stranger.execute("RESET ROLE")
            expectRefused(.privilege) { try stranger.execute("SET ROLE glovebox_owner") }
        }

        @Test func anAccountCannotReachTheServersMachinery() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            expectRefused(.privilege, "no temporary tables") { try stranger.execute("CREATE TEMP TABLE scratch (x int)") }
            expectRefused(.privilege, "no tables of its own") { try stranger.execute("CREATE TABLE public.scratch (x int)") }
            expectRefused(.privilege, "no accounts") {
                try stranger.query("SELECT glovebox.create_account($1, $2)", ["x", "SCRAM-SHA-256$x"])
            }
            expectRefused(.privilege, "no feed writes") {
                try stranger.execute(
                    "INSERT INTO glovebox.change (vehicle_id, kind, record_id, deleted) VALUES ($1, 'vehicle', $1, true)", [household.edited])
            }
            expectRefused(.privilege, "no plan changes") {
                try stranger.execute("UPDATE glovebox.account SET plan = 'plus' WHERE name = $1", [household.stranger.name])
            }
            expectRefused(.privilege, "no plan table writes") {
                try stranger.execute("UPDATE glovebox.plan SET owned_vehicle_limit = NULL")
            }
        }
    }
}
