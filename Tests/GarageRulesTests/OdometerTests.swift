import Foundation
import Testing
import GloveboxTestSupport
import WidgetContract
@testable import GarageRules

@Suite struct OdometerTests {
    let today = day("2026-11-29")
    let ids = IdentifierSource.sequential()

    @Test func readingsComeFromEntriesExpensesAndServices() throws {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 1_000, date: day("2026-11-01"), today: today, ids: ids)
        _ = try garage.addExpense(
            ExpenseDraft(
                vehicleID: car, date: day("2026-11-10"), amount: money("50", "EUR"), category: .fuel,
                odometer: OdometerMark(value: 1_400)),
            today: today, ids: ids)
        let item = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", intervalDistance: 10_000), today: today, ids: ids)
        _ = try garage.logService(
            vehicleID: car, itemID: item.id, date: day("2026-11-20"), odometer: OdometerMark(value: 1_900),
            today: today, ids: ids)
        let readings = garage.readings(for: car)
        #expect(readings.map(\.value) == [1_000, 1_400, 1_900])
        #expect(readings.map(\.source) == [.entry, .expense, .service])
        #expect(garage.currentOdometer(for: car)?.value == 1_900)
    }

    @Test func theCurrentOdometerIsTheLatestByDateThenValue() throws {
        var (garage, car) = garageWithVehicle()
        // Logged out of order: a later date wins over a later insertion; the same day takes the higher value.
        _ = try garage.logOdometer(vehicleID: car, value: 5_000, date: day("2026-11-20"), today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 4_000, date: day("2026-11-10"), today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: car, value: 5_050, date: day("2026-11-20"), today: today, ids: ids)
        #expect(garage.currentOdometer(for: car)?.value == 5_050)
    }

    @Test func aLowerReadingThanAnEarlierOneIsRefusedWithoutCorrection() throws {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 1_500, date: day("2026-11-02"), today: today, ids: ids)
        let before = garage
        let expected = GarageError.odometerDecreasing(value: 1_200, previous: 1_500, previousDate: day("2026-11-02"))
        #expect(throws: expected) {
            try garage.logOdometer(vehicleID: car, value: 1_200, date: day("2026-11-05"), today: today, ids: ids)
        }
        #expect(garage == before)
        #expect(expected.description
            == "odometer 1200 is lower than 1500 recorded on 2026-11-02; pass --correct if this is a correction")
        // Same day, lower: refused too.
        #expect(throws: GarageError.self) {
            try garage.logOdometer(vehicleID: car, value: 1_499, date: day("2026-11-02"), today: today, ids: ids)
        }
        // As a correction it is accepted and becomes current; later readings build on it.
        _ = try garage.logOdometer(
            vehicleID: car, value: 1_200, date: day("2026-11-05"), isCorrection: true, today: today, ids: ids)
        #expect(garage.currentOdometer(for: car)?.value == 1_200)
        _ = try garage.logOdometer(vehicleID: car, value: 1_300, date: day("2026-11-10"), today: today, ids: ids)
        #expect(garage.currentOdometer(for: car)?.value == 1_300)
    }

    @Test func aReadingAboveALaterOneIsRefusedWithoutCorrection() throws {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 1_500, date: day("2026-11-02"), today: today, ids: ids)
        #expect(throws: GarageError.odometerAboveLater(value: 2_000, later: 1_500, laterDate: day("2026-11-02"))) {
            try garage.logOdometer(vehicleID: car, value: 2_000, date: day("2026-10-01"), today: today, ids: ids)
        }
        // Back-filling a consistent earlier reading is fine.
        _ = try garage.logOdometer(vehicleID: car, value: 1_000, date: day("2026-10-01"), today: today, ids: ids)
        #expect(garage.readings(for: car).count == 2)
    }

    @Test func aReadingBeforeALaterCorrectionIsComparedWithTheSeriesItBelongsTo() throws {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 100_000, date: day("2026-10-01"), today: today, ids: ids)
        _ = try garage.logOdometer(
            vehicleID: car, value: 50, date: day("2026-11-01"), isCorrection: true, today: today, ids: ids)
        // Dated before the correction: it continues the old series, not the corrected one.
        _ = try garage.logOdometer(vehicleID: car, value: 100_500, date: day("2026-10-15"), today: today, ids: ids)
        #expect(throws: GarageError.odometerDecreasing(value: 99_000, previous: 100_500, previousDate: day("2026-10-15"))) {
            try garage.logOdometer(vehicleID: car, value: 99_000, date: day("2026-10-20"), today: today, ids: ids)
        }
        // Dated after it: compared with the corrected series only.
        _ = try garage.logOdometer(vehicleID: car, value: 60, date: day("2026-11-10"), today: today, ids: ids)
        #expect(throws: GarageError.odometerDecreasing(value: 55, previous: 60, previousDate: day("2026-11-10"))) {
            try garage.logOdometer(vehicleID: car, value: 55, date: day("2026-11-12"), today: today, ids: ids)
        }
        #expect(throws: GarageError.odometerAboveLater(value: 70, later: 60, laterDate: day("2026-11-10"))) {
            try garage.logOdometer(vehicleID: car, value: 70, date: day("2026-11-05"), today: today, ids: ids)
        }
        #expect(garage.currentOdometer(for: car)?.value == 60)
    }

    @Test func aReadingDatedAfterTodayIsRefusedEvenTheDayClocksChange() throws {
        var (garage, car) = garageWithVehicle()
        // Lisbon's clocks go back at 02:00 on 2026-10-25; half an hour after midnight UTC it is 01:30 there
        // (still summer time), while in São Paulo (UTC−3) it is 21:30 on the 24th.
        let instant = Pinned.instant("2026-10-25T00:30:00Z")
        let lisbon = Garage.day(of: instant, in: Pinned.timeZone("Europe/Lisbon"))
        let saoPaulo = Garage.day(of: instant, in: Pinned.timeZone("America/Sao_Paulo"))
        #expect(lisbon == day("2026-10-25"))
        #expect(saoPaulo == day("2026-10-24"))
        // The same instant is "today" in Lisbon but "tomorrow" in São Paulo: the caller's day decides.
        _ = try garage.logOdometer(vehicleID: car, value: 10, date: lisbon, today: lisbon, ids: ids)
        #expect(throws: GarageError.futureDate(lisbon, today: saoPaulo)) {
            try garage.logOdometer(vehicleID: car, value: 20, date: lisbon, today: saoPaulo, ids: ids)
        }
        #expect(throws: GarageError.futureDate(day("2026-11-30"), today: today)) {
            try garage.logOdometer(
                vehicleID: car, value: 20, date: day("2026-11-30"), isCorrection: true, today: today, ids: ids)
        }
        #expect(GarageError.futureDate(day("2026-11-30"), today: today).description
            == "date 2026-11-30 is in the future (today is 2026-11-29)")
    }

    @Test func anExpenseOdometerIsValidatedLikeAnyReading() throws {
        var (garage, car) = garageWithVehicle()
        _ = try garage.logOdometer(vehicleID: car, value: 1_500, date: day("2026-11-02"), today: today, ids: ids)
        let before = garage
        #expect(throws: GarageError.odometerDecreasing(value: 900, previous: 1_500, previousDate: day("2026-11-02"))) {
            try garage.addExpense(
                ExpenseDraft(
                    vehicleID: car, date: day("2026-11-03"), amount: money("40", "EUR"), odometer: OdometerMark(value: 900)),
                today: today, ids: ids)
        }
        #expect(garage == before)
    }

    @Test func importedHistoryIsAcceptedAsItIs() throws {
        var (garage, car) = garageWithVehicle("Jeep", unit: .miles)
        let entries = [
            OdometerEntry(id: GarageID(rawValue: "o-1")!, vehicleID: car, date: day("2023-01-10"), value: 200_000),
            OdometerEntry(id: GarageID(rawValue: "o-2")!, vehicleID: car, date: day("2023-02-10"), value: 199_000),
        ]
        try garage.importHistory(vehicleID: car, odometerEntries: entries, today: today)
        #expect(garage.currentOdometer(for: car)?.value == 199_000)
        // A duplicate id refuses the whole import.
        let before = garage
        #expect(throws: GarageError.duplicateIdentifier("o-1")) {
            try garage.importHistory(vehicleID: car, odometerEntries: [
                OdometerEntry(id: GarageID(rawValue: "o-3")!, vehicleID: car, date: day("2023-03-10"), value: 1),
                entries[0],
            ], today: today)
        }
        #expect(garage == before)
    }

    @Test func aNegativeOrAbsurdValueIsRefused() {
        var (garage, car) = garageWithVehicle()
        #expect(throws: GarageError.invalidNumber(field: "odometer", value: "-1")) {
            try garage.logOdometer(vehicleID: car, value: -1, date: today, today: today, ids: ids)
        }
        #expect(throws: GarageError.invalidNumber(field: "odometer", value: "100000000")) {
            try garage.logOdometer(vehicleID: car, value: 100_000_000, date: today, today: today, ids: ids)
        }
    }
}
