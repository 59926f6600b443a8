import Foundation
import GloveboxTestSupport
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
            readings: readings([("2026-10-01", 20_000), ("2026-11-20", 21_000)]), today: day("2026-11-29"))
        #expect(forecast.status == .current)
        #expect(forecast.basis == .recent)
        #expect(forecast.spanDistance == 1_000)
        #expect(forecast.spanDays == 50)
        #expect(forecast.averagePerDay == 20)
        // 1,010 more at 20 a day is 50.5 days: the 51st day after the last reading.
        #expect(forecast.projectedDay(reaching: 22_010) == day("2027-01-10"))
        #expect(forecast.projectedDay(reaching: 20_500) == day("2026-11-20"))
    }

    @Test func theWindowStartsOnItsFirstDayAtTheOdometerInterpolatedThere() throws {
        // The window of 2026-11-29 starts on 2026-06-02, halfway through 2,000 km from 2026-05-13 to
        // 2026-06-22: 11,000 there, then 8,500 km in the 170 days to 2026-11-19, 50 a day.
        let forecast = DistanceForecast(
            readings: readings([("2026-05-13", 10_000), ("2026-06-22", 12_000), ("2026-11-19", 19_500)]),
            today: day("2026-11-29"))
        #expect(DistanceForecast.recentWindow(endingOn: day("2026-11-29")).lowerBound == day("2026-06-02"))
        #expect(forecast.basis == .recent)
        #expect(forecast.spanDistance == 8_500)
        #expect(forecast.spanDays == 170)
        #expect(forecast.averagePerDay == 50)
        #expect(forecast.projectedOdometer(on: day("2026-11-29")) == 20_000)
        #expect(forecast.projectedOdometer(on: day("2026-11-01")) == 19_500, "the last reading's value on its day or before")
        // 510 more at 50 a day: 10.2 days, so the 11th day after the last reading.
        #expect(forecast.projectedDay(reaching: 20_010) == day("2026-11-30"))
    }

    @Test func aReadingMovingADayAcrossTheWindowsEdgeMovesTheProjectionByADayNotByMonths() throws {
        // Today 2026-11-29, window from 2026-06-02. One reading on 2026-06-01 or on 2026-06-02, then
        // nothing for five months: averaging only the readings inside gave 58.9 a day with it inside
        // and 20 a day (the last fortnight) with it a day earlier, 80 or 235 days to 25,000 km.
        let today = day("2026-11-29")
        func forecast(edgeReading: String) -> DistanceForecast {
            DistanceForecast(
                readings: readings([(edgeReading, 10_000), ("2026-11-09", 20_000), ("2026-11-24", 20_300)]), today: today)
        }
        let inside = forecast(edgeReading: "2026-06-02")
        let outside = forecast(edgeReading: "2026-06-01")
        let insideRate = try #require(inside.averagePerDay)
        let outsideRate = try #require(outside.averagePerDay)
        #expect(abs(insideRate - outsideRate) < 0.5, "\(insideRate) vs \(outsideRate)")
        let insideDay = try #require(inside.projectedDay(reaching: 25_000))
        let outsideDay = try #require(outside.projectedDay(reaching: 25_000))
        #expect(abs(insideDay.days(to: outsideDay)) <= 1, "\(insideDay) vs \(outsideDay)")
    }


    @Test(arguments: 1...200)
    func theAverageIsContinuousInTheWindowsEdge(seed: Int) throws {
        // Random driving (10 to 90 a day, readings 1 to 60 days apart) around the window's first day,
        // and one reading on the day before it or on that day, at the same value. Moving it across the
        // edge moves the odometer interpolated on the edge by about one day's distance of the interval
        // it lies on, so the average moves by at most that (plus rounding) over the span.
        var random = SplitMix(state: UInt64(seed))
        let today = day("2026-11-29")
        let edge = DistanceForecast.recentWindow(endingOn: today).lowerBound
        var history: [(CalendarDay, Int)] = []
        var date = today.adding(days: -Int.random(in: 200...500, using: &random))
        var value = Int.random(in: 0...80_000, using: &random)
        while date < today {
            if date != edge, date != edge.adding(days: -1) { history.append((date, value)) }
            let gap = Int.random(in: 1...60, using: &random)
            date = date.adding(days: gap)
            value += gap * Int.random(in: 10...90, using: &random)
        }
        let previous = try #require(history.last { $0.0 < edge.adding(days: -1) })
        let next = try #require(history.first { $0.0 > edge })
        let interval = previous.0.days(to: next.0)
        let moving = previous.1 + (next.1 - previous.1) * previous.0.days(to: edge.adding(days: -1)) / interval
        func forecast(movingOn movingDay: CalendarDay) -> DistanceForecast {
            let all = (history + [(movingDay, moving)]).sorted { $0.0 < $1.0 }
            return DistanceForecast(readings: readings(all.map { ($0.0.isoString, $0.1) }), today: today)
        }
        let outside = forecast(movingOn: edge.adding(days: -1))
        let inside = forecast(movingOn: edge)
        guard let outsideRate = outside.averagePerDay, let insideRate = inside.averagePerDay else {
            Issue.record("seed \(seed): no average (\(outside), \(inside))")
            return
        }
        let dailyDistance = Double(next.1 - moving) / Double(edge.adding(days: -1).days(to: next.0))
        let bound = (dailyDistance + 1) / Double(max(1, min(outside.spanDays, inside.spanDays)))
        #expect(abs(outsideRate - insideRate) <= bound,
                "seed \(seed): \(outsideRate) outside, \(insideRate) inside, at most \(bound) allowed")
    }

    @Test func withNothingInTheWindowTheWholeHistoryGivesTheAverage() throws {
        // No reading of the last 180 days: the whole series gives the average, for display only.
        let forecast = DistanceForecast(
            readings: readings([("2025-11-29", 10_000), ("2026-05-01", 15_000)]), today: day("2026-11-29"))
        #expect(forecast.basis == .wholeHistory)
        #expect(forecast.spanDays == 153)
        #expect(forecast.spanDistance == 5_000)
        #expect(forecast.status == .stale(lastReading: day("2026-05-01")))
        #expect(forecast.projectedOdometer(on: day("2026-11-29")) == nil)
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
        // An imported reading dated next year: neither the last reading nor part of any window. The
        // window from 2026-06-02 starts at 15,347 (interpolated between 2025-11-29 and 2026-11-10).
        let forecast = DistanceForecast(
            readings: readings(
                [("2025-11-29", 10_000), ("2026-11-10", 20_000), ("2026-11-20", 20_356), ("2027-03-01", 90_000)],
                correctionAt: 3),
            today: day("2026-11-29"))
        #expect(forecast.lastReading?.value == 20_356)
        #expect(forecast.basis == .recent)
        #expect(forecast.spanDistance == 5_009)
        #expect(forecast.spanDays == 171)
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
