import Foundation
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct ForecastTests {
    let car = GarageID(rawValue: "car")!

    func readings(_ pairs: [(String, Int)], correctionAt: Int? = nil) -> [OdometerReading] {
        pairs.enumerated().map { index, pair in
            OdometerReading(
                vehicleID: car, date: day(pair.0), value: pair.1, isCorrection: index == correctionAt,
                source: .entry, recordID: GarageID(rawValue: "r-\(index)")!)
        }
    }

    @Test func theRecentWindowGivesTheAverage() throws {
        let forecast = DistanceForecast(
            readings: readings([("2025-01-01", 1_000), ("2026-10-01", 20_000), ("2026-11-20", 21_000)]),
            today: day("2026-11-29"))
        #expect(forecast.status == .current)
        #expect(forecast.basis == .recent)
        #expect(forecast.spanDistance == 1_000)
        #expect(forecast.spanDays == 50)
        #expect(forecast.averagePerDay == 20)
        // 1,010 more at 20 a day is 50.5 days: the 51st day after the last reading.
        #expect(forecast.projectedDay(reaching: 22_010) == day("2027-01-10"))
        #expect(forecast.projectedDay(reaching: 20_500) == day("2026-11-20"))
    }

    @Test func tooFewRecentReadingsFallBackToTheWholeHistory() throws {
        // Two recent readings only 10 days apart: not enough; the whole history spans 2025-11-29 to 2026-11-20.
        let forecast = DistanceForecast(
            readings: readings([("2025-11-29", 10_000), ("2026-11-10", 20_000), ("2026-11-20", 20_356)]),
            today: day("2026-11-29"))
        #expect(forecast.basis == .wholeHistory)
        #expect(forecast.spanDays == 356)
        #expect(forecast.spanDistance == 10_356)
        #expect(forecast.status == .current)
    }

    @Test func aSpanShorterThanFourteenDaysGivesNoForecast() {
        let forecast = DistanceForecast(
            readings: readings([("2026-11-10", 20_000), ("2026-11-23", 20_500)]), today: day("2026-11-29"))
        #expect(forecast.status == .unavailable)
        #expect(forecast.projectedDay(reaching: 21_000) == nil)
        #expect(forecast.lastReading?.value == 20_500)
        let fourteen = DistanceForecast(
            readings: readings([("2026-11-09", 20_000), ("2026-11-23", 20_500)]), today: day("2026-11-29"))
        #expect(fourteen.status == .current)
        #expect(DistanceForecast(readings: [], today: day("2026-11-29")).status == .unavailable)
    }

    @Test func readingsOlderThanNinetyDaysMakeItStale() {
        let history = readings([("2026-06-01", 10_000), ("2026-08-31", 12_000)])
        let ninety = DistanceForecast(readings: history, today: day("2026-11-29"))
        #expect(ninety.status == .current)
        let ninetyOne = DistanceForecast(readings: history, today: day("2026-11-30"))
        #expect(ninetyOne.status == .stale(lastReading: day("2026-08-31")))
        #expect(ninetyOne.projectedDay(reaching: 13_000) == nil)
        #expect(ninetyOne.averagePerDay != nil)
    }

    @Test func readingsDatedAfterTodayAreLeftOut() {
        // An imported reading dated next year: neither the last reading nor part of any window.
        let forecast = DistanceForecast(
            readings: readings(
                [("2025-11-29", 10_000), ("2026-11-10", 20_000), ("2026-11-20", 20_356), ("2027-03-01", 90_000)],
                correctionAt: 3),
            today: day("2026-11-29"))
        #expect(forecast.lastReading?.value == 20_356)
        #expect(forecast.basis == .wholeHistory)
        #expect(forecast.spanDistance == 10_356)
        #expect(forecast.status == .current)
    }

    @Test func aCorrectionRestartsTheSeries() {
        // Without the restart the average would be negative; after it, 300 km over 20 days.
        let forecast = DistanceForecast(
            readings: readings(
                [("2026-09-01", 90_000), ("2026-10-01", 9_000), ("2026-10-21", 9_300)], correctionAt: 1),
            today: day("2026-11-01"))
        #expect(forecast.spanDistance == 300)
        #expect(forecast.spanDays == 20)
    }

    @Test func theForecastCountsCalendarDaysAcrossClockChangesAndLeapDays() {
        // 2024-03-31 (Europe's clocks go forward) and 2024-02-29 lie inside the span: days, not hours.
        let forecast = DistanceForecast(
            readings: readings([("2024-02-28", 1_000), ("2024-04-01", 1_330)]), today: day("2024-04-02"))
        #expect(forecast.spanDays == 33)
        #expect(forecast.averagePerDay == 10)
    }
}
