import Foundation
import GloveboxTestSupport
import Testing

extension HouseholdServerTests.SyncCommand {
    /// Two devices that logged readings apart which contradict each other once together: both are
    /// kept, and `status` on each device shows the pair until one is corrected.
    @Test func contradictingReadingsFromTwoDevicesAreBothKeptAndShownInStatus() throws {
        let homes = try TwoHomes("sync-conflict")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        try converge([phone, laptop]) { laptop.run("vehicle", "list").output.contains("Clio") }

        // Apart: the phone reads 50,000 km on the 20th, the laptop 49,000 km on the 25th. Each is
        // right where it was written.
        succeed(phone, "odometer", "log", "clio", "50000", "--date", "2026-11-20")
        succeed(laptop, "odometer", "log", "clio", "49000", "--date", "2026-11-25")
        try converge([phone, laptop, phone]) {
            try recordIDs(phone, "odometer_entry").count == 2 && recordIDs(laptop, "odometer_entry").count == 2
        }
        for home in [phone, laptop] {
            let status = home.run("status")
            #expect(status.status == 0)
            #expect(status.output.contains("[conflict] Clio: odometer"), "\(status.output)")
            #expect(status.output.contains("50,000 km on 2026-11-20"), "\(status.output)")
            #expect(status.output.contains("49,000 km on 2026-11-25"), "\(status.output)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(home.run("status", "--json").output.utf8)) as? [String: Any])
            let conflicts = try #require(json["odometerConflicts"] as? [[String: Any]])
            #expect(conflicts.count == 1)
            let values = [conflicts[0]["reading"], conflicts[0]["contradicts"]].compactMap { ($0 as? [String: Any])?["value"] as? Int }
            #expect(Set(values) == [50_000, 49_000])
        }

        // The laptop's reading was the wrong one: corrected there, the conflict leaves both devices.
        let laptopEntry = try #require(try recordIDs(laptop, "odometer_entry").first { id in
            laptop.run("odometer", "show", id).output.contains("49")
        })
        succeed(laptop, "odometer", "edit", laptopEntry, "--value", "50400")
        #expect(!laptop.run("status").output.contains("[conflict]"))
        try converge([laptop, phone]) { !phone.run("status").output.contains("[conflict]") }
    }

    /// A sync that changed one kind of what the widgets show asks only that kind to reload, and the
    /// Shortcuts snapshot follows; a sync that changed nothing asks nothing.
    @Test func aSyncReloadsOnlyTheWidgetKindsItChanged() throws {
        let homes = try TwoHomes("sync-reload")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        try laptop.installWidgets()
        try converge([phone, laptop]) { laptop.run("vehicle", "list").output.contains("Clio") }
        sync(laptop)

        // A deadline added on the phone: on the laptop, the deadlines widget reloads, and the
        // vehicle widget (which shows the next deadline), nothing else.
        succeed(phone, "deadline", "add", "clio", "insurance", "2027-03-01")
        sync(phone)
        let reloaded = try laptop.reloads {
            try converge([laptop]) { laptop.run("deadline", "list").output.contains("2027-03-01") }
        }
        #expect(reloaded.contains("deadlines"), "\(reloaded)")
        #expect(!reloaded.contains("spend") && !reloaded.contains("maintenance") && !reloaded.contains("all"), "\(reloaded)")
        let answer = laptop.run("ask", "next-deadline", "--vehicle", "clio")
        #expect(answer.output.contains("Clio: Insurance"), "the Shortcuts snapshot follows: \(answer.output)")

        // An expense: the spend widget reloads; the deadlines and maintenance widgets do not.
        succeed(phone, "expense", "add", "clio", "45.90", "EUR", "--category", "fuel")
        sync(phone)
        let afterExpense = try laptop.reloads {
            try converge([laptop]) { laptop.run("expense", "list").output.contains("45.90") }
        }
        #expect(afterExpense.contains("spend"), "\(afterExpense)")
        #expect(!afterExpense.contains("deadlines") && !afterExpense.contains("maintenance"), "\(afterExpense)")

        // Nothing new: no reload at all.
        #expect(try laptop.reloads { sync(laptop) } == [])
    }

    /// An import of hundreds of records, and its undo, each travel in runs of one statement per
    /// kind: the other device gets every record, then every tombstone.
    @Test func anImportAndItsUndoReachTheOtherDeviceWhole() throws {
        let homes = try TwoHomes("sync-runs")
        let (phone, laptop) = (homes.phone, homes.laptop)
        let export = Fixtures.url("lubelogger-demo").path
        // Into a vehicle of its own, so that the undo removes records (tombstones), not the vehicle.
        succeed(phone, "vehicle", "add", "Jeep", "--unit", "mi")
        succeed(phone, "import", "lubelogger", export, "--vehicle", "Jeep")
        let imported = try recordIDs(phone, "expense").count + recordIDs(phone, "odometer_entry").count
        #expect(imported > 200)
        try converge([phone, laptop]) {
            try recordIDs(laptop, "expense").count + recordIDs(laptop, "odometer_entry").count == imported
        }
        // The plate stays on the phone: the vehicles compared without it.
        let (a, b) = (try logbook(phone, unordered: true), try logbook(laptop, unordered: true))
        #expect(a == b, "\(zip(a.split(separator: "\n"), b.split(separator: "\n")).filter { $0 != $1 }.prefix(3))")

        succeed(phone, "undo")
        #expect(try recordIDs(phone, "expense").isEmpty)
        try converge([phone, laptop]) { try recordIDs(laptop, "expense").isEmpty && recordIDs(laptop, "odometer_entry").isEmpty }
        #expect(try logbook(phone, unordered: true) == logbook(laptop, unordered: true))
        #expect(laptop.run("vehicle", "list").output.contains("Jeep"))
    }
}
