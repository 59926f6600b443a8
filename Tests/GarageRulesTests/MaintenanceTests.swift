import Foundation
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct MaintenanceTests {
    let ids = IdentifierSource.sequential()

    /// A vehicle with an item every `months` serviced on `serviced`; returns the item's status on `today`.
    func dueDate(everyMonths months: Int, servicedOn serviced: String, today: String) throws -> CalendarDay? {
        var (garage, car) = garageWithVehicle()
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Inspection", intervalMonths: months),
            today: day(serviced), ids: ids)
        _ = try garage.logService(vehicleID: car, itemID: item.id, date: day(serviced), today: day(today), ids: ids)
        return garage.nextMaintenance(for: car, today: day(today))?.dueDate
    }

    @Test func monthIntervalsClampToTheEndOfAShorterMonth() throws {
        #expect(try dueDate(everyMonths: 1, servicedOn: "2026-01-31", today: "2026-02-01") == day("2026-02-28"))
        #expect(try dueDate(everyMonths: 1, servicedOn: "2024-01-31", today: "2024-02-01") == day("2024-02-29"))
        #expect(try dueDate(everyMonths: 3, servicedOn: "2026-11-30", today: "2026-12-01") == day("2027-02-28"))
        #expect(try dueDate(everyMonths: 6, servicedOn: "2026-08-31", today: "2026-09-01") == day("2027-02-28"))
    }

    @Test func aLeapDayServiceComesDueOnTheLastDayOfFebruary() throws {
        #expect(try dueDate(everyMonths: 12, servicedOn: "2024-02-29", today: "2024-03-01") == day("2025-02-28"))
        #expect(try dueDate(everyMonths: 48, servicedOn: "2024-02-29", today: "2024-03-01") == day("2028-02-29"))
    }

    @Test func whicheverComesFirstDecidesTheState() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", intervalMonths: 12, intervalDistance: 10_000),
            today: day("2026-01-10"), ids: ids)
        _ = try garage.logService(
            vehicleID: car, itemID: item.id, date: day("2026-01-10"), odometer: OdometerMark(value: 50_000),
            today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 59_100, date: day("2026-11-01"), today: today, ids: ids)
        let status = try #require(garage.nextMaintenance(for: car, today: today))
        #expect(status.dueDate == day("2027-01-10"))
        #expect(status.dueOdometer == 60_000)
        #expect(status.remainingDistance == 900)
        // The default leads: 30 days (from 2026-12-11, not yet) and 1,000 km (from 59,000, reached).
        #expect(status.warningFrom == day("2026-12-11"))
        #expect(status.warningOdometer == 59_000)
        #expect(status.state == .dueSoon)
        #expect(status.basis == .distance)
        // Beyond the due odometer it is overdue, whatever the date says.
        _ = try garage.logOdometer(vehicleID: car, value: 60_001, date: day("2026-11-28"), today: today, ids: ids)
        #expect(garage.nextMaintenance(for: car, today: today)?.state == .overdue)
    }

    @Test func exactlyAtTheDueOdometerIsDueSoonNotOverdue() {
        #expect(AlertState(odometer: 60_000, dueOdometer: 60_000, warningDistance: 500) == .dueSoon)
        #expect(AlertState(odometer: 60_001, dueOdometer: 60_000, warningDistance: 500) == .overdue)
        #expect(AlertState(odometer: 59_499, dueOdometer: 60_000, warningDistance: 500) == .ok)
        #expect(DistanceUnit.miles.defaultWarningDistance == 500)
        #expect(DistanceUnit.kilometres.defaultWarningDistance == 1_000)
        #expect(MaintenanceItem.defaultWarningDays == 30)
    }

    @Test func beforeAnyServiceTheFirstDuePointOrTheStartPlusIntervalApplies() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        _ = try garage.logOdometer(vehicleID: car, value: 20_000, date: today, today: today, ids: ids)
        let given = try garage.addMaintenanceItem(
            MaintenanceItemDraft(
                vehicleID: car, name: "Belt", intervalMonths: 24, firstDueDate: day("2027-03-01"),
                firstDueOdometer: 25_000),
            today: today, ids: ids)
        let started = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Tyres", intervalMonths: 6, intervalDistance: 15_000),
            today: today, ids: ids)
        let statuses = garage.maintenanceStatuses(for: car, today: today)
        let belt = try #require(statuses.first { $0.item.id == given.id })
        let tyres = try #require(statuses.first { $0.item.id == started.id })
        #expect(belt.dueDate == day("2027-03-01"))
        #expect(belt.dueOdometer == 25_000)
        #expect(tyres.dueDate == day("2027-05-29"))
        #expect(tyres.dueOdometer == 35_000)
        // After a service the interval counts from the service.
        _ = try garage.logService(
            vehicleID: car, itemID: given.id, date: today, odometer: OdometerMark(value: 20_000), today: today, ids: ids)
        let after = try #require(garage.maintenanceStatuses(for: car, today: today).first { $0.item.id == given.id })
        #expect(after.dueDate == day("2028-11-29"))
        #expect(after.dueOdometer == nil)
    }

    @Test func addingRefusesAnItemWithoutScheduleOrWithBadNumbers() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        #expect(throws: GarageError.missingSchedule("Wash")) {
            try garage.addMaintenanceItem(MaintenanceItemDraft(vehicleID: car, name: "Wash"), today: today, ids: ids)
        }
        #expect(throws: GarageError.invalidNumber(field: "interval months", value: "0")) {
            try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: car, name: "Wash", intervalMonths: 0), today: today, ids: ids)
        }
        #expect(throws: GarageError.invalidNumber(field: "warning days", value: "-1")) {
            try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: car, name: "Wash", intervalMonths: 1, warningDays: -1),
                today: today, ids: ids)
        }
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Wash", intervalMonths: 1), today: today, ids: ids)
        #expect(throws: GarageError.duplicateMaintenanceItem("wash", vehicle: "Clio")) {
            try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: car, name: "wash", intervalMonths: 2), today: today, ids: ids)
        }
        #expect(try garage.maintenanceItem(matching: "WASH", vehicleID: car).name == "Wash")
    }

    @Test func postponingMovesTheCurrentOccurrenceUntilTheServiceIsLogged() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        _ = try garage.logOdometer(vehicleID: car, value: 40_000, date: today, today: today, ids: ids)
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(
                vehicleID: car, name: "Service", firstDueDate: day("2026-12-01"), firstDueOdometer: 40_500),
            today: today, ids: ids)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .days(10), today: today)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .days(5), today: today)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .distance(1_000), today: today)
        var status = try #require(garage.nextMaintenance(for: car, today: today))
        #expect(status.dueDate == day("2026-12-16"))
        #expect(status.dueOdometer == 41_500)
        #expect(status.isPostponed)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .untilDate(day("2027-01-31")), today: today)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .untilOdometer(42_000), today: today)
        status = try #require(garage.nextMaintenance(for: car, today: today))
        #expect(status.dueDate == day("2027-01-31"))
        #expect(status.dueOdometer == 42_000)
        #expect(status.state == .ok)

        let before = garage
        #expect(throws: GarageError.cannotPostpone(item: "Service", reason: "2027-01-01 is not after its due date 2027-01-31")) {
            try garage.postpone(vehicleID: car, itemID: item.id, .untilDate(day("2027-01-01")), today: today)
        }
        #expect(throws: GarageError.cannotPostpone(item: "Service", reason: "0 must be a positive number within range")) {
            try garage.postpone(vehicleID: car, itemID: item.id, .distance(0), today: today)
        }
        #expect(garage == before)

        let logged = try garage.logService(
            vehicleID: car, itemID: item.id, date: today, odometer: OdometerMark(value: 40_010), today: today, ids: ids)
        #expect(logged.item.postponement == nil)
        #expect(garage.maintenanceItems.first?.postponement == nil)
    }

    @Test func aBackdatedServiceKeepsThePostponementOfTheCurrentOccurrence() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Service", intervalMonths: 12), today: day("2025-01-01"), ids: ids)
        _ = try garage.logService(vehicleID: car, itemID: item.id, date: day("2025-12-10"), today: today, ids: ids)
        _ = try garage.postpone(vehicleID: car, itemID: item.id, .days(10), today: today)
        let postponed = try #require(garage.maintenanceItems.first?.postponement)
        // Logged late for an earlier date: the last service, and so the current occurrence, stay as they were.
        let backdated = try garage.logService(vehicleID: car, itemID: item.id, date: day("2025-06-01"), today: today, ids: ids)
        #expect(backdated.item.postponement == postponed)
        #expect(garage.nextMaintenance(for: car, today: today)?.dueDate == day("2026-12-20"))
        // A service that becomes the last one starts a new occurrence.
        let current = try garage.logService(vehicleID: car, itemID: item.id, date: today, today: today, ids: ids)
        #expect(current.item.postponement == nil)
    }

    @Test func postponingMustFitTheItemsBasis() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        let byTime = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Inspection", intervalMonths: 12), today: today, ids: ids)
        let byDistance = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", firstDueOdometer: 5_000), today: today, ids: ids)
        #expect(throws: GarageError.cannotPostpone(item: "Inspection", reason: "it has no due distance; postpone it by days")) {
            try garage.postpone(vehicleID: car, itemID: byTime.id, .distance(500), today: today)
        }
        #expect(throws: GarageError.cannotPostpone(item: "Oil", reason: "it has no due date; postpone it by distance")) {
            try garage.postpone(vehicleID: car, itemID: byDistance.id, .days(7), today: today)
        }
    }

    @Test func aServiceCostAlsoBecomesAServiceExpense() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil change", intervalMonths: 12), today: today, ids: ids)
        let logged = try garage.logService(
            vehicleID: car, itemID: item.id, date: today, odometer: OdometerMark(value: 1_000),
            cost: money("89.90", "EUR"), today: today, ids: ids)
        let expense = try #require(logged.expense)
        #expect(expense.amount == money("89.90", "EUR"))
        #expect(expense.category == .service)
        #expect(expense.serviceID == logged.service.id)
        #expect(logged.service.expenseID == expense.id)
        #expect(garage.expenses == [expense])
        // The odometer counts once, on the service.
        #expect(garage.readings(for: car).count == 1)
        #expect(throws: GarageError.futureDate(day("2026-11-30"), today: today)) {
            try garage.logService(vehicleID: car, itemID: item.id, date: day("2026-11-30"), today: today, ids: ids)
        }
    }

    @Test func theNextMaintenanceIsOverdueFirstThenByDateThenByRemainingDistance() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        // Readings of the last 180 days: 10,000 km in 100 days, so 100 km a day, last on 2026-11-20.
        _ = try garage.logOdometer(vehicleID: car, value: 30_000, date: day("2026-08-12"), today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 40_000, date: day("2026-11-20"), today: today, ids: ids)
        func add(_ name: String, date: String? = nil, odometer: Int? = nil) throws {
            _ = try garage.addMaintenanceItem(
                MaintenanceItemDraft(
                    vehicleID: car, name: name, firstDueDate: date.map(day), firstDueOdometer: odometer),
                today: today, ids: ids)
        }
        try add("Far date", date: "2027-06-01")
        try add("Near distance", odometer: 42_000)  // 2,000 km at 100 a day: 2026-12-10
        try add("Near date", date: "2026-12-05")
        try add("Overdue", date: "2026-11-01")
        let order = garage.maintenanceStatuses(for: car, today: today).map(\.item.name)
        #expect(order == ["Overdue", "Near date", "Near distance", "Far date"])
        let near = try #require(garage.maintenanceStatuses(for: car, today: today).first { $0.item.name == "Near distance" })
        #expect(near.projectedDate == day("2026-12-10"))
        #expect(near.forecastStatus == .current)
    }

    @Test func anItemItsForecastPutsFourDaysAwayIsDueSoonNotOk() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        // 3,050 km in the 61 days to 2026-10-01: 50 a day. The last reading is 59 days old (current).
        _ = try garage.logOdometer(vehicleID: car, value: 50_000, date: day("2026-08-01"), today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 53_050, date: day("2026-10-01"), today: today, ids: ids)
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Tyres", firstDueOdometer: 56_200), today: today, ids: ids)
        let status = try #require(garage.nextMaintenance(for: car, today: today))
        // The recorded odometer is 3,150 km short (more than the 1,000 km lead), but the forecast
        // expects 56,000 today, 200 km short, and the due odometer on 2026-12-03, four days away.
        #expect(status.remainingDistance == 3_150)
        #expect(status.projectedDate == day("2026-12-03"))
        #expect(status.projectedOdometer == 56_000)
        #expect(status.state == .dueSoon)
        #expect(garage.alerts(today: today).map(\.state) == [.dueSoon])
        // Projected past it, it is overdue.
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Brakes", firstDueOdometer: 55_900), today: today, ids: ids)
        let brakes = try #require(garage.maintenanceStatuses(for: car, today: today).first { $0.item.name == "Brakes" })
        #expect(brakes.projectedDate == day("2026-11-27"))
        #expect(brakes.state == .overdue)
    }

    @Test(arguments: [7, 23, 50, 140, 333])
    func theStateFollowsTheProjectedDatesOnEveryDay(kilometresPerDay: Int) throws {
        // Whatever the rate, on every day from the last reading until long after the due odometer is
        // passed: due soon exactly from the day the forecast reaches the warning odometer, overdue
        // exactly from the day it passes the due odometer.
        var (garage, car) = garageWithVehicle()
        let start = day("2026-01-10")
        let last = start.adding(days: 40)
        _ = try garage.logOdometer(vehicleID: car, value: 20_000, date: start, today: last, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 20_000 + 40 * kilometresPerDay, date: last, today: last, ids: ids)
        let dueOdometer = 20_000 + 40 * kilometresPerDay + 30 * kilometresPerDay + 17
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", firstDueOdometer: dueOdometer), today: last, ids: ids)
        let forecast = garage.forecast(for: car, today: last)
        let warningDay = try #require(forecast.projectedDay(reaching: dueOdometer - 1_000))
        let overdueDay = try #require(forecast.projectedDay(reaching: dueOdometer + 1))
        for offset in 0...DistanceForecast.staleAfterDays {
            let today = last.adding(days: offset)
            let status = try #require(garage.nextMaintenance(for: car, today: today))
            #expect(status.projectedDate == forecast.projectedDay(reaching: dueOdometer))
            let expected: AlertState = today >= overdueDay ? .overdue : today >= warningDay ? .dueSoon : .ok
            #expect(status.state == expected, "\(kilometresPerDay) a day, \(today): \(status.state), projected \(String(describing: status.projectedDate))")
        }
    }

    @Test func withoutAForecastDistanceItemsComeAfterDatedOnesByRemainingDistance() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        _ = try garage.logOdometer(vehicleID: car, value: 40_000, date: today, today: today, ids: ids)
        for (name, odometer) in [("Far", 49_000), ("Near", 41_500)] {
            _ = try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: car, name: name, firstDueOdometer: odometer), today: today, ids: ids)
        }
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Dated", firstDueDate: day("2028-01-01")), today: today, ids: ids)
        #expect(garage.maintenanceStatuses(for: car, today: today).map(\.item.name) == ["Dated", "Near", "Far"])
    }

    @Test func aOneOffItemThatWasDoneRaisesNoAlert() throws {
        var (garage, car) = garageWithVehicle()
        let today = day("2026-11-29")
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Recall fix", firstDueDate: day("2026-12-15")), today: today, ids: ids)
        #expect(garage.alerts(today: today).map(\.title) == ["Recall fix"])
        _ = try garage.logService(vehicleID: car, itemID: item.id, date: today, today: today, ids: ids)
        let status = try #require(garage.nextMaintenance(for: car, today: today))
        #expect(!status.hasDuePoint)
        #expect(status.lastService?.date == today)
        #expect(garage.alerts(today: today).isEmpty)
    }
}
