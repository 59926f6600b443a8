import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// `deferringSpendMonths` (logbook step 21): inside it the insert triggers leave `spend_month` and the
/// converted sums alone and only note the months; when it ends, each noted month is summed again, so
/// the totals are the triggers' own; the flag never outlives the transaction, whether the body
/// returns, throws, or throws and is caught by a caller that commits; and a logbook left flagged is
/// mended when it is opened.
@Suite struct SpendDeferralTests {
    let directory = TemporaryDirectory(prefix: "glovebox-spend-deferral")
    let today = try! CalendarDay(parsing: "2026-11-20")
    var path: String { directory.appending("app/" + GarageStore.fileName).path }
    static let now = Pinned.instant("2026-11-20T10:00:00Z")

    /// A logbook with Clio's euros and pounds in October and November; returns it, the garage it was
    /// seeded from (to draw more expenses of the same vehicle) and its id source.
    func seededStore() throws -> (store: GarageStore, garage: Garage, ids: IdentifierSource, clio: GarageID) {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        for (day, amount, currency) in [("2026-11-02", "30.00", "EUR"), ("2026-10-30", "0.05", "EUR"), ("2026-11-03", "12.34", "GBP")] {
            _ = try expense(&garage, clio.id, day, amount, currency, ids)
        }
        try store.write { try $0.seed(garage, now: Self.now) }
        return (store, garage, ids, clio.id)
    }

    func expense(
        _ garage: inout Garage, _ vehicle: GarageID, _ day: String, _ amount: String, _ currency: String, _ ids: IdentifierSource
    ) throws -> Expense {
        try garage.addExpense(
            ExpenseDraft(vehicleID: vehicle, date: try CalendarDay(parsing: day),
                         amount: try Money(parsing: amount, currency: try CurrencyCode(currency)), category: .other),
            today: today, ids: ids)
    }

    /// The table's rows, `vehicle month currency minor×count`, in key order.
    func kept(_ store: GarageStore) throws -> [String] {
        try store.database.rows(
            "SELECT vehicle_id, month, currency, minor_units, record_count FROM spend_month ORDER BY vehicle_id, month, currency"
        ) { "\($0.text(0)) \($0.text(1)) \($0.text(2)) \($0.int(3))×\($0.int(4))" }
    }

    /// How many rows the deferral's flag and its noted months hold.
    func deferralRows(_ store: GarageStore) throws -> [Int] {
        try ["spend_month_deferral", "spend_month_pending"].map { table in
            try store.database.firstRow("SELECT count(*) FROM \(table)") { $0.int(0) } ?? -1
        }
    }

    struct Stop: Error {}

    @Test func insertsInsideADeferralAreSummedOnceWhenItEnds() throws {
        var (store, garage, ids, clio) = try seededStore()
        defer { store.close() }
        let before = try kept(store)
        let added = try [("2026-11-15", "20.00", "EUR"), ("2026-11-16", "1.01", "EUR"), ("2026-09-01", "5.00", "GBP")].map {
            try expense(&garage, clio, $0.0, $0.1, $0.2, ids)
        }
        try store.write { store in
            try store.deferringSpendMonths {
                for expense in added { try store.records.insert(expense) }
                // Nothing summed yet: the months are only noted.
                #expect(try kept(store) == before)
                #expect(try deferralRows(store) == [1, 2])
            }
            #expect(try deferralRows(store) == [0, 0])
        }
        #expect(try store.spendMonthDifferences().isEmpty)
        #expect(try kept(store) == [
            "\(clio) 2026-09 GBP 500×1", "\(clio) 2026-10 EUR 5×1", "\(clio) 2026-11 EUR 5101×3", "\(clio) 2026-11 GBP 1234×1",
        ])
    }

    @Test func aDeferralSumsTheSameTotalsAsTheTriggersRowByRow() throws {
        var (store, garage, ids, clio) = try seededStore()
        defer { store.close() }
        var added: [Expense] = []
        for index in 0..<200 {
            let day = "2026-\(String(format: "%02d", 1 + index % 10))-\(String(format: "%02d", 1 + index % 28))"
            let currency = ["EUR", "GBP", "JPY"][index % 3]
            let amount = currency == "JPY" ? "\(index * 37)" : "\(index).\(String(format: "%02d", index * 7 % 100))"
            added.append(try expense(&garage, clio, day, amount, currency, ids))
        }
        // The same logbook, copied, takes the same rows one trigger at a time.
        store.close()
        let otherPath = directory.appending("other.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: otherPath)
        store = try GarageStore(path: path)
        let other = try GarageStore(path: otherPath)
        defer { other.close() }
        try store.write { store in try store.deferringSpendMonths { for expense in added { try store.records.insert(expense) } } }
        try other.write { store in for expense in added { try store.records.insert(expense) } }
        #expect(try kept(store) == kept(other))
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func aDeferralWhoseBodyThrowsLeavesNothingDeferred() throws {
        var (store, garage, ids, clio) = try seededStore()
        defer { store.close() }
        let before = try kept(store)
        let first = try expense(&garage, clio, "2026-11-15", "20.00", "EUR", ids)
        let second = try expense(&garage, clio, "2026-08-15", "3.00", "EUR", ids)
        // A write that fails rolls everything back.
        #expect(throws: Stop.self) {
            try store.write { store in
                try store.deferringSpendMonths {
                    try store.records.insert(first)
                    throw Stop()
                }
            }
        }
        #expect(try kept(store) == before)
        #expect(try deferralRows(store) == [0, 0])
        // A caller that catches the failure and commits what came before commits exact totals and no flag.
        try store.write { store in
            do {
                try store.deferringSpendMonths {
                    try store.records.insert(second)
                    throw Stop()
                }
            } catch is Stop {}
        }
        #expect(try deferralRows(store) == [0, 0])
        #expect(try store.spendMonthDifferences().isEmpty)
        #expect(try kept(store).contains("\(clio) 2026-08 EUR 300×1"))
    }

    @Test func aLogbookLeftDeferredIsSummedAgainWhenOpened() throws {
        var (store, garage, ids, clio) = try seededStore()
        let late = try expense(&garage, clio, "2026-11-18", "9.99", "EUR", ids)
        // What a build with a bug could commit: the flag set, an expense no total counts.
        try store.write { store in
            try store.database.execute("INSERT INTO spend_month_deferral (id) VALUES (1)")
            try store.records.insert(late)
        }
        #expect(try !store.spendMonthDifferences().isEmpty)
        store.close()
        let reopened = try GarageStore(path: path)
        defer { reopened.close() }
        #expect(try deferralRows(reopened) == [0, 0])
        #expect(try reopened.spendMonthDifferences().isEmpty)
        #expect(try kept(reopened).contains("\(clio) 2026-11 EUR 3999×2"))
    }
}
