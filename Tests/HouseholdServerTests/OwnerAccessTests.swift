import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What the owner of a vehicle may do with it, straight in SQL with the owner's credentials.
    @Suite struct OwnerAccess {
        @Test(arguments: ServerRecordTable.allCases)
        func theOwnerReadsInsertsUpdatesAndTombstonesEveryRecordKind(_ kind: ServerRecordTable) throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let seeded = household.record(kind, on: household.edited)
            #expect(try kind.read(id: seeded, on: owner)?.edited != nil)

            let id = Household.newID("new")
            #expect(try owner.run(kind.insert(id: id, vehicle: household.edited, item: household.item(of: household.edited), device: "owner-phone")) == 1)
            #expect(try owner.run(kind.update(id: id, device: "owner-phone")) == 1)
            #expect(try kind.read(id: id, on: owner)?.edited == kind.editedValue)
            #expect(try owner.run(kind.tombstone(id: id, device: "owner-laptop")) == 1)
            #expect(try kind.read(id: id, on: owner)?.deleted == true)
            // Records go by tombstone only, so that a delete travels like an edit: no account deletes rows.
            expectRefused(.privilege) { try owner.run(kind.delete(id: seeded)) }
            #expect(try kind.read(id: seeded, on: owner) != nil)
        }

        @Test func theOwnerSharesChangesTheRoleAndRevokes() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let stranger = household.stranger
            #expect(try owner.execute(
                "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'viewer')",
                [household.edited, stranger.name]) == 1)
            let strangerConnection = try stranger.connect()
            #expect(try strangerConnection.visibleRows("vehicle") == 1)
            #expect(try owner.execute(
                "UPDATE glovebox.membership SET role = 'editor' WHERE vehicle_id = $1 AND account = $2",
                [household.edited, stranger.name]) == 1)
            #expect(try strangerConnection.query(
                "SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [household.edited, stranger.name]).scalar == "editor")
            #expect(try owner.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [household.edited, stranger.name]) == 1)
            #expect(try strangerConnection.visibleRows("vehicle") == 0)
            #expect(try strangerConnection.visibleRows("expense") == 0)
        }

        @Test func theOwnerSeesEveryMemberOfTheVehicle() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let members = try owner.query(
                "SELECT account, role FROM glovebox.membership WHERE vehicle_id = $1 ORDER BY role", [household.edited])
            #expect(members.rows.map { [$0[0], $0[1]] } == [[household.member.name, "editor"], [household.owner.name, "owner"]])
        }

        @Test func theOwnersOwnMembershipCannotBeChangedOrRemovedOrGivenToAnother() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            #expect(try owner.execute(
                "UPDATE glovebox.membership SET role = 'viewer' WHERE vehicle_id = $1 AND account = $2",
                [household.edited, household.owner.name]) == 0)
            #expect(try owner.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [household.edited, household.owner.name]) == 0)
            // A second owner, or promoting a member to owner, is refused: ownership is the vehicle's owner column.
            expectRefused(.rowSecurity) {
                try owner.execute(
                    "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'owner')",
                    [household.edited, household.stranger.name])
            }
            expectRefused(.rowSecurity) {
                try owner.execute(
                    "UPDATE glovebox.membership SET role = 'owner' WHERE vehicle_id = $1 AND account = $2",
                    [household.edited, household.member.name])
            }
            #expect(try owner.query(
                "SELECT count(*) FROM glovebox.membership WHERE vehicle_id = $1 AND role = 'owner'", [household.edited]).scalar == "1")
        }

        @Test func theOwnerColumnIsNotUpdatableEvenByTheOwner() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            expectRefused(.privilege) {
                try owner.execute("UPDATE glovebox.vehicle SET owner = $2 WHERE id = $1", [household.edited, household.member.name])
            }
            #expect(try owner.query("SELECT owner FROM glovebox.vehicle WHERE id = $1", [household.edited]).scalar == household.owner.name)
        }

        @Test func theOwnerEditsTheVehicle() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            #expect(try owner.execute(
                "UPDATE glovebox.vehicle SET name = 'Clio RS', hlc = $2, device_id = '6f776e65722d70686f6e650000000000', incoming = jsonb_build_object('name', glovebox.stamp_text($2, '6f776e65722d70686f6e650000000000')) WHERE id = $1",
                [household.edited, PinnedClock.next()]) == 1)
        }

        @Test func deletingTheVehicleTakesItsRecordsAndSharesWithIt() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let member = try household.member.connect()
            #expect(try member.visibleRows("vehicle") == 2)
            #expect(try owner.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.edited]) == 1)
            #expect(try member.visibleRows("vehicle") == 1)
            let administrator = try TestCluster.shared().administrator()
            for kind in ServerRecordTable.allCases {
                #expect(try administrator.query(
                    "SELECT count(*) FROM glovebox.\(kind.rawValue) WHERE vehicle_id = $1", [household.edited]).scalar == "0")
            }
            #expect(try administrator.query("SELECT count(*) FROM glovebox.membership WHERE vehicle_id = $1", [household.edited]).scalar == "0")
        }
    }
}
