import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// An import sums the spend totals of the months it touches once, when its rows are in (logbook
/// step 21), and what it leaves is what the triggers make of the same rows one `expense add` at a
/// time and what a recomputation from every expense makes, with spending already in those months;
/// an import refused after some of its rows were inserted leaves the totals as they were; neither
/// leaves the deferral set.
@Suite struct ImportSpendTotalsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-import-spend")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    /// A logbook with Clio and spending in the months the export covers, in its currency and another.
    func app(_ name: String) throws -> AppSession {
        let home = directory.appending(name).path
        let app = AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "new"))
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio", distanceUnit: .kilometres)))
        for (day, minorUnits, currency) in [
            ("2026-03-04", 4_500, "USD"), ("2026-03-20", 1_234, "EUR"), ("2026-04-30", 99, "USD"), ("2025-12-31", 10_000, "USD"),
        ] {
            try app.perform(AddExpense(
                vehicle: "Clio", amount: Money(minorUnits: minorUnits, currency: try CurrencyCode(currency)),
                date: try CalendarDay(parsing: day)))
        }
        return app
    }

    /// A LubeLogger export of `rows` fill-ups in dollars, two days apart from 10 February 2026, and
    /// `extra` lines after them.
    func export(_ name: String, rows: Int, extra: [String] = []) throws -> String {
        var lines = ["Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags"]
        let first = try CalendarDay(parsing: "2026-02-10")
        for index in 0..<rows {
            let day = first.adding(days: 2 * index)
            lines.append("\(day.month)/\(day.day)/\(day.year),\(10_000 + 45 * index),\(20 + index % 9).5,"
                + "$\(30 + index % 17).\(String(format: "%02d", index * 13 % 100)),,True,False,,")
        }
        let url = directory.appending(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data((lines + extra).joined(separator: "\n").appending("\n").utf8).write(to: url.appendingPathComponent("gasrecords.csv"))
        return url.path
    }

    func importing(_ path: String) throws -> ImportLubeLogger {
        try ImportLubeLogger(directory: path, currency: try CurrencyCode("USD"), vehicleName: "Clio", unit: .kilometres, withReminders: false)
    }

    /// The totals the store keeps, by vehicle name: `vehicle month currency minor×count`.
    static func totals(_ app: AppSession) throws -> [String] {
        try app.store().database.rows("""
            SELECT v.name, s.month, s.currency, s.minor_units, s.record_count
            FROM spend_month s JOIN vehicle v ON v.id = s.vehicle_id ORDER BY v.name, s.month, s.currency
            """) { "\($0.text(0)) \($0.text(1)) \($0.text(2)) \($0.int(3))×\($0.int(4))" }
    }

    /// How many rows the deferral's flag and its noted months hold.
    static func deferralRows(_ app: AppSession) throws -> [Int] {
        try ["spend_month_deferral", "spend_month_pending"].map { table in
            try app.store().database.firstRow("SELECT count(*) FROM \(table)") { $0.int(0) } ?? -1
        }
    }

    @Test func anImportLeavesTheTotalsThatAddingItsRowsOneByOneLeaves() throws {
        let imported = try app("imported"), added = try app("added")
        defer { imported.close(); added.close() }
        _ = try imported.perform(try importing(try export("export", rows: 120)))
        #expect(try Self.deferralRows(imported) == [0, 0])
        #expect(try imported.store().spendMonthDifferences().isEmpty)

        let fills = try imported.store().records.expenses(vehicleID: nil, from: nil, through: nil).filter { $0.category == .fuel }
        #expect(fills.count == 120)
        for fill in fills {
            try added.perform(AddExpense(vehicle: "Clio", amount: fill.amount, date: fill.date, category: .fuel))
        }
        let totals = try Self.totals(imported)
        #expect(totals == (try Self.totals(added)))
        // The months the export shares with the spending already there hold both.
        #expect(totals.contains { $0.hasPrefix("Clio 2026-03 USD") && !$0.hasSuffix("×1") })
        #expect(totals.contains("Clio 2026-03 EUR 1234×1"))
        #expect(totals.contains("Clio 2025-12 USD 10000×1"))
    }

    @Test func anImportRefusedAfterItsFirstRowsLeavesTheTotalsAsTheyWere() throws {
        let app = try app("refused")
        defer { app.close() }
        let before = try Self.totals(app)
        let expenses = try app.store().database.firstRow("SELECT count(*) FROM expense") { $0.int(0) }
        // The last row's day is more than a year after today: the field rules refuse it when every
        // row before it has been inserted.
        let path = try export("refused-export", rows: 120, extra: ["1/5/2029,99000,20.5,$31.00,,True,False,,"])
        #expect(throws: (any Error).self) { try app.perform(try importing(path)) }
        #expect(try Self.totals(app) == before)
        #expect(try app.store().database.firstRow("SELECT count(*) FROM expense") { $0.int(0) } == expenses)
        #expect(try Self.deferralRows(app) == [0, 0])
        #expect(try app.store().spendMonthDifferences().isEmpty)
    }
}
