import Foundation
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox share`, `unshare`, `members`, and what a share means on the other account's devices:
    /// two accounts, three homes, the real server deciding.
    @Suite struct SharingCommands {
        /// Ana adds Clio with a record of every kind on her phone and pushes it; Ben's phone syncs
        /// past all of it, so that the share must bring him records older than his cursor.
        func clioWithRecords(_ household: SharedHousehold) throws -> String {
            let phone = household.anaPhone
            household.succeed(phone, "vehicle", "add", "Clio", "--make", "Renault")
            household.succeed(phone, "odometer", "log", "clio", "84210", "--date", "2026-11-01")
            household.succeed(phone, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-02", "--category", "fuel")
            household.succeed(phone, "maintenance", "add", "clio", "Oil", "--every-months", "12")
            household.succeed(phone, "deadline", "add", "clio", "insurance", "2027-03-01")
            household.succeed(phone, "sync")
            let clio = try household.vehicleID(phone, "Clio")
            try household.syncPast(clio, household.benPhone)
            #expect(try household.role(household.benPhone, clio) == nil)
            return clio
        }

        @Test func aViewerGetsTheWholeVehicleAtItsNextSyncAndCanChangeNothing() throws {
            let household = try SharedHousehold("share-viewer")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let clio = try clioWithRecords(household)
            let shared = household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            #expect(shared.output.contains("shared 'Clio' with \(household.ben.name) as viewer"), "\(shared.output)")

            try household.converge([ben]) { try household.role(ben, clio) != nil }
            #expect(try household.role(ben, clio) == "viewer")
            #expect(try household.records(ben, of: clio) == household.records(ana, of: clio))
            #expect(try household.records(ben, of: clio).count == 4)
            #expect(ben.run("vehicle", "show", "clio").output.contains("role: viewer"))

            // Every write of a viewer is refused on the device before anything is stored…
            let before = try household.records(ben, of: clio)
            let refusals: [[String]] = [
                ["odometer", "log", "clio", "90000", "--date", "2026-11-20"],
                ["expense", "add", "clio", "10", "EUR", "--date", "2026-11-20"],
                ["deadline", "add", "clio", "inspection", "2027-05-01"],
                ["maintenance", "add", "clio", "Tyres", "--every-months", "24"],
                ["vehicle", "edit", "clio", "--make", "Dacia"],
            ]
            for arguments in refusals {
                household.refuse(ben, arguments, saying: "you are a viewer of 'Clio' and cannot change its records")
            }
            let entry = try #require(try household.query(ben, "SELECT id FROM odometer_entry WHERE vehicle_id = ?", [clio]).first)
            household.refuse(ben, ["odometer", "remove", entry], saying: "you are a viewer of 'Clio'")
            household.refuse(ben, ["vehicle", "remove", "clio", "--yes"], saying: "only the owner can remove 'Clio' (you are a viewer)")
            #expect(try household.records(ben, of: clio) == before)
            #expect(try household.pendingChanges(ben) == 0)
            // …and by the server, for a client that goes around the app.
            let direct = try household.ben.connect()
            expectRefused(.rowSecurity) {
                try direct.run(ServerRecordTable.odometerEntry.insert(id: Household.newID("sneaky"), vehicle: clio, item: nil, device: "ben-phone"))
            }
            #expect(try direct.execute("UPDATE glovebox.vehicle SET name = 'Mine' WHERE id = $1", [clio]) == 0)

            // Sharing is the owner's: the server refuses Ben, whatever he asks.
            household.refuse(
                ben, ["share", "clio", household.ana.name, "--role", "editor"],
                saying: "the household server refused: only the owner of 'Clio' can share it")
            household.refuse(ben, ["unshare", "clio", household.ben.name], saying: "only the owner of 'Clio' can share it, change its roles or revoke them (you are its viewer)")
            #expect(try direct.query("SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2",
                                     [clio, household.ben.name]).scalar == "viewer")
            // Every member reads who has it.
            let members = household.succeed(ben, "members", "clio").output
            #expect(members.contains(household.ana.name) && members.contains("owner"), "\(members)")
            #expect(members.contains(household.ben.name) && members.contains("viewer"), "\(members)")
        }

        @Test func anEditorAddsAndChangesRecordsButCannotRemoveOrShareTheVehicle() throws {
            let household = try SharedHousehold("share-editor")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let clio = try clioWithRecords(household)
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([ben]) { try household.role(ben, clio) == "editor" }

            ben.now = ana.now.addingTimeInterval(2)
            household.succeed(ben, "expense", "add", "clio", "12.30", "EUR", "--date", "2026-11-21", "--category", "parking")
            household.succeed(ben, "odometer", "log", "clio", "85000", "--date", "2026-11-21")
            household.succeed(ben, "vehicle", "edit", "clio", "--model", "Clio IV")
            let entry = try #require(try household.query(
                ben, "SELECT id FROM odometer_entry WHERE vehicle_id = ? AND value = 84210", [clio]).first)
            household.succeed(ben, "odometer", "edit", entry, "--note", "checked by Ben")
            household.succeed(ben, "maintenance", "add", "clio", "Tyres", "--every-months", "24")
            let deadline = try #require(try household.query(ben, "SELECT id FROM deadline WHERE vehicle_id = ?", [clio]).first)
            household.succeed(ben, "deadline", "remove", deadline)
            household.refuse(ben, ["vehicle", "remove", "clio", "--yes"], saying: "only the owner can remove 'Clio' (you are an editor)")
            household.refuse(
                ben, ["share", "clio", household.ana.name, "--role", "viewer"],
                saying: "the household server refused: only the owner of 'Clio' can share it, change its roles or revoke them (you are its editor)")

            try household.converge([ben, ana]) { try household.records(ana, of: clio) == household.records(ben, of: clio) }
            // Four of Ana's, Ben's three, less the deadline he removed.
            #expect(try household.records(ana, of: clio).count == 6)
            #expect(try household.query(ana, "SELECT count(*) FROM deadline WHERE vehicle_id = ?", [clio]) == ["0"])
            #expect(ana.run("vehicle", "show", "clio").output.contains("Clio IV"))
            #expect(ana.run("odometer", "list").output.contains("checked by Ben"))
            // Ana's laptop, which never had the share's news, gets Ben's changes like any other.
            try household.converge([household.anaLaptop]) {
                try household.records(household.anaLaptop, of: clio) == household.records(ana, of: clio)
            }
            #expect(try household.role(household.anaLaptop, clio) == "owner")

            // The owner changes the role; Ben's phone keeps the new one at its next sync.
            let changed = household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            #expect(changed.output.contains("is now a viewer of 'Clio' (was editor)"), "\(changed.output)")
            try household.converge([ben]) { try household.role(ben, clio) == "viewer" }
            household.refuse(ben, ["expense", "add", "clio", "1", "EUR"], saying: "you are a viewer of 'Clio'")
        }

        @Test func aShareRevokedWhileTheMemberIsAwayLeavesItsDeviceWidgetsAndShortcuts() throws {
            let household = try SharedHousehold("share-revoke")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let clio = try clioWithRecords(household)
            household.succeed(ben, "vehicle", "add", "Golf")
            try ben.installWidgets()
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([ben]) { try household.role(ben, clio) == "editor" }
            let shown = try household.snapshots(ben)
            #expect(shown.widgets.contains("Clio") && shown.shortcuts.contains("Clio"))

            // Ben, away from the server, keeps writing to Clio; meanwhile Ana revokes the share.
            ben.now = ana.now.addingTimeInterval(2)
            household.succeed(ben, "expense", "add", "clio", "30", "EUR", "--date", "2026-11-22", "--category", "fuel")
            household.succeed(ben, "odometer", "log", "clio", "86000", "--date", "2026-11-22")
            household.succeed(ben, "odometer", "log", "golf", "1200", "--date", "2026-11-22")
            let revoked = household.succeed(ana, "unshare", "clio", household.ben.name)
            #expect(revoked.output.contains("\(household.ben.name) is no longer an editor of 'Clio'"), "\(revoked.output)")
            let serverBefore = try household.ana.connect().query(
                "SELECT count(*) FROM glovebox.expense WHERE vehicle_id = $1", [clio]).scalar

            // Back online: the edits Clio can never have are told, not pushed; Clio leaves.
            var synced = ben.run("sync")
            let deadline = Date().addingTimeInterval(30)
            while synced.status == 0, try household.role(ben, clio) != nil, Date() < deadline {
                usleep(50_000)
                synced = ben.run("sync")
            }
            #expect(synced.status == 0, "\(synced.errors)")
            #expect(try household.role(ben, clio) == nil)
            #expect(synced.output.contains("'Clio' left this device"), "\(synced.output)")
            #expect(synced.errors.contains("2 changes to 'Clio' were not pushed: this account can no longer edit it"), "\(synced.errors)")
            #expect(try household.records(ben, of: clio).isEmpty)
            #expect(try household.pendingChanges(ben) == 0)
            // What stays is Ben's own, pushed.
            #expect(try household.role(ben, try household.vehicleID(ben, "Golf")) == "owner")
            #expect(try household.ben.connect().query("SELECT count(*) FROM glovebox.odometer_entry").scalar == "1")
            #expect(try household.ana.connect().query(
                "SELECT count(*) FROM glovebox.expense WHERE vehicle_id = $1", [clio]).scalar == serverBefore)
            // The widgets and Shortcuts republished without it.
            let after = try household.snapshots(ben)
            #expect(!after.widgets.contains("Clio") && after.widgets.contains("Golf"), "\(after.widgets)")
            #expect(!after.shortcuts.contains("Clio") && after.shortcuts.contains("Golf"), "\(after.shortcuts)")
            // Told once: the next sync has nothing more to say.
            let again = household.succeed(ben, "sync")
            #expect(again.errors.isEmpty && again.output.contains("pushed 0 changes"), "\(again.output) \(again.errors)")
            // Ana's own devices are untouched.
            #expect(try household.role(ana, clio) == "owner")
        }

        @Test func aShareMadeViewOnlyWhileTheEditorIsAwayBringsTheHouseholdsVersionBack() throws {
            let household = try SharedHousehold("share-downgrade")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let clio = try clioWithRecords(household)
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([ben]) { try household.role(ben, clio) == "editor" }
            // The plate stays on Ben's phone; the edit's own push is allowed (he is an editor still).
            household.succeed(ben, "vehicle", "edit", "clio", "--plate", "AA-11-BB")
            household.succeed(ben, "sync")
            ben.now = ana.now.addingTimeInterval(2)
            household.succeed(ben, "expense", "add", "clio", "30", "EUR", "--date", "2026-11-22", "--category", "fuel")
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")

            var synced = ben.run("sync")
            let deadline = Date().addingTimeInterval(30)
            while synced.status == 0, try household.role(ben, clio) != "viewer", Date() < deadline {
                usleep(50_000)
                synced = ben.run("sync")
            }
            #expect(try household.role(ben, clio) == "viewer")
            #expect(synced.errors.contains("1 change to 'Clio' was not pushed"), "\(synced.errors)")
            // Not kept: Ben's phone holds the household's Clio, and still its own plate.
            #expect(try household.records(ben, of: clio) == household.records(ana, of: clio))
            #expect(ben.run("vehicle", "show", "clio").output.contains("AA-11-BB"))
            #expect(try household.pendingChanges(ben) == 0)
        }

        @Test func undoIsRefusedLikeAnyWriteOnceTheRoleNoLongerAllowsIt() throws {
            let household = try SharedHousehold("share-undo")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let clio = try clioWithRecords(household)
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([ben]) { try household.role(ben, clio) == "editor" }
            ben.now = ana.now.addingTimeInterval(2)
            household.succeed(ben, "expense", "add", "clio", "30", "EUR", "--date", "2026-11-22", "--category", "fuel")
            household.succeed(ben, "sync")
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            try household.converge([ben]) { try household.role(ben, clio) == "viewer" }
            let before = try household.records(ben, of: clio)
            household.refuse(ben, ["undo"], saying: "you are a viewer of 'Clio' and cannot change its records")
            #expect(try household.records(ben, of: clio) == before)
            #expect(try household.pendingChanges(ben) == 0)

            household.succeed(ana, "unshare", "clio", household.ben.name)
            try household.converge([ben]) { try household.role(ben, clio) == nil }
            household.refuse(ben, ["undo"], saying: "its vehicle is no longer shared with you")
            #expect(try household.role(ben, clio) == nil)
            #expect(try household.pendingChanges(ben) == 0)
        }

        @Test func aVehicleItsOwnerRemovesLeavesTheMemberAndTheOwnersOtherDevice() throws {
            let household = try SharedHousehold("share-removed")
            let (ana, ben, laptop) = (household.anaPhone, household.benPhone, household.anaLaptop)
            let clio = try clioWithRecords(household)
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            try household.converge([ben, laptop]) { try household.role(ben, clio) != nil && household.role(laptop, clio) != nil }
            household.succeed(ana, "vehicle", "remove", "clio", "--yes")
            try household.converge([ana, ben, laptop]) { try household.role(ben, clio) == nil && household.role(laptop, clio) == nil }
            #expect(try household.records(ben, of: clio).isEmpty)
            #expect(try household.records(laptop, of: clio).isEmpty)
        }

        @Test func theFreePlansThirdOwnedVehicleIsRefusedByTheServerAndSharedOnesDoNotCount() throws {
            let household = try SharedHousehold("share-plan")
            let (phone, laptop, ben) = (household.anaPhone, household.anaLaptop, household.benPhone)
            // Ben's vehicle shared with Ana: it is not hers, so it does not count.
            household.succeed(ben, "vehicle", "add", "Golf")
            household.succeed(ben, "sync")
            household.succeed(ben, "share", "golf", household.ana.name, "--role", "editor")
            household.succeed(phone, "vehicle", "add", "Clio")
            household.succeed(phone, "vehicle", "add", "Jeep")
            try household.converge([phone]) { try household.query(phone, "SELECT id FROM vehicle").count == 3 }
            #expect(try household.query(phone, "SELECT role FROM vehicle ORDER BY role") == ["editor", "owner", "owner"])
            // The laptop, not synced yet, holds no vehicle and so adds a third one of Ana's.
            household.succeed(laptop, "vehicle", "add", "Panda")
            let refused = household.refuse(
                laptop, ["sync"],
                saying: "the household server refused 'Panda': the free plan allows 2 owned vehicles, and this account owns that many there already")
            #expect(refused.errors.contains("'Panda' and its records stay on this device, and everything else was synced"))
            // Held back, Panda does not hold the household's sync back: the laptop pulled the rest.
            #expect(try household.query(laptop, "SELECT name FROM vehicle ORDER BY name") == ["Clio", "Golf", "Jeep", "Panda"])
            #expect(try household.pendingChanges(laptop) > 0)
            let owned = "SELECT count(*) FROM glovebox.vehicle WHERE owner = glovebox.current_account()"
            #expect(try household.ana.connect().query(owned).scalar == "2")

            // Once one of Ana's vehicles goes, Panda is pushed: the sync that pushes the removal
            // still holds Panda back (it comes first in the outbox), the next one takes it.
            household.succeed(laptop, "vehicle", "remove", "jeep", "--yes")
            _ = laptop.run("sync")
            household.succeed(laptop, "sync")
            #expect(try household.pendingChanges(laptop) == 0)
            #expect(try household.ana.connect().query("SELECT name FROM glovebox.vehicle WHERE owner = glovebox.current_account() ORDER BY name").rows.map { $0[0] } == ["Clio", "Panda"])
        }

        @Test func theCommandsNeedTheServerAndSayWhatIsWrong() throws {
            let household = try SharedHousehold("share-errors")
            let (ana, ben) = (household.anaPhone, household.benPhone)
            household.succeed(ana, "vehicle", "add", "Clio")
            household.refuse(ana, ["members", "clio"], saying: "'Clio' is not on the household server yet; run 'glovebox sync' first")
            household.succeed(ana, "sync")
            household.refuse(
                ana, ["share", "clio", "nobody@example.com", "--role", "viewer"],
                saying: "there is no account 'nobody@example.com' on the household server")
            household.refuse(ana, ["share", "clio", household.ben.name, "--role", "owner"], saying: "is not a role a share can give")
            household.refuse(ana, ["share", "clio", household.ben.name], saying: "share needs --role editor|viewer")
            household.refuse(ana, ["unshare", "clio", household.ben.name], saying: "has no share of 'Clio'")
            household.refuse(ana, ["share", "clio", household.ana.name, "--role", "viewer"], saying: "owns 'Clio': the owner's role cannot")
            household.refuse(ana, ["share", "golf", household.ben.name, "--role", "viewer"], saying: "no vehicle 'golf'")
            // Ben cannot name a vehicle that is not shared with him: his device does not have it.
            household.refuse(ben, ["members", "clio"], saying: "no vehicle 'clio'")

            household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            let listed = household.succeed(ana, "members", "clio", "--json").output
            let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any])
            let members = try #require(object["members"] as? [[String: String]])
            #expect(members.map { [$0["account"], $0["role"]] } == [[household.ana.name, "owner"], [household.ben.name, "viewer"]])
            // Both made their key at sign-in: each member's fingerprint is shown to be compared.
            #expect(members.allSatisfy { $0["keyFingerprint"]?.count == 39 }, "\(members)")
            #expect(object["name"] as? String == "Clio")
            let again = household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")
            #expect(again.output.contains("already is a viewer"), "\(again.output)")

            try household.takeOffline(ana)
            household.refuse(ana, ["members", "clio"], status: 1, saying: "cannot reach the household server")
            household.refuse(ana, ["unshare", "clio", household.ben.name], status: 1, saying: "cannot reach the household server")
            let local = GloveboxHome(ids: "x")
            household.succeed(local, "login", "local@example.com")
            household.succeed(local, "vehicle", "add", "Clio")
            household.refuse(local, ["share", "clio", household.ben.name, "--role", "viewer"], saying: "not linked to a household server")
        }
    }
}
