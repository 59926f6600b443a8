import Foundation
import Testing
import WidgetContract
@testable import GarageRules

/// A fill-up without an odometer reading still put fuel in the tank: the rule places it by its day and
/// counts its fuel in the stretch it falls in, so no stretch loses fuel it used, and the widget's
/// latest economy follows the same rule.
///
/// Every expected figure below is worked out by hand in the comments, from the fills' quantities and
/// odometers, not by the code under test.
@Suite struct FuelWithoutReadingTests {
    /// The issue's Drivvo log (`drivvo-export.csv`): a 10 L partial fill on 2024-02-15 with no odometer,
    /// between full fills at 32,281 and 32,760 km.
    static let issueLog = [
        fill("f1", "2024-01-08", 31_250, "40"),
        fill("f2", "2024-01-22", 31_702, "38"),
        fill("f3", "2024-01-29", 31_905, "20", full: false),
        fill("f4", "2024-02-09", 32_281, "30"),
        fill("x", "2024-02-15", nil, "10", full: false),
        fill("f5", "2024-02-27", 32_760, "40"),
        fill("f6", "2024-03-13", 33_199, "38"),
        fill("f7", "2024-03-28", 33_650, "39"),
        fill("f8", "2024-04-12", 34_088, "36"),
    ]

    @Test func aPartialFillWithoutAReadingCountsInItsStretchAndInTheLifetime() throws {
        let economy = FuelEconomy(fillUps: Self.issueLog, distanceUnit: .kilometres)
        #expect(economy.segments.map(\.end.id.rawValue) == ["f2", "f4", "f5", "f6", "f7", "f8"])
        let stretch = try #require(economy.segments.first { $0.end.id.rawValue == "f5" })
        #expect(ids(stretch.fills) == ["x", "f5"])
        // 32,760 − 32,281 = 479 km on 10 + 40 = 50 L: 5,000 / 479 = 10.438413361169102… L/100 km
        // (10.44; without the 10 L it would be 40 / 479 × 100 = 8.35).
        #expect(stretch.distance == 479 && stretch.quantity == 50)
        expectClose(stretch.consumption(in: .litresPer100Kilometres), "10.4384133611691022964509394572025052", tolerance: "1e-30")
        // Lifetime: 34,088 − 31,250 = 2,838 km on 38 + (20 + 30) + (10 + 40) + 38 + 39 + 36 = 251 L:
        // 25,100 / 2,838 = 8.844256518675123… L/100 km (8.84; without the 10 L, 241 L: 8.49).
        let lifetime = try #require(economy.lifetime)
        #expect(lifetime.distance == 2_838 && lifetime.quantity == 251)
        expectClose(lifetime.value(in: .litresPer100Kilometres), "8.84425651867512332628611698379140240", tolerance: "1e-30")
        #expect(ids(economy.withoutReading) == ["x"])
    }

    @Test func aFullFillWithoutAReadingJoinsTheTwoStretchesAroundIt() throws {
        let fills = [
            fill("f1", "2024-03-01", 20_000, "30"),
            fill("f2", "2024-03-15", 20_950, "80.12"),
            fill("f3", "2024-04-01", 21_960, "86.30"),
            fill("f4", "2024-04-18", 22_980, "87.42"),
            fill("x", "2024-04-25", nil, "12.54"),
            fill("f5", "2024-05-06", 23_580, "50.10"),
        ]
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        let last = try #require(economy.last)
        // x is full but has no place on the road: f4 → x → f5 is one stretch of 23,580 − 22,980 = 600 km
        // on 12.54 + 50.10 = 62.64 L: 6,264 / 600 = 10.44 L/100 km exactly.
        #expect(last.start.id.rawValue == "f4" && ids(last.fills) == ["x", "f5"])
        expectClose(last.consumption(in: .litresPer100Kilometres), "10.44")
        // Lifetime: 3,580 km on 80.12 + 86.30 + 87.42 + 62.64 = 316.48 L: 31,648 / 3,580 = 8.84022346… L/100 km.
        expectClose(economy.lifetime?.value(in: .litresPer100Kilometres), "8.84022346368715083798882681564245810", tolerance: "1e-30")
        #expect(economy.segments.count == 4 && economy.skipped.count == 1)
        // The widget's figure is the same stretch, from the window a store reads.
        let window = FuelEconomy.latestSegmentWindow(of: fills, energy: .petrol)
        #expect(ids(window) == ["f3", "f4", "x", "f5"])
        #expect(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol) == last)
    }

    @Test func aFillWithoutAReadingThatSaysOneWasMissedBreaksTheChainUntilTheNextFullReading() {
        let fills = [
            fill("f1", "2024-03-01", 20_000, "30"),
            fill("x", "2024-03-08", nil, "40", missed: true),
            fill("f2", "2024-03-15", 20_950, "50"),
            fill("f3", "2024-03-30", 21_450, "35"),
        ]
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        // x cannot restart the chain (where it was is unknown), so f2 only marks a level again; f2 → f3
        // is 500 km on 35 L: 7 L/100 km.
        #expect(economy.skipped.map(\.reason) == [.noKnownLevelBefore, .missedFillUp, .noKnownLevelBefore])
        #expect(economy.segments.map(\.end.id.rawValue) == ["f3"])
        expectClose(economy.last?.consumption(in: .litresPer100Kilometres), "7")
    }

    @Test func aFillWithoutAReadingComesAfterTheReadingsOfItsDay() {
        // Same day as f2: placed after it, so its 5 L wait for the next full fill with a reading (f3).
        let fills = [
            fill("x", "2024-03-15", nil, "5", full: false),
            fill("f1", "2024-03-01", 20_000, "30"),
            fill("f2", "2024-03-15", 20_500, "40"),
            fill("f3", "2024-03-30", 21_000, "35"),
        ]
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        #expect(economy.segments.map { ids($0.fills) } == [["f2"], ["x", "f3"]])
        // 500 km on 5 + 35 = 40 L: 8 L/100 km; the fill after the last full reading waits.
        expectClose(economy.last?.consumption(in: .litresPer100Kilometres), "8")
        let waiting = FuelEconomy(fillUps: Array(fills.dropLast()), distanceUnit: .kilometres)
        #expect(ids(waiting.pending) == ["x"])
    }
}
