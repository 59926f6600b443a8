import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract

/// `ReadingNeighbours.conflict(with:)`: a stored reading contradicts its neighbours exactly when the
/// odometer checks would refuse writing it — one comparison, two uses.
@Suite struct ReadingConflictTests {
    let vehicle = GarageID(rawValue: "clio")!
    let today = try! CalendarDay(parsing: "2026-11-30")

    func reading(_ value: Int, daysAgo: Int, correction: Bool = false, id: String) -> OdometerReading {
        OdometerReading(
            vehicleID: vehicle, date: today.adding(days: -daysAgo), value: value, isCorrection: correction,
            source: .entry, recordID: GarageID(rawValue: id)!)
    }

    @Test func aReadingLowerThanAnEarlierOneContradictsIt() throws {
        let earlier = reading(50_000, daysAgo: 10, id: "phone")
        let pulled = reading(49_000, daysAgo: 5, id: "laptop")
        let conflict = try #require(ReadingNeighbours(previous: earlier, next: nil).conflict(with: pulled))
        #expect(conflict.kind == .belowEarlier)
        #expect(conflict.reading == pulled)
        #expect(conflict.contradicted == earlier)
    }

    @Test func aReadingHigherThanALaterOneContradictsIt() throws {
        let later = reading(49_000, daysAgo: 5, id: "laptop")
        let pulled = reading(50_000, daysAgo: 10, id: "phone")
        let conflict = try #require(ReadingNeighbours(previous: nil, next: later).conflict(with: pulled))
        #expect(conflict.kind == .aboveLater)
        #expect(conflict.contradicted == later)
    }

    @Test func aCorrectionOrALaterCorrectionContradictsNothing() {
        let earlier = reading(50_000, daysAgo: 10, id: "a")
        #expect(ReadingNeighbours(previous: earlier, next: nil).conflict(with: reading(1_000, daysAgo: 5, correction: true, id: "b")) == nil)
        let laterCorrection = reading(10, daysAgo: 1, correction: true, id: "c")
        #expect(ReadingNeighbours(previous: nil, next: laterCorrection).conflict(with: reading(60_000, daysAgo: 5, id: "d")) == nil)
    }

    /// On random neighbours, a conflict is found exactly when `check` refuses the same reading.
    @Test func aConflictIsWhatTheCheckRefuses() {
        var generator = SplitMix(seed: 0xC0FF1C7)
        for _ in 0..<2_000 {
            func random(_ id: String) -> OdometerReading? {
                Bool.random(using: &generator) ? nil : reading(
                    Int.random(in: 0...1_000, using: &generator), daysAgo: Int.random(in: 0...20, using: &generator),
                    correction: Int.random(in: 0..<4, using: &generator) == 0, id: id)
            }
            let neighbours = ReadingNeighbours(previous: random("p"), next: random("n"))
            let candidate = reading(
                Int.random(in: 0...1_000, using: &generator), daysAgo: Int.random(in: 0...20, using: &generator),
                correction: Int.random(in: 0..<4, using: &generator) == 0, id: "x")
            let refused = (try? neighbours.check(
                value: candidate.value, date: candidate.date, isCorrection: candidate.isCorrection, today: today)) == nil
            #expect((neighbours.conflict(with: candidate) != nil) == refused, "\(neighbours) \(candidate)")
        }
    }
}
