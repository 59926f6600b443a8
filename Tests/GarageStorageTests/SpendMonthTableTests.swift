import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// `spend_month` (logbook step 17) keeps the exact monthly sums of the expenses per vehicle, month
/// and currency through every kind of write SQLite sees — inserts, updates that move a record to
/// another vehicle, month or currency, deletes, a vehicle's removal cascading to its expenses — and
/// the step fills it from the expenses a logbook already has. The randomized sequence of app
/// changes is in `SpendTotalsSequenceTests` (AppCore).
@Suite struct SpendMonthTableTests {
    let directory = TemporaryDirectory(prefix: "glovebox-spend-month")
    let today = try! CalendarDay(parsing: "2026-11-20")
    var path: String { directory.appending("app/" + GarageStore.fileName).path }

    /// Clio (euros and pounds this month and last) and Golf (yen), written as a seed.
    func seededStore() throws -> GarageStore {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let golf = try garage.addVehicle(VehicleDraft(name: "Golf"))
        let rows: [(GarageID, String, String, String)] = [
            (clio.id, "2026-11-02", "30.00", "EUR"), (clio.id, "2026-11-12", "45.55", "EUR"),
            (clio.id, "2026-10-30", "0.05", "EUR"), (clio.id, "2026-11-03", "12.34", "GBP"),
            (golf.id, "2026-11-04", "1200", "JPY"), (golf.id, "2026-11-05", "7", "JPY"),
        ]
        for (vehicle, day, amount, currency) in rows {
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: vehicle, date: try CalendarDay(parsing: day),
                             amount: try Money(parsing: amount, currency: try CurrencyCode(currency)), category: .other),
                today: today, ids: ids)
        }
        try store.write { try $0.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z")) }
        return store
    }

    /// The table's rows, `vehicle month currency minor×count`, in key order.
    func kept(_ store: GarageStore) throws -> [String] {
        try store.database.rows(
            "SELECT vehicle_id, month, currency, minor_units, record_count FROM spend_month ORDER BY vehicle_id, month, currency"
        ) { "\($0.text(0)) \($0.text(1)) \($0.text(2)) \($0.int(3))×\($0.int(4))" }
    }

    @Test func theExponentsWrittenInTheStepAreThoseOfEveryKnownCurrency() throws {
        let database = try Database(path: directory.appending("exponents.sqlite").path)
        defer { database.close() }
        let expression = SpendAmountSQL.minorUnits("?1", "?2")
        for currency in CurrencyCode.all {
            let scale = Int(pow(10, Double(currency.minorUnitExponent)))
            let one = try database.firstRow("SELECT \(expression)", ["1", currency.code]) { $0.int(0) }
            #expect(one == scale, "\(currency.code)")
            let negative = try database.firstRow("SELECT \(expression)", ["-12", currency.code]) { $0.int(0) }
            #expect(negative == -12 * scale, "\(currency.code)")
            // Every amount a Money writes reads back as its own minor units.
            let money = Money(minorUnits: 1_234_567, currency: currency)
            let read = try database.firstRow("SELECT \(expression)", [money.amountText, currency.code]) { $0.int(0) }
            #expect(read == money.minorUnits, "\(money)")
        }
        // A shorter fraction reads as Money(parsing:) reads it.
        #expect(try database.firstRow("SELECT \(expression)", ["12.5", "EUR"]) { $0.int(0) } == 1250)
        #expect(try database.firstRow("SELECT \(expression)", ["-0.05", "EUR"]) { $0.int(0) } == -5)
    }

    @Test func aSeedIsSummedPerVehicleMonthAndCurrency() throws {
        let store = try seededStore()
        defer { store.close() }
        #expect(try kept(store) == [
            "clio 2026-10 EUR 5×1", "clio 2026-11 EUR 7555×2", "clio 2026-11 GBP 1234×1", "golf 2026-11 JPY 1207×2",
        ])
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func anUpdateMovesTheAmountToItsNewVehicleMonthAndCurrencyAndADeleteTakesItAway() throws {
        let store = try seededStore()
        defer { store.close() }
        let id = try #require(try store.database.firstRow("SELECT id FROM expense WHERE amount = '45.55'") { $0.text(0) })
        try store.database.execute("UPDATE expense SET vehicle_id = 'golf' WHERE id = ?", [id])
        #expect(try kept(store).contains("golf 2026-11 EUR 4555×1"))
        #expect(try kept(store).contains("clio 2026-11 EUR 3000×1"))
        try store.database.execute("UPDATE expense SET day = '2026-09-01', amount = '1.00', currency = 'USD' WHERE id = ?", [id])
        #expect(try kept(store).contains("golf 2026-09 USD 100×1"))
        #expect(!(try kept(store).contains { $0.hasPrefix("golf 2026-11 EUR") }), "a total whose last expense left goes")
        try store.database.execute("UPDATE expense SET note = 'no amount changed' WHERE id = ?", [id])
        #expect(try store.spendMonthDifferences().isEmpty)
        try store.database.execute("DELETE FROM expense WHERE id = ?", [id])
        #expect(!(try kept(store).contains { $0.hasPrefix("golf 2026-09") }))
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func removingAVehicleTakesItsTotalsWithItsExpenses() throws {
        let store = try seededStore()
        defer { store.close() }
        try store.database.execute("DELETE FROM vehicle WHERE id = 'clio'")
        #expect(try kept(store) == ["golf 2026-11 JPY 1207×2"])
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func aDamagedRowCountsForNothingAsTheReadsLeaveItOut() throws {
        let store = try seededStore()
        defer { store.close() }
        try store.database.execute("UPDATE expense SET amount = 'lots' WHERE amount = '30.00'")
        try store.database.execute("UPDATE expense SET day = 'not-a-day' WHERE amount = '7'")
        #expect(try kept(store) == [
            "clio 2026-10 EUR 5×1", "clio 2026-11 EUR 4555×1", "clio 2026-11 GBP 1234×1", "golf 2026-11 JPY 1200×1",
        ])
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func aDifferenceIsFoundAndTheRebuildRepairsIt() throws {
        let store = try seededStore()
        defer { store.close() }
        try store.database.execute("UPDATE spend_month SET minor_units = minor_units + 1 WHERE currency = 'GBP'")
        try store.database.execute("DELETE FROM spend_month WHERE currency = 'JPY'")
        let differences = try store.spendMonthDifferences()
        #expect(differences.map(\.description) == [
            "vehicle 'clio' 2026-11 GBP: kept 1235 in 1, the expenses say 1234 in 1",
            "vehicle 'golf' 2026-11 JPY: kept nothing, the expenses say 1207 in 2",
        ])
        try store.write { try $0.rebuildSpendMonths() }
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func theStepFillsTheTableFromTheExpensesALogbookAlreadyHas() throws {
        let file = directory.appending("old.sqlite").path
        let database = try Database(path: file)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(16))).migrate(database)
        try database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0), ('golf', 'Golf', 'km', 1);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES
                ('e1', 'clio', '2026-11-02', '30.00', 'EUR', 'fuel'),
                ('e2', 'clio', '2026-11-30', '0.99', 'EUR', 'fuel'),
                ('e3', 'clio', '2026-12-01', '5.00', 'EUR', 'tolls'),
                ('e4', 'golf', '2026-11-02', '1000', 'JPY', 'fuel'),
                ('e5', 'golf', '2026-11-02', '2.500', 'KWD', 'fuel');
            """)
        #expect(try Migrator(Array(LogbookSchema.migrator.migrations.prefix(17))).migrate(database) == [17])
        let rows = try database.rows(
            "SELECT vehicle_id, month, currency, minor_units, record_count FROM spend_month ORDER BY vehicle_id, month, currency"
        ) { "\($0.text(0)) \($0.text(1)) \($0.text(2)) \($0.int(3))×\($0.int(4))" }
        #expect(rows == ["clio 2026-11 EUR 3099×2", "clio 2026-12 EUR 500×1", "golf 2026-11 JPY 1000×1", "golf 2026-11 KWD 2500×1"])
        database.close()
        let store = try GarageStore(path: file)
        defer { store.close() }
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func theSpendReadSumsTheHomeCurrencyAndConvertsTheOtherExpensesPerMonth() throws {
        let store = try seededStore()
        defer { store.close() }
        try store.write { store in
            _ = try store.rates.insert([ECBRatesParser.Rate(currency: "GBP", day: try CalendarDay(parsing: "2026-11-03"), rate: "0.8512")])
        }
        let records = try store.dashboards.spendRecords(today: today)
        #expect(records.homeMonths.map { "\($0.vehicleID.rawValue) \($0.month) \($0.total) ×\($0.recordCount)" } == [
            "clio 2026-10 0.05 EUR ×1", "clio 2026-11 75.55 EUR ×2",
        ])
        // No expense one by one: the pounds converted (12.34 / 0.8512 = 14.497…), the yen without a rate.
        #expect(records.expenses.isEmpty)
        #expect(records.convertedMonths.map { "\($0.vehicleID.rawValue) \($0.month) \($0.currency.code) \($0.total) ×\($0.recordCount) \($0.unconverted.count)" } == [
            "clio 2026-11 GBP 14.50 EUR ×1 0", "golf 2026-11 JPY 0.00 EUR ×2 2",
        ])
        // The same months as from every expense of the window, one by one, with the same rates.
        let window = SpendRecords.window(today: today)
        let expenses = try store.records.expenses(vehicleID: nil, from: window.lowerBound, through: window.upperBound)
        let every = SpendRecords(today: today, homeCurrency: .euro, vehicleIDs: records.vehicleIDs, expenses: expenses)
        let rates = try store.rates.converting(expenses, into: .euro)
        #expect(records.monthlySpends(rates: ExchangeRates()) == every.monthlySpends(rates: rates))
        #expect(records.monthlySpend(vehicleID: GarageID(rawValue: "clio"), rates: ExchangeRates())
            == every.monthlySpend(vehicleID: GarageID(rawValue: "clio"), rates: rates))
    }

    /// An expense as another device wrote it (`nil` values: removed), pulled with a stamp `tick`
    /// milliseconds after the seed.
    func pulledExpense(_ values: [String: Any]?, tick: Int64, device: DeviceID) throws -> PulledChange {
        let stamp = try #require(HybridTimestamp(
            milliseconds: HybridLogicalClock.milliseconds(of: Pinned.instant("2026-11-20T10:00:00Z")) + tick, counter: 0, device: device))
        let row = try values.map { values in
            let columns = RecordKind.expense.syncedColumns.map { column -> Any in
                values[column] ?? (column == "id" ? "pulled-1" : column == "odometer_is_correction" ? 0 : NSNull())
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: columns), as: UTF8.self)
        }
        return PulledChange(kind: .expense, recordID: "pulled-1", stamp: stamp, row: row)
    }

    @Test func aSyncPullThatAddsMovesAndRemovesAnExpenseKeepsTheTotals() throws {
        let store = try seededStore()
        defer { store.close() }
        store.now = { Pinned.instant("2026-11-20T10:00:00Z") }
        let device = DeviceID.random()
        func pull(_ change: PulledChange) throws {
            try store.write { _ = try $0.sync.applyPulled([change], cursor: "1", server: "postgresql://localhost/glovebox") }
        }
        try pull(try pulledExpense(
            ["vehicle_id": "clio", "day": "2026-11-10", "amount": "9.99", "currency": "EUR", "category": "fuel"], tick: 1, device: device))
        #expect(try kept(store).contains("clio 2026-11 EUR 8554×3"))
        #expect(try store.spendMonthDifferences().isEmpty)
        try pull(try pulledExpense(
            ["vehicle_id": "golf", "day": "2026-10-01", "amount": "1.00", "currency": "GBP", "category": "fuel"], tick: 2, device: device))
        #expect(try kept(store).contains("clio 2026-11 EUR 7555×2"))
        #expect(try store.spendMonthDifferences().isEmpty)
        try pull(try pulledExpense(nil, tick: 3, device: device))
        #expect(try kept(store) == [
            "clio 2026-10 EUR 5×1", "clio 2026-11 EUR 7555×2", "clio 2026-11 GBP 1234×1", "golf 2026-11 JPY 1207×2",
        ])
        #expect(try store.spendMonthDifferences().isEmpty)
    }
}
