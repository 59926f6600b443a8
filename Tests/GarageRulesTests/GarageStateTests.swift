import Foundation
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct GarageStateTests {
    let ids = IdentifierSource.sequential()
    let today = day("2026-11-29")

    /// A garage with one record of every kind.
    func fullGarage() throws -> Garage {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 1_000, date: day("2026-11-01"), note: "tyres", today: today, ids: ids)
        _ = try garage.addExpense(
            ExpenseDraft(
                vehicleID: car, date: day("2026-11-02"), amount: money("61.37", "GBP"), category: .fuel,
                odometer: OdometerMark(value: 1_100, isCorrection: true), fuelQuantity: decimal("41.3"),
                userRate: try UserRate(parsing: "1.1612", quote: .euro)),
            today: today, ids: ids)
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", intervalMonths: 12, intervalDistance: 15_000),
            today: today, ids: ids)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .days(3), today: today)
        _ = try garage.logService(
            vehicleID: car, itemID: item.id, date: today, cost: money("120", "EUR"), today: today, ids: ids)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .distance(500), today: today)
        _ = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .insurance, dueDate: day("2027-01-31"), recurrence: .everyMonths(12)), today: today,
            ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: car, kind: .warranty, dueDate: day("2029-01-31")), today: today, ids: ids)
        return garage
    }

    @Test func aGarageRoundTripsThroughJSON() throws {
        let garage = try fullGarage()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(garage)
        let decoded = try JSONDecoder().decode(Garage.self, from: data)
        #expect(decoded == garage)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""amount":"61.37""#))
        #expect(text.contains(#""recurrence":12"#))
        #expect(text.contains(#""recurrence":null"#))
    }

    @Test func aCommandOnAnUnknownVehicleIsRefusedWithItsId() throws {
        var garage = try fullGarage()
        let ghost = GarageID(rawValue: "ghost")!
        let before = garage
        #expect(throws: GarageError.unknownVehicle("ghost")) {
            try garage.logOdometer(vehicleID: ghost, value: 1, date: today, today: today, ids: ids)
        }
        #expect(throws: GarageError.unknownVehicle("ghost")) { try garage.removeVehicle(ghost) }
        #expect(throws: GarageError.unknownVehicle("ghost")) {
            try garage.importHistory(vehicleID: ghost, odometerEntries: [], today: today)
        }
        #expect(garage == before)
        var signedOut = before
        signedOut.signOut()
        #expect(throws: GarageError.signedOut) {
            try signedOut.logOdometer(vehicleID: before.vehicles[0].id, value: 2_000, date: today, today: today, ids: ids)
        }
    }

    @Test func aBrokenIdSourceCannotOverwriteARecord() throws {
        var (garage, car) = garageWithVehicle()
        let same = IdentifierSource { GarageID(rawValue: "same")! }
        _ = try garage.logOdometer(vehicleID: car, value: 1, date: today, today: today, ids: same)
        #expect(throws: GarageError.duplicateIdentifier("same")) {
            try garage.logOdometer(vehicleID: car, value: 2, date: today, today: today, ids: same)
        }
        #expect(garage.odometerEntries.count == 1)
    }

    @Test func extremeInputIsRefusedOrClampedNeverATrap() throws {
        var (garage, car) = garageWithVehicle()
        #expect(throws: GarageError.invalidNumber(field: "warning days", value: "100000")) {
            try garage.addDeadline(
                DeadlineDraft(vehicleID: car, kind: .custom, dueDate: today, warningDays: 100_000), today: today, ids: ids)
        }
        #expect(throws: GarageError.invalidNumber(field: "recurrence months", value: "999999")) {
            try garage.addDeadline(
                DeadlineDraft(vehicleID: car, kind: .custom, dueDate: today, recurrence: .everyMonths(999_999)), today: today, ids: ids)
        }
        // A day before the days the logbook keeps is refused, never stored.
        let outside = FieldProblem(
            field: "dueDate", label: "due date",
            reason: .dayOutsideWindow(day("0001-01-05"), earliest: day("1900-01-01"), latest: today.adding(months: 2_400)))
        #expect(throws: GarageError.invalidField(outside)) {
            try garage.addDeadline(DeadlineDraft(vehicleID: car, kind: .custom, dueDate: day("0001-01-05")), today: today, ids: ids)
        }
        // One due on the first day it keeps warns from before that day, without a trap.
        let early = try garage.addDeadline(DeadlineDraft(vehicleID: car, kind: .custom, dueDate: day("1900-01-05")), today: today, ids: ids)
        #expect(early.warningFrom == day("1900-01-05").adding(days: -early.effectiveWarningDays))
        #expect(day("9999-12-30").adding(days: 10) == day("9999-12-31"))
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Far", firstDueOdometer: Garage.maximumOdometer - 10),
            today: today, ids: ids)
        #expect(throws: GarageError.self) {
            try garage.postpone(vehicleID: car, itemID: item.id, .distance(100), today: today)
        }
    }
}
