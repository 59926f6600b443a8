import Foundation
import Testing

extension HouseholdServerTests {
    /// Accounts that never made a key (sealing off): the plate and notes stay on the device that typed
    /// them, and a share still works for everything else. A role change that makes a device pull its
    /// vehicle whole must leave each device the plate and notes it had, since the server has none of
    /// them to give back, while every record the server holds arrives whole.
    @Suite struct KeylessSharing {
        static let anasPlate = "KL-07-AN"
        static let bensPlate = "KL-08-BN"
        static let anasNote = "keyless: the garage by the old mill"

        /// Each vehicle's name and plate on `home` (`-` for none).
        func plates(_ household: SharedHousehold, _ home: GloveboxHome) throws -> [String] {
            try household.query(home, "SELECT name || ':' || coalesce(plate, '-') FROM vehicle ORDER BY name")
        }

        /// The notes of `home`'s expenses, in the order of their ids (`-` for none).
        func notes(_ household: SharedHousehold, _ home: GloveboxHome) throws -> [String] {
            try household.query(home, "SELECT coalesce(note, '-') FROM expense ORDER BY id")
        }

        @Test func aMemberMadeAViewerPullsTheVehicleWholeAndEveryDeviceKeepsItsOwnPlateAndNotes() throws {
            let household = try SharedHousehold("keyless-role", sealed: false)
            let (ana, laptop, ben) = (household.anaPhone, household.anaLaptop, household.benPhone)
            household.succeed(ana, "vehicle", "add", "Clio", "--make", "Renault", "--plate", Self.anasPlate)
            household.succeed(ana, "odometer", "log", "clio", "84210", "--date", "2026-11-01")
            household.succeed(
                ana, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-02", "--category", "fuel", "--note", Self.anasNote)
            household.succeed(ana, "sync")
            let clio = try household.vehicleID(ana, "Clio")
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "editor")
            try household.converge([ben, laptop]) { try household.role(ben, clio) == "editor" && household.role(laptop, clio) == "owner" }
            // Neither the plate nor the note travelled: no key seals them.
            #expect(try plates(household, ben) == ["Clio:-"])
            #expect(try notes(household, laptop) == ["-"])

            // Ben types a plate of his own, which stays on his phone, and, as an editor still, logs an
            // expense offline; meanwhile Ana makes him a viewer.
            household.succeed(ben, "vehicle", "edit", "clio", "--plate", Self.bensPlate)
            household.succeed(ben, "sync")
            ben.now = ana.now.addingTimeInterval(2)
            household.succeed(ben, "expense", "add", "clio", "30", "EUR", "--date", "2026-11-22", "--category", "fuel")
            household.succeed(ana, "share", "clio", household.ben.name, "--role", "viewer")

            // Ben's push of the expense is refused; his phone pulls Clio whole, as the household has it.
            var synced = ben.run("sync")
            let deadline = Date().addingTimeInterval(30)
            while synced.status == 0, try household.role(ben, clio) != "viewer", Date() < deadline {
                usleep(50_000)
                synced = ben.run("sync")
            }
            #expect(synced.status == 0, "\(synced.errors)")
            #expect(try household.role(ben, clio) == "viewer")
            #expect(synced.errors.contains("1 change to 'Clio' was not pushed"), "\(synced.errors)")
            try household.converge([ana, laptop, ben]) {
                let records = try household.records(ana, of: clio)
                return try household.records(ben, of: clio) == records && household.records(laptop, of: clio) == records
            }

            // Nothing lost: every record of Ana's on every device, and nothing waiting to be pushed.
            #expect(try household.records(ana, of: clio).count == 2)
            for home in [ana, laptop, ben] { #expect(try household.pendingChanges(home) == 0) }
            // Each device keeps the plate and notes it had: Ana's phone hers, Ben's phone his own.
            #expect(try plates(household, ana) == ["Clio:\(Self.anasPlate)"])
            #expect(try plates(household, ben) == ["Clio:\(Self.bensPlate)"])
            #expect(try plates(household, laptop) == ["Clio:-"])
            #expect(try notes(household, ana) == [Self.anasNote])
            #expect(try notes(household, ben) == ["-"])
            #expect(ben.run("vehicle", "show", "clio").output.contains(Self.bensPlate))

            // And the server holds neither plate nor the note, in clear or at all.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            #expect(try administrator.query("SELECT coalesce(plate, '-') FROM glovebox.vehicle WHERE id = $1", [clio]).scalar == "-")
            let tables = try administrator.query(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'glovebox' ORDER BY tablename").rows.compactMap { $0[0] }
            let held = try tables.map { table in
                try administrator.query("SELECT coalesce(string_agg(t::text, E'\\n'), '') FROM glovebox.\(table) t").scalar ?? ""
            }.joined(separator: "\n")
            for secret in [Self.anasPlate, Self.bensPlate, Self.anasNote] {
                #expect(!held.contains(secret), "the server holds '\(secret)'")
            }
        }
    }
}
