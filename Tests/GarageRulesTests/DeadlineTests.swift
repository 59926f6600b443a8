import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct DeadlineTests {
    let ids = IdentifierSource.sequential()
    /// The day the deadlines are added on.
    let today = CalendarDay(year: 2026, month: 11, day: 29)!

    @Test func renewingARecurringDeadlineKeepsItsFixedSchedule() throws {
        var (garage, car) = garageWithVehicle()
        let deadline = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .roadTax, dueDate: day("2026-01-31"), recurrence: .everyMonths(1)), today: today,
            ids: ids)
        var dues: [CalendarDay] = []
        for _ in 0..<4 {
            dues.append(try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id).dueDate)
        }
        // The 31st comes back after February instead of drifting to the 28th.
        #expect(dues == [day("2026-02-28"), day("2026-03-31"), day("2026-04-30"), day("2026-05-31")])
    }

    @Test func renewingLateMovesFromTheOldDueDateNotFromToday() throws {
        var (garage, car) = garageWithVehicle()
        let deadline = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .insurance, dueDate: day("2026-03-15"), recurrence: .everyMonths(12)), today: today,
            ids: ids)
        // Renewed on 2026-11-29, months late: still due on the 15th of March.
        let renewed = try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id)
        #expect(renewed.dueDate == day("2027-03-15"))
        #expect(garage.deadlines.first?.dueDate == day("2027-03-15"))
    }

    @Test func aLeapDayScheduleComesBackInLeapYears() throws {
        var (garage, car) = garageWithVehicle()
        let deadline = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .inspection, dueDate: day("2024-02-29"), recurrence: .everyMonths(12)), today: today,
            ids: ids)
        var dues: [CalendarDay] = []
        for _ in 0..<4 { dues.append(try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id).dueDate) }
        #expect(dues == [day("2025-02-28"), day("2026-02-28"), day("2027-02-28"), day("2028-02-29")])
    }

    @Test func aOneOffDeadlineNeedsANewLaterDueDate() throws {
        var (garage, car) = garageWithVehicle()
        let deadline = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .warranty, title: "Battery warranty", dueDate: day("2026-12-10")), today: today,
            ids: ids)
        #expect(throws: GarageError.deadlineDoesNotRecur("Battery warranty")) {
            try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id)
        }
        #expect(throws: GarageError.renewalNotLater(
            title: "Battery warranty", newDue: day("2026-12-01"), currentDue: day("2026-12-10"))) {
            try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id, newDueDate: day("2026-12-01"))
        }
        let renewed = try garage.renewDeadline(vehicleID: car, deadlineID: deadline.id, newDueDate: day("2028-12-10"))
        #expect(renewed.dueDate == day("2028-12-10"))
    }

    @Test func eachKindHasItsDefaultLeadAndTitle() throws {
        var (garage, car) = garageWithVehicle()
        let licence = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .drivingLicence, dueDate: day("2027-01-31")), today: today, ids: ids)
        #expect(licence.title == "Driving licence")
        #expect(licence.effectiveWarningDays == 60)
        #expect(licence.warningFrom == day("2026-12-02"))
        let custom = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .custom, title: " Tolls tag ", dueDate: day("2027-01-31"), warningDays: 3), today: today,
            ids: ids)
        #expect(custom.title == "Tolls tag")
        #expect(custom.warningFrom == day("2027-01-28"))
        #expect(try garage.deadline(matching: "tolls TAG", vehicleID: car).id == custom.id)
        #expect(throws: GarageError.invalidNumber(field: "recurrence months", value: "0")) {
            try garage.addDeadline(
                DeadlineDraft(vehicleID: car, kind: .roadTax, dueDate: day("2027-01-31"), recurrence: .everyMonths(0)), today: today,
                ids: ids)
        }
    }

    @Test func aDeadlineIsFoundByItsKindSpelledAsKindsAreParsed() throws {
        var (garage, car) = garageWithVehicle()
        let tax = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .roadTax, title: "Car tax", dueDate: day("2027-01-31")), today: today, ids: ids)
        for spelling in ["road-tax", "road_tax", "ROADTAX"] {
            #expect(try garage.deadline(matching: spelling, vehicleID: car).id == tax.id, "\(spelling)")
        }
        #expect(throws: GarageError.self) { try garage.deadline(matching: "inspection", vehicleID: car) }
    }

    @Test func dueTodayIsDueSoonAndTheNextDayOverdueWhereverTheClockIs() throws {
        var (garage, car) = garageWithVehicle()
        // Due on the day Europe's clocks go forward (2026-03-29, a 23-hour day in Lisbon).
        _ = try garage.addDeadline(
            DeadlineDraft(vehicleID: car, kind: .inspection, dueDate: day("2026-03-29"), warningDays: 7), today: today, ids: ids)
        let zone = Pinned.timeZone("Europe/Lisbon")
        func state(at instant: String) -> AlertState? {
            garage.alerts(today: Garage.day(of: Pinned.instant(instant), in: zone)).first?.state
        }
        #expect(state(at: "2026-03-21T23:59:00Z") == .ok)         // 23:59 on the 21st in Lisbon (WET)
        #expect(state(at: "2026-03-22T00:00:00Z") == .dueSoon)    // the 22nd: 7 days before
        #expect(state(at: "2026-03-29T22:59:00Z") == .dueSoon)    // 23:59 WEST on the due day
        #expect(state(at: "2026-03-29T23:00:00Z") == .overdue)    // midnight on the 30th
        // The same instant is still the due day in São Paulo.
        let saoPaulo = Garage.day(of: Pinned.instant("2026-03-30T01:00:00Z"), in: Pinned.timeZone("America/Sao_Paulo"))
        #expect(garage.alerts(today: saoPaulo).first?.state == .dueSoon)
    }
}
