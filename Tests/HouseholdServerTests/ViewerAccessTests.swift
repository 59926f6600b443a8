import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What a member shared a vehicle as a viewer may do (read, nothing else), straight in SQL with
    /// the member's credentials.
    @Suite struct ViewerAccess {
        @Test(arguments: ServerRecordTable.allCases)
        func aViewerReadsEveryRecordKindAndWritesNothing(_ kind: ServerRecordTable) throws {
            let household = try Household.make()
            let viewer = try household.member.connect()
            let vehicle = household.viewed
            let seeded = household.record(kind, on: vehicle)
            let before = try #require(try kind.read(id: seeded, on: viewer))
            #expect(before.deleted == false)

            expectRefused(.rowSecurity) {
                try viewer.run(kind.insert(id: Household.newID("viewer"), vehicle: vehicle, item: household.item(of: vehicle), device: "member-phone"))
            }
            // Row-level security filters an update's rows: nothing is changed, and nothing is said.
            #expect(try viewer.run(kind.update(id: seeded, device: "member-phone")) == 0)
            #expect(try viewer.run(kind.tombstone(id: seeded, device: "member-phone")) == 0)
            expectRefused(.privilege) { try viewer.run(kind.delete(id: seeded)) }
            let owner = try household.owner.connect()
            let after = try #require(try kind.read(id: seeded, on: owner))
            #expect(after.edited == before.edited)
            #expect(after.deleted == false)
        }

        @Test func aViewersPushOfAnExistingRecordIsRefusedOutright() throws {
            // An upsert (how a sync pushes) meets the update policy on the stored row and fails loudly
            // instead of changing nothing.
            let household = try Household.make()
            let viewer = try household.member.connect()
            let expense = household.record(.expense, on: household.viewed)
            expectRefused(.rowSecurity) {
                try viewer.execute("""
                    INSERT INTO glovebox.expense (id, vehicle_id, day, amount, currency, category, hlc, device_id)
                    VALUES ($1, $2, '2026-03-02', 99, 'EUR', 'fuel', $3, '6d656d6265722d70686f6e6500000000')
                    ON CONFLICT (id) DO UPDATE SET amount = excluded.amount, hlc = excluded.hlc, device_id = excluded.device_id
                    """, [expense, household.viewed, PinnedClock.next()])
            }
        }

        @Test func aViewerCannotEditDeleteOrShareTheVehicle() throws {
            let household = try Household.make()
            let viewer = try household.member.connect()
            let vehicle = household.viewed
            #expect(try viewer.execute(
                "UPDATE glovebox.vehicle SET name = 'Mine', hlc = $2, device_id = '6d656d6265722d70686f6e6500000000', incoming = jsonb_build_object('name', glovebox.stamp_text($2, '6d656d6265722d70686f6e6500000000')) WHERE id = $1",
                [vehicle, PinnedClock.next()]) == 0)
            #expect(try viewer.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [vehicle]) == 0)
            expectRefused(.rowSecurity) {
                try viewer.execute(
                    "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'viewer')", [vehicle, household.stranger.name])
            }
            // Not even its own role: promoting itself, or leaving, is the owner's decision.
            #expect(try viewer.execute(
                "UPDATE glovebox.membership SET role = 'editor' WHERE vehicle_id = $1 AND account = $2", [vehicle, household.member.name]) == 0)
            #expect(try viewer.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [vehicle, household.member.name]) == 0)
            let owner = try household.owner.connect()
            #expect(try owner.query("SELECT name FROM glovebox.vehicle WHERE id = $1", [vehicle]).scalar == "Jeep")
            #expect(try owner.query(
                "SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [vehicle, household.member.name]).scalar == "viewer")
        }
    }
}
