import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

/// The forecast takes four probes of the history, not the readings of its recent window. This
/// checks it against the window read whole, written out here from the rule's statement: the window's
/// readings, the latest correction in it restarting the series, the odometer interpolated on its
/// first day otherwise, the whole history when the window spans too little. Random histories with
/// corrections, drops, readings on one day and readings after today, seeded; a failing history is
/// shrunk (readings left out while it still fails) before it is reported.
@Suite struct ForecastWindowReferenceTests {
    let car = GarageID(rawValue: "car")!
    let today = try! CalendarDay(parsing: "2026-11-29")

    /// What the forecast on `today` must be, from every reading of the window.
    func reference(_ history: [OdometerReading]) -> (basis: DistanceForecast.Basis?, distance: Int, days: Int, last: OdometerReading?) {
        let firstDay = today.adding(days: -DistanceForecast.recentWindowDays)
        let known = history.filter { $0.date <= today }
        let window = known.filter { $0.date >= firstDay }
        let last = known.last
        func spans(_ start: (day: CalendarDay, value: Int), _ end: OdometerReading) -> Bool {
            start.day.days(to: end.date) >= DistanceForecast.minimumSpanDays && end.value >= start.value
        }
        if let restart = window.lastIndex(where: \.isCorrection) ?? (window.isEmpty ? nil : window.startIndex),
           let end = window.last
        {
            let first = window[restart]
            var start = (day: first.date, value: first.value)
            if !window.contains(where: \.isCorrection), let before = known.last(where: { $0.date < firstDay }),
               before.value <= first.value
            {
                // Interpolated on the window's first day, rounded to the nearest unit.
                let elapsed = before.date.days(to: firstDay)
                let interval = before.date.days(to: first.date)
                start = (firstDay, before.value + (first.value - before.value) * elapsed / interval
                    + ((first.value - before.value) * elapsed % interval * 2 >= interval ? 1 : 0))
            }
            if spans(start, end) { return (.recent, end.value - start.value, start.day.days(to: end.date), last) }
        }
        let seriesStart = known.last(where: \.isCorrection) ?? known.first
        if let seriesStart, let last, spans((seriesStart.date, seriesStart.value), last) {
            return (.wholeHistory, last.value - seriesStart.value, seriesStart.date.days(to: last.date), last)
        }
        return (nil, 0, 0, last)
    }

    func randomHistory(_ random: inout SplitMix) -> [OdometerReading] {
        var value = Int.random(in: 0...50_000, using: &random)
        let count = Int.random(in: 0...14, using: &random)
        return (0..<count).map { index in
            value = max(0, value + Int.random(in: -300...4_000, using: &random))
            // Days cluster around the window's first day and today, where the edges are.
            let edge = Bool.random(using: &random) ? -DistanceForecast.recentWindowDays : 0
            let day = today.adding(days: edge + Int.random(in: -40...20, using: &random))
            return OdometerReading(
                vehicleID: car, date: day, value: value, isCorrection: Int.random(in: 0..<6, using: &random) == 0,
                source: .entry, recordID: GarageID(rawValue: "r\(index)")!)
        }.sorted { $0.precedes($1) }
    }

    func disagrees(_ history: [OdometerReading]) -> Bool {
        let forecast = DistanceForecast(readings: history, today: today)
        let expected = reference(history)
        return forecast.basis != expected.basis || forecast.spanDistance != expected.distance
            || forecast.spanDays != expected.days || forecast.lastReading != expected.last
    }

    @Test(arguments: 1...40)
    func probesGiveWhatTheWholeWindowGives(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        var checked = 0
        for _ in 0..<250 {
            var history = randomHistory(&random)
            guard disagrees(history) else {
                checked += 1
                continue
            }
            history = ListShrinker.smallest(history) { disagrees($0) }
            let shown = history.map { "\($0.date.isoString) \($0.value)\($0.isCorrection ? " correction" : "")" }
            Issue.record("seed \(seed): the forecast differs from the window read whole for \(shown)")
            return
        }
        #expect(checked == 250)
    }
}
