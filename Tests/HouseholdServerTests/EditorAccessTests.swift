import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What a member shared a vehicle as an editor may do, straight in SQL with the member's credentials.
    @Suite struct EditorAccess {
        @Test(arguments: ServerRecordTable.allCases)
        func anEditorReadsInsertsUpdatesAndTombstonesEveryRecordKind(_ kind: ServerRecordTable) throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            let vehicle = household.edited
            let seeded = household.record(kind, on: vehicle)
            #expect(try kind.read(id: seeded, on: editor) != nil)

            let id = Household.newID("editor")
            #expect(try editor.run(kind.insert(id: id, vehicle: vehicle, item: household.item(of: vehicle), device: "member-phone")) == 1)
            #expect(try editor.run(kind.update(id: seeded, device: "member-phone")) == 1)
            #expect(try kind.read(id: seeded, on: editor)?.edited == kind.editedValue)
            #expect(try editor.run(kind.tombstone(id: id, device: "member-phone")) == 1)
            #expect(try kind.read(id: id, on: editor)?.deleted == true)
            expectRefused(.privilege) { try editor.run(kind.delete(id: seeded)) }
            // The owner sees what the editor wrote, and who wrote it.
            let owner = try household.owner.connect()
            #expect(try owner.query(
                "SELECT changed_by FROM glovebox.\(kind.rawValue) WHERE id = $1", [seeded]).scalar == household.member.name)
        }

        @Test func anEditorEditsTheVehicleButCannotDeleteIt() throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            #expect(try editor.execute(
                "UPDATE glovebox.vehicle SET model = 'Clio Grandtour', hlc = $2, device_id = '6d656d6265722d70686f6e6500000000', incoming = jsonb_build_object('model', glovebox.stamp_text($2, '6d656d6265722d70686f6e6500000000')) WHERE id = $1",
                [household.edited, PinnedClock.next()]) == 1)
            #expect(try editor.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.edited]) == 0)
            #expect(try editor.query("SELECT count(*) FROM glovebox.vehicle WHERE id = $1", [household.edited]).scalar == "1")
            expectRefused(.privilege) {
                try editor.execute("UPDATE glovebox.vehicle SET owner = $2 WHERE id = $1", [household.edited, household.member.name])
            }
        }

        @Test func anEditorCannotShareChangeRolesOrRevoke() throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            let vehicle = household.edited
            expectRefused(.rowSecurity) {
                try editor.execute(
                    "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'viewer')",
                    [vehicle, household.stranger.name])
            }
            #expect(try editor.execute(
                "UPDATE glovebox.membership SET role = 'viewer' WHERE vehicle_id = $1", [vehicle]) == 0)
            #expect(try editor.execute("DELETE FROM glovebox.membership WHERE vehicle_id = $1", [vehicle]) == 0)
            // It sees the vehicle's members, and nothing changed.
            let members = try editor.query(
                "SELECT account, role FROM glovebox.membership WHERE vehicle_id = $1 ORDER BY role", [vehicle])
            #expect(members.rows.map { [$0[0], $0[1]] } == [[household.member.name, "editor"], [household.owner.name, "owner"]])
        }

        @Test func anEditorCannotMoveARecordToAVehicleItOnlyViews() throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            let expense = household.record(.expense, on: household.edited)
            expectRefused(.privilege) {
                try editor.execute("UPDATE glovebox.expense SET vehicle_id = $2 WHERE id = $1", [expense, household.viewed])
            }
        }
    }
}
