import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// `spend_month_converted` (logbook step 19) remembers the converted sums of the expenses paid in
/// other currencies than the home one, per vehicle, month and currency: a spend read fills it and
/// reads it back, and its triggers forget exactly the sums an expense or a rate can change. The
/// randomized sequences that compare every read with a conversion one by one are in
/// `SpendTotalsSequenceTests` (AppCore).
@Suite struct ConvertedSpendMemoTests {
    let directory = TemporaryDirectory(prefix: "glovebox-converted-memo")
    let today = try! CalendarDay(parsing: "2026-11-20")
    var path: String { directory.appending("app/" + GarageStore.fileName).path }
    let clio = GarageID(rawValue: "clio")!

    /// Clio pays in pounds and Golf in yen, in October and November, with rates for both (home: euros).
    func seededStore() throws -> GarageStore {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let golf = try garage.addVehicle(VehicleDraft(name: "Golf"))
        let rows: [(GarageID, String, String, String)] = [
            (clio.id, "2026-10-15", "20.00", "GBP"), (clio.id, "2026-11-03", "12.34", "GBP"), (clio.id, "2026-11-04", "30.00", "EUR"),
            (golf.id, "2026-10-15", "1500", "JPY"), (golf.id, "2026-11-04", "1200", "JPY"),
        ]
        for (vehicle, day, amount, currency) in rows {
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: vehicle, date: try CalendarDay(parsing: day),
                             amount: try Money(parsing: amount, currency: try CurrencyCode(currency)), category: .other),
                today: today, ids: ids)
        }
        try store.write { store in
            try store.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z"))
            _ = try store.rates.insert(try ["2026-10-14", "2026-11-02"].flatMap { day in [
                ECBRatesParser.Rate(currency: "GBP", day: try CalendarDay(parsing: day), rate: "0.8512"),
                ECBRatesParser.Rate(currency: "JPY", day: try CalendarDay(parsing: day), rate: "161.20"),
            ] })
        }
        return store
    }

    /// The remembered rows, `vehicle month currency`, in key order.
    func remembered(_ store: GarageStore) throws -> [String] {
        try store.database.rows(
            "SELECT vehicle_id, month, currency FROM spend_month_converted ORDER BY vehicle_id, month, currency"
        ) { "\($0.text(0)) \($0.text(1)) \($0.text(2))" }
    }

    /// The months of every vehicle as the store reads them, and as every expense of the window
    /// converted one by one with the store's rates makes them.
    func spends(_ store: GarageStore) throws -> (read: [GarageID?: MonthlySpend], oneByOne: [GarageID?: MonthlySpend]) {
        let records = try store.dashboards.spendRecords(today: today)
        let window = SpendRecords.window(today: today)
        let every = try store.records.expenses(vehicleID: nil, from: window.lowerBound, through: window.upperBound)
        let oneByOne = SpendRecords(today: today, homeCurrency: .euro, vehicleIDs: records.vehicleIDs, expenses: every)
        return (records.monthlySpends(rates: ExchangeRates()), oneByOne.monthlySpends(rates: try store.rates.converting(every, into: .euro)))
    }

    @Test func theRateReachWrittenInTheStepIsTheRules() {
        #expect(LogbookSchema.convertedRateReach == ExchangeRates.maximumAge)
    }

    @Test func aReadRemembersEachForeignMonthAndTheNextReadsTheRowNotTheExpenses() throws {
        let store = try seededStore()
        defer { store.close() }
        #expect(try remembered(store).isEmpty)
        let first = try spends(store)
        #expect(first.read == first.oneByOne)
        #expect(try remembered(store) == ["clio 2026-10 GBP", "clio 2026-11 GBP", "golf 2026-10 JPY", "golf 2026-11 JPY"])
        // The next read takes the row as it is: a planted sum shows (which no read of the expenses makes).
        try store.database.execute("UPDATE spend_month_converted SET minor_units = 99999 WHERE vehicle_id = 'clio' AND month = '2026-11'")
        let planted = try spends(store)
        #expect(planted.read[clio]?.months.last?.total.minorUnits == 99999 + 3000)
        // An edit of one of its expenses forgets that row alone, and the read is right again.
        try store.database.execute("UPDATE expense SET amount = '12.35' WHERE day = '2026-11-03'")
        #expect(try remembered(store) == ["clio 2026-10 GBP", "golf 2026-10 JPY", "golf 2026-11 JPY"])
        let edited = try spends(store)
        #expect(edited.read == edited.oneByOne)
        #expect(try remembered(store).count == 4)
        // So does an added expense, a removed one and a user rate.
        for change in [
            "INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('x1', 'golf', '2026-10-20', '300', 'JPY', 'fuel')",
            "DELETE FROM expense WHERE id = 'x1'",
            "UPDATE expense SET user_rate = '1.2', user_rate_quote = 'EUR' WHERE day = '2026-10-15' AND currency = 'GBP'",
            "UPDATE expense SET vehicle_id = 'golf' WHERE day = '2026-10-15' AND currency = 'GBP'",
        ] {
            try store.database.execute(change)
            #expect(try remembered(store).count == 3, "\(change)")
            let after = try spends(store)
            #expect(after.read == after.oneByOne, "\(change)")
        }
    }

    @Test func aRateForgetsTheMonthsItCanReachInItsCurrencyOnly() throws {
        let store = try seededStore()
        defer { store.close() }
        _ = try spends(store)
        func importing(_ currency: String, _ day: String) throws {
            try store.write { store in
                _ = try store.rates.insert([ECBRatesParser.Rate(currency: currency, day: try CalendarDay(parsing: day), rate: "0.9")])
            }
        }
        // October 10 reaches October 17: October's pound sums.
        try importing("GBP", "2026-10-10")
        #expect(try remembered(store) == ["clio 2026-11 GBP", "golf 2026-10 JPY", "golf 2026-11 JPY"])
        _ = try spends(store)
        // October 28 reaches November 4: both months.
        try importing("GBP", "2026-10-28")
        #expect(try remembered(store) == ["golf 2026-10 JPY", "golf 2026-11 JPY"])
        let after = try spends(store)
        #expect(after.read == after.oneByOne)
        // A rate replaced and one removed forget too; a currency nobody paid in forgets nothing.
        try importing("JPY", "2026-11-02")
        #expect(try remembered(store) == ["clio 2026-10 GBP", "clio 2026-11 GBP", "golf 2026-10 JPY"])
        try store.database.execute("DELETE FROM exchange_rate WHERE currency = 'JPY' AND day = '2026-10-14'")
        #expect(try remembered(store) == ["clio 2026-10 GBP", "clio 2026-11 GBP"])
        try importing("USD", "2026-11-02")
        #expect(try remembered(store) == ["clio 2026-10 GBP", "clio 2026-11 GBP"])
        let last = try spends(store)
        #expect(last.read == last.oneByOne)
    }

    @Test func aSumWorkedOutWhileAnotherConnectionCommittedIsNotRemembered() throws {
        let store = try seededStore()
        defer { store.close() }
        let other = try GarageStore(path: path)
        defer { other.close() }
        // The read works the sums out; before it ends, another connection adds a pound expense, whose
        // trigger finds nothing to forget. Remembering the read's sums now would keep a stale one.
        try store.read { store in
            _ = try store.dashboards.spendRecords(today: today)
            try other.write { other in
                try other.records.insert(Expense(
                    id: GarageID(rawValue: "late")!, vehicleID: clio, date: try CalendarDay(parsing: "2026-11-10"),
                    amount: Money(minorUnits: 500, currency: try CurrencyCode("GBP"))))
            }
        }
        #expect(try remembered(store).isEmpty)
        let next = try spends(store)
        #expect(next.read == next.oneByOne)
        #expect(try remembered(store).count == 4)
    }

    @Test func aSumWorkedOutInsideAWriteIsRememberedInIt() throws {
        let store = try seededStore()
        defer { store.close() }
        try store.write { store in _ = try store.dashboards.spendRecords(today: today) }
        #expect(try remembered(store).count == 4)
        // A write that fails takes what it remembered with it.
        try store.database.execute("DELETE FROM spend_month_converted")
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.write { store in
                _ = try store.dashboards.spendRecords(today: today)
                throw Refused()
            }
        }
        #expect(try remembered(store).isEmpty)
    }

    /// Published rates of a given edition, with nothing in them.
    struct NoRates: PublishedRates {
        let edition: String
        var sourceName: String { "no rates" }
        var publishedCurrencies: Set<CurrencyCode> { [] }
        var days: ClosedRange<CalendarDay>? { nil }
        func rates(of currencies: Set<CurrencyCode>, from start: CalendarDay, through end: CalendarDay) -> [ExchangeRate] { [] }
        func coverage(of currency: CurrencyCode) -> ClosedRange<CalendarDay>? { nil }
    }

    @Test func sumsConvertedWithOtherPublishedRatesAreNotRead() throws {
        let store = try seededStore()
        defer { store.close() }
        store.publishedRates = NoRates(edition: "first")
        _ = try spends(store)
        try store.database.execute("UPDATE spend_month_converted SET minor_units = 99999")
        store.publishedRates = NoRates(edition: "second")
        let second = try spends(store)
        #expect(second.read == second.oneByOne)
        #expect(try store.database.rows("SELECT DISTINCT rates_edition FROM spend_month_converted") { $0.text(0) } == ["second"])
    }

    @Test func aMonthWithADamagedRowIsNeverRememberedAndTheRowIsNamedOnEveryRead() throws {
        let store = try seededStore()
        defer { store.close() }
        _ = try spends(store)
        let damaged = try #require(try store.database.firstRow("SELECT id FROM expense WHERE day = '2026-11-03'") { $0.text(0) })
        try store.database.execute("UPDATE expense SET user_rate = '1.1', user_rate_quote = 'ZZZ' WHERE id = ?", [damaged])
        for _ in 0..<2 {
            let read = try store.readSkippingDamagedRows { try $0.dashboards.spendRecords(today: today) }
            #expect(read.damagedRows.map(\.id) == [damaged])
            #expect(try remembered(store) == ["clio 2026-10 GBP", "golf 2026-10 JPY", "golf 2026-11 JPY"])
        }
    }

    @Test func theDamagedRowsOfTheWindowAreFoundThroughTheirPartialIndex() throws {
        let store = try seededStore()
        defer { store.close() }
        // The query the read runs, for all vehicles and for one: without the index named, SQLite
        // searches the vehicles' index and tests every expense of the window for damage.
        for term in [" AND vehicle_id IN (\(GarageStore.ownVehicleIDs))", " AND vehicle_id = 'golf'"] {
            let plan = try store.database.rows(
                "EXPLAIN QUERY PLAN " + DashboardQueries.uncountedExpensesSQL(vehicleTerm: term),
                ["2026-06-01", "2026-11-30", "EUR"]
            ) { $0.text(3) }
            #expect(plan.contains { $0.contains("USING INDEX expense_uncounted_by_day") }, "\(plan)")
            #expect(!plan.contains { $0.contains("expense_by_vehicle_day") }, "\(plan)")
        }
    }
}

extension ConvertedSpendMemoTests {
    @Test func aLogbookWithoutThePartialIndexIsStillReadAndGivesTheSameSpend() throws {
        let store = try seededStore()
        defer { store.close() }
        let damaged = try #require(try store.database.firstRow("SELECT id FROM expense WHERE day = '2026-11-03'") { $0.text(0) })
        try store.database.execute("UPDATE expense SET amount = '12,34' WHERE id = ?", [damaged])
        let withIndex = try store.readSkippingDamagedRows { try $0.dashboards.spendRecords(today: today) }
        try store.write { try $0.forgetConvertedMonths() }
        try store.database.execute("DROP INDEX expense_uncounted_by_day")

        let without = try store.readSkippingDamagedRows { try $0.dashboards.spendRecords(today: today) }

        #expect(without.value.monthlySpends(rates: ExchangeRates()) == withIndex.value.monthlySpends(rates: ExchangeRates()))
        #expect(without.damagedRows.map(\.id) == [damaged])
        #expect(DatabaseError(extendedCode: 1, message: "no such index: expense_uncounted_by_day").isMissingIndex)
        #expect(!DatabaseError(extendedCode: 1, message: "no such table: expense").isMissingIndex)
    }
}

extension ConvertedSpendMemoTests {
    @Test func theCheckFindsARememberedSumTheExpensesDoNotMakeAndForgettingRepairsIt() throws {
        let store = try seededStore()
        defer { store.close() }
        _ = try spends(store)
        #expect(try store.convertedMonthDifferences().isEmpty)
        // A sum planted where no trigger runs, as a damaged file or a bug would leave it.
        try store.database.execute("UPDATE spend_month_converted SET minor_units = minor_units + 1 WHERE vehicle_id = 'golf' AND month = '2026-11'")
        try store.database.execute("UPDATE spend_month_converted SET unconverted = '2026-10-15 nobody' WHERE vehicle_id = 'clio' AND month = '2026-10'")
        #expect(try store.convertedMonthDifferences().map { "\($0.vehicleID) \($0.month) \($0.currency)" } == [
            "clio 2026-10 GBP", "golf 2026-11 JPY",
        ])
        try store.write { try $0.forgetConvertedMonths() }
        #expect(try remembered(store).isEmpty)
        let again = try spends(store)
        #expect(again.read == again.oneByOne)
        #expect(try store.convertedMonthDifferences().isEmpty)
    }
}

extension ConvertedSpendMemoTests {
    /// A pound amount with a third decimal is damaged for the reads and, since step 26, left out of
    /// the totals: the spend read finds it among the rows the totals do not count and names it,
    /// rather than dropping it unseen (the uncounted rows' index counts as the totals count).
    @Test func anAmountWithMoreDecimalsThanItsCurrencyIsNamedNotDroppedUnseen() throws {
        let store = try seededStore()
        defer { store.close() }
        let damaged = try #require(try store.database.firstRow("SELECT id FROM expense WHERE day = '2026-11-03'") { $0.text(0) })
        try store.database.execute("UPDATE expense SET amount = '12.345' WHERE id = ?", [damaged])

        let read = try store.readSkippingDamagedRows { try $0.dashboards.spendRecords(today: today) }

        #expect(read.damagedRows.map(\.id) == [damaged])
        #expect(try store.spendMonthDifferences().isEmpty)
        let plan = try store.database.rows(
            "EXPLAIN QUERY PLAN " + DashboardQueries.uncountedExpensesSQL(vehicleTerm: " AND vehicle_id = 'clio'"),
            ["2026-06-01", "2026-11-30", "EUR"]
        ) { $0.text(3) }
        #expect(plan.contains { $0.contains("USING INDEX expense_uncounted_by_day") }, "\(plan)")
    }
}
