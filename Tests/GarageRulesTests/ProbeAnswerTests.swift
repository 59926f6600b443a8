import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract

/// A probe that the latest reading decides must give what the whole history gives: checked on seeded
/// random histories, each probe's day drawn around the readings' days, a failing history shrunk to the
/// fewest readings that still disagree.
@Suite struct ProbeAnswerTests {
    let car = GarageID(rawValue: "car")!
    let origin = CalendarDay(year: 2026, month: 3, day: 1)!

    func randomHistory(_ random: inout SplitMix) -> [OdometerReading] {
        var value = Int.random(in: 0...9_000, using: &random)
        let count = Int.random(in: 0...8, using: &random)
        return (0..<count).map { index in
            value = max(0, value + Int.random(in: -200...900, using: &random))
            return OdometerReading(
                vehicleID: car, date: origin.adding(days: Int.random(in: 0...12, using: &random)), value: value,
                isCorrection: Int.random(in: 0..<4, using: &random) == 0,
                source: [OdometerReading.Source.entry, .expense, .service].randomElement(using: &random)!,
                recordID: GarageID(rawValue: "r\(index)")!)
        }.sorted { $0.precedes($1) }
    }

    func randomProbe(_ random: inout SplitMix) -> ReadingProbe {
        let day = origin.adding(days: Int.random(in: -2...14, using: &random))
        return [
            ReadingProbe.latest, .lastOnOrBefore(day), .firstAfter(day), .firstOnOrAfter(day), .seriesStart(onOrBefore: day),
        ].randomElement(using: &random)!
    }

    func disagrees(_ probe: ReadingProbe, _ history: [OdometerReading]) -> Bool {
        guard case .decided(let reading) = probe.answer(knowingLatest: history.last) else { return false }
        return reading != probe.answer(in: history)
    }

    @Test(arguments: 1...30)
    func aDecidedAnswerIsTheWholeHistorysAnswer(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        var decided = 0
        for _ in 0..<400 {
            var history = randomHistory(&random)
            let probe = randomProbe(&random)
            if case .decided = probe.answer(knowingLatest: history.last) { decided += 1 }
            guard disagrees(probe, history) else { continue }
            history = ListShrinker.smallest(history) { disagrees(probe, $0) }
            let shown = history.map { "\($0.date.isoString) \($0.value)\($0.isCorrection ? " correction" : "")" }
            Issue.record("seed \(seed): \(probe) decided from the latest reading differs from the history \(shown)")
            return
        }
        // The shortcut must be taken often enough to matter (and to be tested): about half the draws.
        #expect(decided > 100)
    }

    @Test func whatTheLatestReadingCannotDecide() {
        let latest = OdometerReading(
            vehicleID: car, date: origin, value: 100, isCorrection: false, source: .entry, recordID: GarageID(rawValue: "a")!)
        #expect(ReadingProbe.seriesStart(onOrBefore: origin).answer(knowingLatest: latest) == .needsLookup)
        #expect(ReadingProbe.lastOnOrBefore(origin.adding(days: -1)).answer(knowingLatest: latest) == .needsLookup)
        #expect(ReadingProbe.firstAfter(origin.adding(days: -1)).answer(knowingLatest: latest) == .needsLookup)
        #expect(ReadingProbe.firstOnOrAfter(origin).answer(knowingLatest: latest) == .needsLookup)
        #expect(ReadingProbe.firstOnOrAfter(origin.adding(days: 1)).answer(knowingLatest: latest) == .decided(nil))
        #expect(ReadingProbe.seriesStart(onOrBefore: origin).answer(knowingLatest: nil) == .decided(nil))
    }
}
