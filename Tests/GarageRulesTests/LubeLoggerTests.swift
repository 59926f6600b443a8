import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

/// The situation of the LubeLogger demo logbook: a 1992 Jeep Cherokee in miles whose last reading is
/// 222,647 mi on 2023-12-19, with an oil change every 5,000 mi next due at 225,000 mi, seen on 2026-11-29.
@Suite struct LubeLoggerTests {
    /// LubeLogger's demo export, committed under `Tests/Fixtures/lubelogger-demo/`.
    static let dataDirectory = Fixtures.url("lubelogger-demo")

    let today = day("2026-11-29")

    func jeepGarage() throws -> (Garage, GarageID) {
        var garage = signedInGarage(home: "USD")
        let jeep = try garage.addVehicle(
            VehicleDraft(name: "Jeep Cherokee", make: "Jeep", model: "Cherokee", year: 1992, distanceUnit: .miles))
        return (garage, jeep.id)
    }

    func addOilChange(to garage: inout Garage, vehicle: GarageID) throws -> MaintenanceItem {
        try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: vehicle, name: "Oil Change", intervalDistance: 5_000, firstDueOdometer: 225_000),
            today: today, ids: .sequential(prefix: "item"))
    }

    @Test func theOilChangeHas2353MilesLeftAndAStaleForecast() throws {
        var (garage, jeep) = try jeepGarage()
        let entries = [("2023-06-01", 220_100), ("2023-09-14", 222_384), ("2023-10-11", 222_533), ("2023-12-18", 222_647)]
        try garage.importHistory(vehicleID: jeep, odometerEntries: entries.enumerated().map { index, pair in
            OdometerEntry(id: GarageID(rawValue: "o-\(index)")!, vehicleID: jeep, date: day(pair.0), value: pair.1)
        }, expenses: [
            Expense(
                id: GarageID(rawValue: "g-1")!, vehicleID: jeep, date: day("2023-12-19"), amount: money("21.78", "USD"),
                category: .fuel, odometer: OdometerMark(value: 222_647), fuelQuantity: decimal("7.409")),
        ], today: today)
        _ = try addOilChange(to: &garage, vehicle: jeep)
        try expectTheReminder(in: garage, vehicle: jeep)
    }

    @Test func theDemoLogbooksReadingsGiveTheSameAnswer() throws {
        var (garage, jeep) = try jeepGarage()
        var entries: [OdometerEntry] = []
        for (index, fields) in try rows(of: "odometerrecords.csv").enumerated() {
            entries.append(OdometerEntry(
                id: GarageID(rawValue: "o-\(index)")!, vehicleID: jeep, date: try usDate(fields[0]),
                value: try #require(Int(fields[2]))))
        }
        var expenses: [Expense] = []
        for (index, fields) in try rows(of: "gasrecords.csv").enumerated() {
            let cost = String(fields[3].drop { $0 == "$" }).replacingOccurrences(of: ",", with: "")
            expenses.append(Expense(
                id: GarageID(rawValue: "g-\(index)")!, vehicleID: jeep, date: try usDate(fields[0]),
                amount: money(cost, "USD"), category: .fuel, odometer: OdometerMark(value: try #require(Int(fields[1]))),
                fuelQuantity: decimal(fields[2])))
        }
        #expect(entries.count == 110)
        #expect(expenses.count == 109)
        // Service records carry readings lower than earlier-dated ones (parts logged at an old odometer):
        // history is accepted as it is.
        for (index, fields) in try rows(of: "servicerecords.csv").enumerated() {
            let cost = String(fields[2].drop { $0 == "$" }).replacingOccurrences(of: ",", with: "")
            expenses.append(Expense(
                id: GarageID(rawValue: "s-\(index)")!, vehicleID: jeep, date: try usDate(fields[0]),
                amount: money(cost, "USD"), category: .service, note: fields[1],
                odometer: OdometerMark(value: try #require(Int(fields[4])))))
        }
        #expect(expenses.count == 109 + 69)
        try garage.importHistory(vehicleID: jeep, odometerEntries: entries, expenses: expenses, today: today)
        _ = try addOilChange(to: &garage, vehicle: jeep)
        try expectTheReminder(in: garage, vehicle: jeep)
        // The whole history (2020–2023) has a sensible average; it is just too old to project from.
        let forecast = garage.forecast(for: jeep, today: today)
        #expect(forecast.basis == .wholeHistory)
        #expect(try #require(forecast.averagePerDay) > 5)
    }

    func expectTheReminder(in garage: Garage, vehicle jeep: GarageID) throws {
        let current = try #require(garage.currentOdometer(for: jeep))
        #expect(current.value == 222_647)
        #expect(current.date == day("2023-12-19"))
        let next = try #require(garage.nextMaintenance(for: jeep, today: today))
        #expect(next.item.name == "Oil Change")
        #expect(next.dueOdometer == 225_000)
        #expect(next.remainingDistance == 2_353)
        #expect(next.basis == .distance)
        #expect(next.state == .ok)
        #expect(next.forecastStatus == .stale(lastReading: day("2023-12-19")))
        #expect(next.projectedDate == nil)
        // A user's new reading is checked against that history.
        #expect(throws: GarageError.odometerDecreasing(value: 222_000, previous: 222_647, previousDate: day("2023-12-19"))) {
            try garage.validateReading(vehicleID: jeep, value: 222_000, date: today, isCorrection: false, today: today)
        }
        let alert = try #require(garage.alerts(today: today).first)
        #expect(alert.remainingDistance == 2_353)
        #expect(alert.date == nil)
    }

    /// The data rows of a LubeLogger CSV: commas between fields, `"` around fields that hold commas,
    /// quotes (doubled) or line breaks. Just enough for the test; the store has the real reader.
    func rows(of name: String) throws -> [[String]] {
        let text = try String(contentsOf: Self.dataDirectory.appendingPathComponent(name), encoding: .utf8)
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" || character == "\r" {
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
        return Array(rows.dropFirst())
    }

    /// `M/D/YYYY` as LubeLogger writes dates.
    func usDate(_ text: String) throws -> CalendarDay {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        return try #require(parts.count == 3 ? CalendarDay(year: parts[2], month: parts[0], day: parts[1]) : nil)
    }
}
