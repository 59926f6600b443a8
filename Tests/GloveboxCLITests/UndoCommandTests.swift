import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// Every committed change is journaled with what it replaced: `history` lists them, `undo [N]`
/// reverts the last N as a change of its own, and refuses, changing nothing, when writing a record
/// back would break a rule.
@Suite struct UndoCommandTests {
    let cli = CLIHarness()

    @Test func aRemovedVehicleComesBackWholeWithEveryRecordAsItWas() throws {
        cli.succeed("demo", "--no-widgets")
        let before = try cli.records()
        let removal = cli.run("vehicle", "remove", "clio", answering: "yes")
        #expect(removal.status == 0, "\(removal.errors)")
        #expect(cli.questions == [
            "This will remove vehicle 'Clio' and its 27 readings, 36 expenses, 2 maintenance items, 2 services and 2 deadlines. Continue? [y/N] ",
        ])
        #expect(try !cli.records().contains("Clio"))
        let undone = cli.succeed("undo")
        #expect(undone.output == "undid #\(try latestSequence() - 1) vehicle remove (70 records)\n")
        #expect(try cli.records() == before)
        #expect(cli.succeed("status").output.contains("Clio"))
    }

    @Test func undoNRevertsTheLatestNewestFirstAndHistoryMarksThem() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let afterAdd = try cli.records()
        cli.succeed("odometer", "log", "clio", "1000", "--date", "2026-11-01")
        cli.succeed("expense", "add", "clio", "40", "EUR")
        cli.succeed("deadline", "add", "clio", "insurance", "2027-01-10")
        let undone = cli.succeed("undo", "3")
        #expect(undone.output == """
            undid #4 deadline add (1 record)
            undid #3 expense add (1 record)
            undid #2 odometer log (1 record)

            """)
        #expect(try cli.records() == afterAdd)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.map { $0["sequence"] as? Int } == [5, 4, 3, 2, 1])
        #expect(history.map { $0["undoneBy"] as? Int } == [nil, 5, 5, 5, nil])
        #expect(history.first?["change"] as? String == "undo deadline add, expense add, odometer log")
        #expect(history.first?["committedAt"] as? String == "2026-11-29T12:00:00Z")
        #expect(cli.succeed("history").output.contains("2026-11-29 12:00  undo deadline add, expense add, odometer log"))
        // What is undone is not undone again: the next undo takes the vehicle.
        #expect(cli.succeed("undo").output == "undid #1 vehicle add (1 record)\n")
        let nothing = cli.run("undo")
        #expect(nothing.status == 2 && nothing.errors == "glovebox: there is nothing to undo\n")
    }

    @Test func askingForMoreThanThereIsChangesNothing() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let before = try cli.fingerprint()
        let result = cli.run("undo", "2")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: only 1 change can be undone, not 2; nothing was changed\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func anUndoThatWouldPutAReadingInTheFutureSaysWhichAndChangesNothing() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "84000")
        let reading = try #require((try cli.json("odometer", "list", "--json") as? [[String: Any]])?.first?["id"] as? String)
        cli.succeed("odometer", "remove", reading)
        // The device's clock was a week ahead when the reading was logged; now it is right.
        cli.now = Pinned.instant("2026-11-22T12:00:00Z")
        let before = try cli.fingerprint()
        let refused = cli.run("undo")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix(
            "glovebox: cannot undo: writing back odometer reading \(reading) (84,000 km on 2026-11-29) would break a rule: "))
        #expect(refused.errors.hasSuffix("; nothing was changed\n"))
        #expect(try cli.fingerprint() == before)
    }

    @Test func aFillUpAnUndoCannotWriteBackIsNamedAsOneInItsVehiclesUnit() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Mustang", "--unit", "mi")
        cli.succeed("fuel", "add", "mustang", "12", "us-gal", "--odometer", "41250", "--cost", "48.00", "USD")
        let fill = try #require((try cli.json("fuel", "list", "--json") as? [[String: Any]])?.first?["id"] as? String)
        cli.succeed("fuel", "remove", fill)
        // The device's clock was a week ahead when the fill-up was logged; now it is right.
        cli.now = Pinned.instant("2026-11-22T12:00:00Z")
        let refused = cli.run("undo")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix(
            "glovebox: cannot undo: writing back fill-up \(fill) (41,250 mi on 2026-11-29) would break a rule: "), "\(refused.errors)")
    }

    @Test func anUndoThatWouldGoPastThePlansLimitSaysSoAndChangesNothing() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("plan", "plus")
        for name in ["Clio", "Golf", "Polo"] { cli.succeed("vehicle", "add", name) }
        cli.succeed("vehicle", "remove", "polo", "--yes")
        cli.succeed("plan", "free")
        let before = try cli.fingerprint()
        let refused = cli.run("undo")
        #expect(refused.status == 2)
        #expect(refused.errors == """
            glovebox: cannot undo: writing back vehicle 'Polo' would break a rule: the free plan allows 2 vehicles; \
            upgrade to plus to add 'Polo'; nothing was changed

            """)
        #expect(try cli.fingerprint() == before)
    }

    @Test func anUndoPublishesAndReloadsWhatItChanged() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "84000")
        #expect(try cli.snapshot().vehicles.first?.odometer.recorded?.label == "84,000\u{00A0}km")
        let reloads = try cli.reloads { cli.succeed("undo") }
        #expect(reloads == ["vehicle"])
        #expect(try cli.snapshot().vehicles.first?.odometer == .noReading)
    }

    @Test func eachAccountUndoesOnlyItsOwnChanges() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("login", "rui@example.com")
        #expect(cli.succeed("history").output == "no changes yet\n")
        let refused = cli.run("undo")
        #expect(refused.status == 2 && refused.errors == "glovebox: there is nothing to undo\n")
        cli.succeed("login", "ana@example.com")
        #expect(cli.succeed("undo").output == "undid #1 vehicle add (1 record)\n")
    }

    @Test func readingsBroughtBackTogetherAreNotRefusedForEachOther() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "1593", "--date", "2026-11-06")
        // Two readings of one day in an order the checks would refuse today, as an older logbook or an
        // import can hold them.
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        try store.database.execute("INSERT INTO odometer_entry (id, vehicle_id, day, value) VALUES ('r0', 'clio', '2026-11-06', 1586)")
        store.close()
        let before = try cli.records()
        cli.succeed("vehicle", "remove", "clio", "--yes")
        cli.succeed("undo")
        #expect(try cli.records() == before)
        cli.succeed("vehicle", "edit", "clio", "--unit", "mi")
        cli.succeed("undo")
        #expect(try cli.records() == before)
        // Such a reading can still get a note; moving it is checked.
        cli.succeed("odometer", "edit", "r0", "--note", "read off the receipt")
        #expect(cli.run("odometer", "edit", "r0", "--value", "1580").status == 2)
    }

    @Test func anImportedVehicleRemovedAndBroughtBackStillKnowsItsImportedRows() throws {
        cli.succeed("login", "ana@example.com")
        let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo").path
        cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep")
        let before = try cli.records()
        cli.succeed("vehicle", "remove", "jeep", "--yes")
        cli.succeed("undo")
        #expect(try cli.records() == before)
        let again = cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep")
        #expect(again.output.hasPrefix("imported 0 new records into 'Jeep' (291 already imported)"))
    }

    @Test func aFieldAnotherDeviceChangedSinceIsLeftAsItIsAndNamed() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let expense = try Self.expenseEditedHereThenByAnotherDevice(in: cli)
        let undone = cli.succeed("undo")
        #expect(undone.output.hasSuffix(
            "\nleft as it is: the note of expense \(expense), changed since on another device\n"), "\(undone.output)")
        // The amount this device changed goes back; the other device's note stays.
        let listed = try #require((try cli.json("expense", "list", "--json") as? [[String: Any]])?.first)
        #expect(listed["note"] as? String == "Ben's", "\(listed)")
        #expect("\(listed["amount"] ?? "")" == "40.00", "\(listed)")
    }

    /// Adds an expense to `cli`'s Clio and edits its amount and note here; then another device's
    /// note replaces this one, as a sync would write it (the note's stamp is the other device's).
    /// Returns the expense's id.
    static func expenseEditedHereThenByAnotherDevice(in cli: CLIHarness) throws -> String {
        cli.succeed("expense", "add", "clio", "40", "EUR", "--date", "2026-11-20")
        let expense = try #require((try cli.json("expense", "list", "--json") as? [[String: Any]])?.first?["id"] as? String)
        cli.succeed("expense", "edit", expense, "--amount", "45.00", "--note", "mine")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        let theirs = "0000000000010000" + String(repeating: "b", count: 32)
        try store.database.execute(
            "UPDATE expense SET note = 'Ben''s', field_stamps = json_set(coalesce(field_stamps, '{}'), '$.note', ?1) WHERE id = ?2",
            [theirs, expense])
        return expense
    }

    /// The number of the latest journal entry.
    private func latestSequence() throws -> Int {
        try #require((try cli.json("history", "--limit", "1", "--json") as? [[String: Any]])?.first?["sequence"] as? Int)
    }
}
