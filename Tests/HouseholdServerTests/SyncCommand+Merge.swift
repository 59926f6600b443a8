import Foundation
import Testing

extension HouseholdServerTests {
    /// Merge by field, through the command line on the real server: Ana's phone and laptop and Ben's
    /// phone, Ben an editor of Ana's Clio, each editing offline before they sync.
    @Suite struct MergeByField {
        /// Clio with one expense, shared with Ben as an editor, on all three homes; the expense's id.
        func sharedExpense(_ household: SharedHousehold) throws -> String {
            household.succeed(household.anaPhone, "vehicle", "add", "Clio")
            household.succeed(household.anaPhone, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-20", "--category", "fuel")
            let expense = try #require(try household.query(household.anaPhone, "SELECT id FROM expense").first)
            household.succeed(household.anaPhone, "sync")
            household.succeed(household.anaPhone, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([household.anaPhone, household.anaLaptop, household.benPhone]) {
                try [household.anaLaptop, household.benPhone].allSatisfy { try expenseRow($0, expense, household) != nil }
            }
            return expense
        }

        /// The expense as `home` holds it: amount, note, category.
        func expenseRow(_ home: GloveboxHome, _ id: String, _ household: SharedHousehold) throws -> String? {
            try household.query(
                home, "SELECT amount || '|' || coalesce(note, '') || '|' || category FROM expense WHERE id = ?", [id]).first
        }

        /// `conflicts list --json` of `home`.
        func conflicts(_ home: GloveboxHome, _ household: SharedHousehold) throws -> [[String: Any]] {
            let output = household.succeed(home, "conflicts", "list", "--json").output
            return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        }

        @Test func threeDevicesEditingDifferentFieldsOfOneExpenseKeepEveryEdit() throws {
            let household = try SharedHousehold("merge-fields")
            let expense = try sharedExpense(household)
            let homes = [household.anaPhone, household.anaLaptop, household.benPhone]
            // Offline on all three: the amount on one, the note on another, the category on the third.
            household.succeed(household.anaPhone, "expense", "edit", expense, "--amount", "47.10")
            household.succeed(household.anaLaptop, "expense", "edit", expense, "--note", "public charger")
            household.succeed(household.benPhone, "expense", "edit", expense, "--category", "other")
            let merged = "47.10|public charger|other"
            try household.converge(homes) { try homes.allSatisfy { try expenseRow($0, expense, household) == merged } }
            for home in homes {
                #expect(try expenseRow(home, expense, household) == merged)
                // Nobody lost anything, so nobody is told of a conflict.
                #expect(try conflicts(home, household).isEmpty)
            }
        }

        @Test func oneFieldEditedOnTwoDevicesKeepsTheLaterEditAndTellsTheOtherAuthorOnEachOfItsDevices() throws {
            let household = try SharedHousehold("merge-conflict")
            let expense = try sharedExpense(household)
            let ben = household.benPhone
            ben.now = household.anaPhone.now.addingTimeInterval(60)
            // Ana writes first, Ben a minute later, neither having seen the other's.
            household.succeed(household.anaPhone, "expense", "edit", expense, "--note", "Main St")
            household.succeed(ben, "expense", "edit", expense, "--note", "after work")
            let homes = [household.anaPhone, ben, household.anaLaptop]
            let synced = household.succeed(household.anaPhone, "sync")
            #expect(!synced.output.contains("conflicts list"), "\(synced.output)")
            try household.converge(homes) {
                try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|after work|fuel" }
                    && (try conflicts(household.anaLaptop, household).count == 1)
            }
            // The same one conflict on both of Ana's devices, none on Ben's: his value won.
            let phone = try conflicts(household.anaPhone, household)
            let laptop = try conflicts(household.anaLaptop, household)
            #expect(phone.count == 1)
            #expect(phone.first?["id"] as? String == laptop.first?["id"] as? String)
            #expect(phone.first?["yours"] as? String == "Main St")
            #expect(phone.first?["kept"] as? String == "after work")
            #expect(phone.first?["by"] as? String == household.ben.name)
            #expect(phone.first?["value"] as? String == "note")
            #expect(try conflicts(ben, household).isEmpty)
            #expect(household.succeed(household.anaLaptop, "status").output.contains("conflicts list"))

            // Ana keeps hers: a new edit made on what she has seen, so Ben is told nothing.
            let id = try #require(phone.first?["id"] as? String)
            household.succeed(household.anaPhone, "conflicts", "keep", String(id.prefix(8)))
            try household.converge(homes) {
                try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|Main St|fuel" }
                    && (try conflicts(household.anaLaptop, household).isEmpty)
            }
            for home in homes { #expect(try conflicts(home, household).isEmpty) }
        }

        @Test func anEditMadeAfterSeeingTheOtherIsNoConflictAndADismissalReachesTheOtherDevices() throws {
            let household = try SharedHousehold("merge-sequence")
            let expense = try sharedExpense(household)
            let homes = [household.anaPhone, household.benPhone, household.anaLaptop]
            // One after the other, each having synced the other's edit first: no conflict.
            household.succeed(household.anaPhone, "expense", "edit", expense, "--note", "first")
            try household.converge(homes) { try expenseRow(household.benPhone, expense, household) == "45.90|first|fuel" }
            household.succeed(household.benPhone, "expense", "edit", expense, "--note", "second")
            try household.converge(homes) { try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|second|fuel" } }
            for home in homes { #expect(try conflicts(home, household).isEmpty) }

            // At the same time: a conflict for Ana, which she dismisses on her laptop.
            let ben = household.benPhone
            ben.now = household.anaPhone.now.addingTimeInterval(60)
            household.succeed(household.anaPhone, "expense", "edit", expense, "--amount", "50.00")
            household.succeed(ben, "expense", "edit", expense, "--amount", "51.00")
            try household.converge([household.anaPhone, ben, household.anaLaptop, household.anaPhone]) {
                try conflicts(household.anaPhone, household).count == 1 && (try conflicts(household.anaLaptop, household).count == 1)
            }
            let dismissed = household.succeed(household.anaLaptop, "conflicts", "dismiss", "--all")
            #expect(dismissed.output.contains("dismissed 1 conflict"), "\(dismissed.output)")
            #expect(try conflicts(household.anaLaptop, household).isEmpty)
            try household.converge([household.anaLaptop, household.anaPhone]) { try conflicts(household.anaPhone, household).isEmpty }
            #expect(try expenseRow(household.anaPhone, expense, household) == "51.00|second|fuel")
        }
    
        @Test func aClockFarAheadIsToldPlainlyAndItsChangeGoesThroughOnceTheClockIsRight() throws {
            let household = try SharedHousehold("merge-clock")
            let expense = try sharedExpense(household)
            let ben = household.benPhone
            let wallClock = ben.now
            // Ben's clock runs 23 h 4 min fast: his edit waits, the server is not asked to take it.
            ben.now = wallClock.addingTimeInterval(23 * 3_600 + 4 * 60 + 30)
            household.succeed(ben, "expense", "edit", expense, "--note", "from the fast clock")
            let refused = ben.run("sync")
            #expect(refused.status == 1, "\(refused.errors)")
            #expect(
                refused.errors.contains("this device's clock is 23 h 4 min ahead of the server's; fix the clock and sync again"),
                "\(refused.errors)")
            #expect(try household.pendingChanges(ben) == 1)

            // The clock is fixed: the change goes (stamped again), and it wins nothing it should not:
            // Ana's edit made after it is the one kept.
            ben.now = wallClock
            household.succeed(ben, "sync")
            #expect(try household.pendingChanges(ben) == 0)
            let homes = [household.anaPhone, ben, household.anaLaptop]
            try household.converge(homes) { try expenseRow(household.anaPhone, expense, household) == "45.90|from the fast clock|fuel" }
            household.anaPhone.now = wallClock.addingTimeInterval(1)
            household.succeed(household.anaPhone, "expense", "edit", expense, "--note", "later")
            try household.converge(homes) { try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|later|fuel" } }
            for home in homes { #expect(try conflicts(home, household).isEmpty) }
        }

        @Test func aParentEditedAfterRecordsWereMadeUnderItGoesUpBeforeThemOnTheFirstSync() throws {
            // Found by the household checker: the vehicle was sent at the place of its last edit,
            // after the reading logged on it, and the server refused the reading (no such vehicle).
            let household = try SharedHousehold("merge-order")
            let (phone, laptop) = (household.anaPhone, household.anaLaptop)
            household.succeed(phone, "vehicle", "add", "Zoe")
            household.succeed(phone, "odometer", "log", "zoe", "1200", "--date", "2026-11-20")
            household.succeed(phone, "maintenance", "add", "zoe", "Oil", "--every-months", "12")
            household.succeed(phone, "maintenance", "done", "zoe", "oil", "--date", "2026-11-21", "--cost", "45.00", "EUR")
            household.succeed(phone, "vehicle", "edit", "zoe", "--make", "Renault")
            let item = try #require(try household.query(phone, "SELECT id FROM maintenance_item").first)
            household.succeed(phone, "maintenance", "edit", item, "--every-months", "6")
            household.succeed(phone, "sync")
            #expect(try household.pendingChanges(phone) == 0)
            let zoe = try household.vehicleID(phone, "Zoe")
            try household.converge([laptop]) { try household.records(laptop, of: zoe) == household.records(phone, of: zoe) }
            #expect(try household.query(laptop, "SELECT make FROM vehicle") == ["Renault"])
            #expect(try household.query(laptop, "SELECT every_months FROM maintenance_item") == ["6"])
        }

        @Test func anEditMadeOnADeviceWhoseClockIsBehindAfterItPulledTheValueItReplacesWins() throws {
            let household = try SharedHousehold("merge-behind")
            let expense = try sharedExpense(household)
            let ben = household.benPhone
            // Ben's clock is ten minutes slow; Ana's is right and she edits first.
            ben.now = household.anaPhone.now.addingTimeInterval(-600)
            household.succeed(household.anaPhone, "expense", "edit", expense, "--note", "Main St")
            household.succeed(household.anaPhone, "sync")
            try household.converge([ben]) { try expenseRow(ben, expense, household) == "45.90|Main St|fuel" }
            // Ben has seen her note and replaces it: his edit is the later one, whatever his clock says.
            household.succeed(ben, "expense", "edit", expense, "--note", "after work")
            let homes = [ben, household.anaPhone, household.anaLaptop]
            try household.converge(homes) { try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|after work|fuel" } }
            for home in homes { #expect(try conflicts(home, household).isEmpty) }
        }

        @Test func aPulledStampFarAheadMovesNoDevicesClockPastTheBound() throws {
            let household = try SharedHousehold("merge-bound")
            let expense = try sharedExpense(household)
            // A row written a day ahead, as servers took them before the 5-minute bound (the
            // administrator goes around the triggers to make one).
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let ahead = (Int64(Date().timeIntervalSince1970 * 1_000) + 86_400_000) << 16
            try administrator.execute("BEGIN")
            try administrator.execute("SET LOCAL session_replication_role = replica")
            try administrator.execute("UPDATE glovebox.expense SET note = 'tomorrow', hlc = $1 WHERE id = $2", [ahead, expense])
            try administrator.execute(
                """
                INSERT INTO glovebox.change (vehicle_id, kind, record_id, hlc, device_id, deleted)
                SELECT vehicle_id, 'expense', id, hlc, device_id, false FROM glovebox.expense WHERE id = $1
                """, [expense])
            try administrator.execute("COMMIT")
            let ben = household.benPhone
            try household.converge([ben]) { try expenseRow(ben, expense, household) == "45.90|tomorrow|fuel" }
            let app = ben.session()
            defer { app.close() }
            let latest = try #require(try app.store().sync.latestStamp())
            // The bound is the server's clock (this machine's) when the sync ran, plus 5 minutes; the
            // pulled stamp is a day ahead of it.
            let bound = Int64(Date().timeIntervalSince1970 * 1_000) + 5 * 60 * 1_000
            #expect(latest.milliseconds <= bound, "the clock moved to \(latest.milliseconds), past \(bound)")
            #expect(latest.milliseconds >= Int64(ben.now.timeIntervalSince1970 * 1_000) + 4 * 60 * 1_000)
        }
    
        @Test func aSyncStartedWhileAnotherRunsWaitsForItAndBothSucceed() throws {
            let household = try SharedHousehold("merge-lock")
            let expense = try sharedExpense(household)
            let phone = household.anaPhone
            household.succeed(phone, "expense", "edit", expense, "--note", "one")
            household.succeed(phone, "odometer", "log", "clio", "84300", "--date", "2026-11-21")
            // The first stops after the server committed its first page, before acknowledging it.
            let first = try SyncChild(phone, at: "push-committed:1=stop", pageSize: 1)
            try first.waitUntilStopped()
            let second = try SyncChild(phone, at: nil)
            let third = try SyncChild(phone, at: nil)
            usleep(500_000)
            #expect(second.process.isRunning && third.process.isRunning, "the later syncs did not wait")
            first.resume()
            for child in [first, second, third] {
                let (status, errors) = child.finish()
                #expect(status == 0, "\(errors)")
            }
            #expect(try household.pendingChanges(phone) == 0)
            try household.converge([household.benPhone]) { try expenseRow(household.benPhone, expense, household) == "45.90|one|fuel" }
        }
    
        @Test func recordsAddedOfflineToAVehicleRemovedElsewhereAreKeptAsConflictsAndStopNothing() throws {
            let household = try SharedHousehold("merge-removed")
            _ = try sharedExpense(household)
            let (phone, laptop) = (household.anaPhone, household.anaLaptop)
            // The laptop, offline, logs a fill-up on Clio and adds a second vehicle; the phone removes Clio.
            household.succeed(laptop, "expense", "add", "clio", "61.20", "EUR", "--date", "2026-11-25", "--category", "fuel")
            // An edit of Clio itself queued after the expense is no new vehicle going up first (found by
            // the household checker: the expense was sent as a new vehicle's, and refused every sync).
            household.succeed(laptop, "vehicle", "edit", "clio", "--make", "Renault")
            household.succeed(laptop, "vehicle", "add", "Zoe")
            household.succeed(laptop, "odometer", "log", "zoe", "1200", "--date", "2026-11-25")
            household.succeed(phone, "vehicle", "remove", "clio", "--yes")
            household.succeed(phone, "sync")
            // The laptop's sync goes through: Zoe reaches the household, the Clio expense and the edit of
            // Clio are kept as conflicts.
            let synced = household.succeed(laptop, "sync")
            #expect(synced.errors.contains("2 changes to 'Clio' were not pushed"), "\(synced.errors)")
            #expect(synced.errors.contains("kept on this device as conflicts"), "\(synced.errors)")
            household.succeed(laptop, "sync")
            let kept = try conflicts(laptop, household)
            #expect(kept.count == 2, "\(kept)")
            let expense = kept.first { $0["kind"] as? String == "expense" }
            #expect(expense?["value"] as? String == "removed")
            #expect((expense?["record"] as? String)?.contains("61.20") == true, "\(kept)")
            #expect(kept.contains { $0["kind"] as? String == "vehicle" && ($0["record"] as? String)?.contains("Renault") == true }, "\(kept)")
            try household.converge([phone, laptop]) {
                try household.query(phone, "SELECT count(*) FROM odometer_entry WHERE value = 1200").first == "1"
            }
            #expect(try household.query(laptop, "SELECT count(*) FROM vehicle WHERE name = 'Clio'").first == "0")
            #expect(try household.pendingChanges(laptop) == 0)
            // Later syncs are clean.
            let again = household.succeed(laptop, "sync")
            #expect(!again.errors.contains("warning"), "\(again.errors)")
        }
    
        @Test func aVehicleRemovedOnADeviceThatHadNotSeenRecordsAddedToItStaysWithThemAndItsRemoverIsTold() throws {
            let household = try SharedHousehold("merge-removal-refused")
            _ = try sharedExpense(household)
            let (phone, laptop, ben) = (household.anaPhone, household.anaLaptop, household.benPhone)
            // Ben logs a fill-up on Clio and syncs; Ana's laptop, which has not pulled it, removes Clio
            // (found by the household checker: the removal cascaded Ben's fill-up away, and nobody was told).
            household.succeed(ben, "expense", "add", "clio", "61.20", "EUR", "--date", "2026-11-25", "--category", "fuel")
            household.succeed(ben, "sync")
            household.succeed(laptop, "vehicle", "remove", "clio", "--yes")
            let synced = household.succeed(laptop, "sync")
            #expect(synced.output.contains("conflicts"), "\(synced.output)")
            // The vehicle stays, with everything on it, on every device; the laptop has it back whole.
            for home in [phone, laptop, ben] {
                try household.converge([home]) {
                    try household.query(home, "SELECT count(*) FROM expense WHERE amount = '61.20'").first == "1"
                }
                #expect(try household.query(home, "SELECT count(*) FROM vehicle WHERE name = 'Clio'").first == "1")
            }
            #expect(try household.pendingChanges(laptop) == 0)
            // Its remover is told, on both of its devices; Ben lost nothing and hears nothing.
            for home in [phone, laptop] {
                let told = try conflicts(home, household)
                #expect(told.count == 1, "\(told)")
                #expect(told.first?["kind"] as? String == "vehicle", "\(told)")
                #expect((told.first?["kept"] as? String)?.contains("1 record you had not seen") == true, "\(told)")
                #expect(told.first?["by"] as? String == household.ben.name, "\(told)")
            }
            #expect(try conflicts(ben, household).isEmpty)
            let listed = household.succeed(laptop, "conflicts", "list").output
            #expect(listed.contains("removal"), "\(listed)")
            let id = try #require(try conflicts(laptop, household).first?["id"] as? String)
            household.refuse(laptop, ["conflicts", "keep", id], saying: "vehicle remove clio")
            // Having seen it, the laptop removes it again: it goes, everywhere.
            household.succeed(laptop, "vehicle", "remove", "clio", "--yes")
            household.succeed(laptop, "sync")
            try household.converge([phone, laptop, ben]) {
                try [phone, ben].allSatisfy { try household.query($0, "SELECT count(*) FROM vehicle WHERE name = 'Clio'").first == "0" }
            }
            #expect(try household.query(ben, "SELECT count(*) FROM expense").first == "0")
        }

        @Test func aVehicleRemovedOnADeviceThatHadNotSeenAnEditOfItStaysWithTheEdit() throws {
            let household = try SharedHousehold("merge-removal-edit")
            _ = try sharedExpense(household)
            let (phone, laptop) = (household.anaPhone, household.anaLaptop)
            // The laptop sets Clio's make and syncs; the phone, which has not pulled it, removes Clio (found
            // by the household checker, through an undo of the vehicle's addition): the removal was taken,
            // and the make with it, its author not told.
            household.succeed(laptop, "vehicle", "edit", "clio", "--make", "Renault")
            household.succeed(laptop, "sync")
            household.succeed(phone, "vehicle", "remove", "clio", "--yes")
            household.succeed(phone, "sync")
            try household.converge([phone, laptop]) {
                try household.query(phone, "SELECT count(*) FROM vehicle WHERE make = 'Renault'").first == "1"
            }
            let told = try conflicts(phone, household)
            #expect(told.count == 1, "\(told)")
            #expect(told.first?["kept"] as? String == "kept: changed after your removal", "\(told)")
            #expect(try household.query(laptop, "SELECT count(*) FROM vehicle WHERE make = 'Renault'").first == "1")
        }

        /// Ana's phone removes the Oil item of Clio while her laptop, offline, logs a service of it with
        /// its 45.00 EUR cost; both sync, and a new device of hers signs in and syncs: the three homes.
        func orphanedService(_ household: SharedHousehold) throws -> [GloveboxHome] {
            let (phone, laptop) = (household.anaPhone, household.anaLaptop)
            household.succeed(phone, "vehicle", "add", "Clio")
            household.succeed(phone, "maintenance", "add", "clio", "Oil", "--every-months", "12")
            try household.converge([phone, laptop]) { try household.query(laptop, "SELECT count(*) FROM maintenance_item").first == "1" }
            let item = try #require(try household.query(phone, "SELECT id FROM maintenance_item").first)
            household.succeed(phone, "maintenance", "remove", item, "--yes")
            household.succeed(laptop, "maintenance", "done", "clio", "Oil", "--date", "2026-11-30", "--cost", "45.00", "EUR")
            household.succeed(phone, "sync")
            household.succeed(laptop, "sync")
            // Every device keeps syncing, and a new one finishes its first sync.
            let newDevice = GloveboxHome(ids: "an")
            household.succeed(
                newDevice, "login", household.ana.name, "--server", household.ana.url, "--password-file",
                try newDevice.passwordFile(household.ana.password),
                "--passphrase-file", try newDevice.passwordFile(SharedHousehold.passphrase(of: household.ana)))
            for _ in 0..<2 {
                for home in [phone, laptop, newDevice] { household.succeed(home, "sync") }
            }
            return [phone, laptop, newDevice]
        }

        @Test func anEditTheRemoverOfItsVehicleHadNotSeenIsToldToItsAuthorAfterTheVehicleIsGone() throws {
            let household = try SharedHousehold("merge-removed-vehicle-edit")
            let expense = try sharedExpense(household)
            let (phone, ben) = (household.anaPhone, household.benPhone)
            // Ben adds a note and syncs; Ana's phone, which saw the expense but not the note, removes Clio
            // (found by the household checker: the removal took the expense, and the conflict noted for
            // Ben went with the vehicle, so he was never told).
            household.succeed(ben, "expense", "edit", expense, "--note", "paid by Ben")
            household.succeed(ben, "sync")
            household.succeed(phone, "vehicle", "remove", "clio", "--yes")
            household.succeed(phone, "sync")
            try household.converge([ben]) { try household.query(ben, "SELECT count(*) FROM vehicle").first == "0" }
            let told = try conflicts(ben, household)
            #expect(told.count == 1, "\(told)")
            #expect(told.first?["value"] as? String == "removed", "\(told)")
            #expect((told.first?["record"] as? String)?.contains("paid by Ben") == true, "\(told)")
            let id = try #require(told.first?["id"] as? String)
            household.refuse(ben, ["conflicts", "keep", id], saying: "its vehicle is no longer on this device")
            household.succeed(ben, "conflicts", "dismiss", id)
            household.succeed(ben, "sync")
            #expect(try conflicts(ben, household).isEmpty)
        }

        /// Ana's phone, its clock 4 minutes fast (within the server's bound), and Ben edit Clio and its
        /// expense offline: the phone's stamps are later than Ben's edits made after them.
        func fastPhoneAndBen(_ household: SharedHousehold) throws -> (phone: GloveboxHome, ben: GloveboxHome, expense: String) {
            let expense = try sharedExpense(household)
            let phone = household.anaPhone
            phone.now = Date().addingTimeInterval(4 * 60)
            household.benPhone.now = Date()
            return (phone, household.benPhone, expense)
        }

        @Test func aVehicleRemovalMeetsAnEditItsRemoverHadNotSeenEvenWhenItsOwnClockRanAhead() throws {
            let household = try SharedHousehold("merge-removal-skew")
            let (phone, ben, _) = try fastPhoneAndBen(household)
            // The phone sets Clio's make (stamped 4 minutes ahead); Ben then sets its model and syncs; the
            // phone, which never saw the model, removes Clio (found by the household checker: Ben's model
            // was stamped before the phone's make, so the removal counted it as seen, and it was lost).
            household.succeed(phone, "vehicle", "edit", "clio", "--make", "Renault")
            household.succeed(ben, "vehicle", "edit", "clio", "--model", "Clio IV")
            household.succeed(ben, "sync")
            household.succeed(phone, "vehicle", "remove", "clio", "--yes")
            household.succeed(phone, "sync")
            try household.converge([phone, ben]) {
                try household.query(phone, "SELECT count(*) FROM vehicle WHERE model = 'Clio IV'").first == "1"
            }
            #expect(try conflicts(phone, household).contains { $0["value"] as? String == "removal" })
            #expect(try household.query(ben, "SELECT count(*) FROM vehicle WHERE model = 'Clio IV'").first == "1")
        }

        @Test func aRecordRemovalTellsTheAuthorOfAnEditItsRemoverHadNotSeenEvenWhenItsOwnClockRanAhead() throws {
            let household = try SharedHousehold("merge-record-removal-skew")
            let (phone, ben, expense) = try fastPhoneAndBen(household)
            household.succeed(phone, "expense", "edit", expense, "--note", "phone")
            household.succeed(ben, "expense", "edit", expense, "--amount", "47.10")
            household.succeed(ben, "sync")
            household.succeed(phone, "expense", "remove", expense)
            household.succeed(phone, "sync")
            try household.converge([ben]) { try expenseRow(ben, expense, household) == nil }
            let told = try conflicts(ben, household)
            #expect(told.contains { $0["value"] as? String == "removed" && ($0["record"] as? String)?.contains("47.10") == true }, "\(told)")
        }

        @Test func aVehicleRemovedAndBroughtBackByAnUndoBeforeItsSyncTellsWhoseEditItsValuesReplaced() throws {
            let household = try SharedHousehold("merge-removal-undo")
            _ = try sharedExpense(household)
            let (laptop, ben) = (household.anaLaptop, household.benPhone)
            // Ben sets Clio's model and syncs; Ana's laptop, which has not pulled it, removes Clio and undoes
            // the removal, then syncs (found by the household checker: Clio came back with the laptop's
            // values, stamped later, and Ben's model was replaced without a word).
            household.succeed(ben, "vehicle", "edit", "clio", "--model", "Clio IV")
            household.succeed(ben, "sync")
            // Each home's clock stands still at the moment the home was made: the laptop's removal and
            // undo come after Ben's edit, and its clock must say so (homes made within one millisecond
            // would otherwise order the edits by their counters, and one made later would win).
            laptop.now = ben.now.addingTimeInterval(1)
            household.succeed(laptop, "vehicle", "remove", "clio", "--yes")
            household.succeed(laptop, "undo")
            household.succeed(laptop, "sync")
            try household.converge([ben, laptop]) {
                try household.query(ben, "SELECT count(*) FROM expense").first == "1"
                    && household.query(ben, "SELECT coalesce(model, '') FROM vehicle").first == household.query(laptop, "SELECT coalesce(model, '') FROM vehicle").first
            }
            // The laptop's values are the later edit: they stay everywhere, and Ben is told his model lost.
            #expect(try household.query(ben, "SELECT coalesce(model, '') FROM vehicle").first == "")
            let told = try conflicts(ben, household)
            #expect(told.contains { $0["value"] as? String == "model" && $0["yours"] as? String == "Clio IV" }, "\(told)")
            #expect(try household.query(laptop, "SELECT count(*) FROM vehicle WHERE name = 'Clio'").first == "1")
            #expect(try household.pendingChanges(laptop) == 0)
        }

        @Test func aServiceLoggedOfflineOfAnItemRemovedElsewhereStopsNoSyncAndIsToldToItsAuthor() throws {
            let household = try SharedHousehold("merge-orphan")
            let homes = try orphanedService(household)
            let (phone, laptop, newDevice) = (homes[0], homes[1], homes[2])
            // The service and its 45.00 EUR expense are not lost: kept aside where their item is gone,
            // and the laptop's account is told that what it logged belongs to a removed item.
            for home in [phone, laptop, newDevice] {
                let listed = try conflicts(home, household)
                let units = listed.compactMap { $0["value"] as? String }.sorted()
                #expect(units.contains("removed-parent"), "\(listed)")
                #expect(units.filter { $0 == "set-aside" }.count == 2, "\(listed)")
                let records = listed.compactMap { $0["record"] as? String }.joined()
                #expect(records.contains("45.00") && records.contains("2026-11-30"), "\(listed)")
                #expect(try household.query(home, "SELECT count(*) FROM maintenance_item").first == "0")
            }
            let status = household.succeed(phone, "sync").output
            #expect(status.contains("2 records of the household are kept aside"), "\(status)")
            let doctor = phone.run("doctor")
            #expect(doctor.output.contains("2 records of the household kept aside on this device"), "\(doctor.output)")
            #expect(doctor.output.contains("its maintenance item"), "\(doctor.output)")

            // Ana brings Oil back from the conflict: the item, its service and the expense return everywhere.
            let removal = try #require(try conflicts(laptop, household).first { $0["value"] as? String == "removed-parent" }?["id"] as? String)
            household.succeed(laptop, "conflicts", "keep", String(removal.prefix(8)))
            try household.converge([laptop, phone, newDevice]) {
                try [phone, laptop, newDevice].allSatisfy { home in
                    try household.query(home, "SELECT count(*) FROM maintenance_service").first == "1"
                        && household.query(home, "SELECT count(*) FROM expense WHERE amount = '45.00'").first == "1"
                }
            }
            for home in [phone, laptop, newDevice] {
                #expect(try household.query(home, "SELECT count(*) FROM maintenance_item").first == "1")
                #expect(try household.query(home, "SELECT count(*) FROM sync_set_aside").first == "0")
            }
            #expect(try conflicts(laptop, household).isEmpty)
        }
    
        @Test func dismissingARemovedParentConflictDiscardsTheRecordEverywhere() throws {
            let household = try SharedHousehold("merge-orphan-dismiss")
            let homes = try orphanedService(household)
            let laptop = homes[1]
            #expect(try household.query(laptop, "SELECT count(*) FROM sync_set_aside").first == "2")
            // Ana keeps the removal: the service and its expense, kept aside on every device, go for good.
            let removal = try #require(try conflicts(laptop, household).first { $0["value"] as? String == "removed-parent" }?["id"] as? String)
            let dismissed = household.succeed(laptop, "conflicts", "dismiss", String(removal.prefix(8))).output
            #expect(dismissed.contains("dismissed 1 conflict"), "\(dismissed)")
            #expect(dismissed.contains("removed 2 records kept aside"), "\(dismissed)")
            try household.converge([laptop] + homes) {
                try homes.allSatisfy { try household.query($0, "SELECT count(*) FROM sync_set_aside").first == "0" }
            }
            for home in homes {
                #expect(try conflicts(home, household).isEmpty)
                #expect(try household.query(home, "SELECT count(*) FROM maintenance_service").first == "0")
                #expect(try household.query(home, "SELECT count(*) FROM expense").first == "0")
                #expect(try household.pendingChanges(home) == 0)
            }
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.maintenance_service s JOIN glovebox.vehicle v ON v.id = s.vehicle_id WHERE NOT s.deleted AND v.owner = $1",
                [household.ana.name]).scalar == "0")
        }

        @Test func aSyncKilledAfterItsPushSetAnEditAsideStillTakesTheEditAwayNextTime() throws {
            let household = try SharedHousehold("merge-refresh-kill")
            let expense = try sharedExpense(household)
            let (phone, ben) = (household.anaPhone, household.benPhone)
            // Ana makes Ben a viewer; Ben, who has not synced since, edits the expense. His sync sets the
            // edit aside (a viewer's write) and is killed before its pull (found by the household checker:
            // the next sync no longer knew to bring Clio back whole, and Ben kept an edit nobody else had).
            household.succeed(phone, "share", "clio", household.ben.name, "--role", "viewer")
            household.succeed(ben, "expense", "edit", expense, "--note", "mine")
            let child = try SyncChild(ben, at: "pull-started=kill")
            let (status, errors) = child.finish()
            #expect(status == nil, "the sync was to be killed: \(errors)")
            household.succeed(ben, "sync")
            #expect(try expenseRow(ben, expense, household) == "45.90||fuel")
            #expect(try conflicts(ben, household).contains { ($0["record"] as? String)?.contains("mine") == true })
            #expect(try household.query(ben, "SELECT count(*) FROM sync_refresh").first == "0")
        }

        @Test func twoItemsWhoseNamesDifferOnlyInCaseStopNobodysSync() throws {
            let household = try SharedHousehold("merge-case")
            _ = try sharedExpense(household)
            let (phone, ben) = (household.anaPhone, household.benPhone)
            household.succeed(phone, "maintenance", "add", "clio", "Oil", "--every-months", "12")
            household.succeed(ben, "maintenance", "add", "clio", "oil", "--every-months", "6")
            let homes = [phone, ben, household.anaLaptop]
            for _ in 0..<2 { for home in homes { household.succeed(home, "sync") } }
            // Each device keeps its own and sets the other aside, saying why.
            for home in homes {
                #expect(try household.query(home, "SELECT count(*) FROM maintenance_item").first == "1")
                let aside = try conflicts(home, household).filter { $0["value"] as? String == "set-aside" }
                #expect(aside.count == 1, "\(aside)")
                #expect((aside.first?["kept"] as? String)?.contains("differ only in letter case") == true, "\(aside)")
            }
            // Ben renames his: every device then holds both.
            let mine = try #require(try household.query(ben, "SELECT id FROM maintenance_item").first)
            household.succeed(ben, "maintenance", "edit", mine, "--name", "Oil filter")
            try household.converge(homes) {
                try homes.allSatisfy { try household.query($0, "SELECT count(*) FROM maintenance_item").first == "2" }
            }
            for home in homes { #expect(try household.query(home, "SELECT count(*) FROM sync_set_aside").first == "0") }
        }
    
        @Test func anUndoAfterASyncRevertsOnlyWhatThisDeviceWroteLast() throws {
            let household = try SharedHousehold("merge-undo")
            let expense = try sharedExpense(household)
            let (ana, ben) = (household.anaPhone, household.benPhone)
            let homes = [ana, ben, household.anaLaptop]
            // Ana fixes the amount and syncs; Ben, having synced it, adds a note; Ana syncs and undoes her fix.
            household.succeed(ana, "expense", "edit", expense, "--amount", "50.00")
            try household.converge([ana, ben]) { try expenseRow(ben, expense, household) == "50.00||fuel" }
            ben.now = ana.now.addingTimeInterval(30)
            household.succeed(ben, "expense", "edit", expense, "--note", "Dan's note")
            try household.converge([ben, ana]) { try expenseRow(ana, expense, household) == "50.00|Dan's note|fuel" }
            let undone = household.succeed(ana, "undo")
            #expect(undone.output.contains("left as it is: the note of expense \(expense), changed since on another device"), "\(undone.output)")
            // The amount goes back, Ben's note stays, on every device.
            try household.converge(homes) { try homes.allSatisfy { try expenseRow($0, expense, household) == "45.90|Dan's note|fuel" } }
            for home in homes { #expect(try conflicts(home, household).isEmpty) }
        }

        @Test func aRecordRemovedWhileEditedIsToldKeptBackAndAnUndoOfTheRemovalLeavesIt() throws {
            let household = try SharedHousehold("merge-undo-back")
            let expense = try sharedExpense(household)
            let (phone, ben) = (household.anaPhone, household.benPhone)
            // Ben edits the expense offline while Ana removes it.
            ben.now = phone.now.addingTimeInterval(30)
            household.succeed(ben, "expense", "edit", expense, "--note", "mine")
            household.succeed(phone, "expense", "remove", expense)
            household.succeed(phone, "sync")
            try household.converge([ben]) { try conflicts(ben, household).contains { $0["value"] as? String == "removed" } }
            #expect(try expenseRow(ben, expense, household) == nil)
            // Ben keeps his: the expense comes back, with his note, everywhere.
            let removal = try #require(try conflicts(ben, household).first { $0["value"] as? String == "removed" }?["id"] as? String)
            household.succeed(ben, "conflicts", "keep", String(removal.prefix(8)))
            try household.converge([ben, phone]) { try expenseRow(phone, expense, household) == "45.90|mine|fuel" }
            // Ana's undo of her removal finds it back already and leaves it.
            let undone = household.succeed(phone, "undo")
            #expect(undone.output.contains("left as it is: expense \(expense) is already back"), "\(undone.output)")
            #expect(try expenseRow(phone, expense, household) == "45.90|mine|fuel")
        }
    
        @Test func aPulledValueThisDeviceRefusesIsSetAsideAndTheRestApplies() throws {
            let household = try SharedHousehold("merge-refused")
            let expense = try sharedExpense(household)
            // An amount of NaN, as a server stored it before it checked the field rules (the administrator
            // goes around the triggers to write one), next to an ordinary new expense.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try administrator.execute("BEGIN")
            try administrator.execute("SET LOCAL session_replication_role = replica")
            try administrator.execute("UPDATE glovebox.expense SET amount = 'NaN', hlc = hlc + 65536 WHERE id = $1", [expense])
            try administrator.execute(
                """
                INSERT INTO glovebox.change (vehicle_id, kind, record_id, hlc, device_id, deleted)
                SELECT vehicle_id, 'expense', id, hlc, device_id, false FROM glovebox.expense WHERE id = $1
                """, [expense])
            try administrator.execute("COMMIT")
            household.succeed(household.anaPhone, "expense", "add", "clio", "12.00", "EUR", "--date", "2026-11-26", "--category", "parking")
            household.succeed(household.anaPhone, "sync")
            let ben = household.benPhone
            try household.converge([ben]) {
                try household.query(ben, "SELECT count(*) FROM expense WHERE amount = '12.00'").first == "1"
            }
            // Ben's logbook keeps the amount it had, and says why it did not take the new one.
            #expect(try expenseRow(ben, expense, household) == "45.90||fuel")
            let aside = try conflicts(ben, household).filter { $0["value"] as? String == "set-aside" }
            #expect(aside.count == 1, "\(aside)")
            #expect((aside.first?["kept"] as? String)?.contains("refuses it") == true, "\(aside)")
        }
    }
}
