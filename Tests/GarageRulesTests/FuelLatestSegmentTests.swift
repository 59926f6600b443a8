import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

/// The latest economy (the widget's and Siri's): the stretch the latest full fill-up closes, computed from
/// a window of a few fills that gives the same answer as the whole history.
@Suite struct FuelLatestSegmentTests {
    @Test func aPartialFillJoinsTheStretchOfTheLatestFullFill() throws {
        let fills = [
            fill("f1", "2026-01-01", 10_000, "40"),
            fill("f2", "2026-01-10", 10_300, "20", full: false),
            fill("f3", "2026-01-20", 10_800, "15"),
            fill("f4", "2026-01-25", 11_000, "5", full: false),
        ]
        let segment = try #require(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol))
        #expect(segment.start.id.rawValue == "f1" && ids(segment.fills) == ["f2", "f3"])
        // 35 l over 800 km, whatever the partial fill waiting after it.
        expectClose(segment.consumption(in: .litresPer100Kilometres), "4.375")
        #expect(ids(FuelEconomy.latestSegmentWindow(of: fills, energy: .petrol)) == ["f1", "f2", "f3", "f4"])
    }

    @Test func aMissedFillUpAtTheLatestFullFillLeavesNoLatestEconomyThoughAnOlderStretchCounts() {
        let fills = [
            fill("f1", "2026-01-01", 10_000, "40"), fill("f2", "2026-01-10", 10_500, "30"),
            fill("f3", "2026-02-10", 12_000, "35", missed: true),
        ]
        #expect(FuelEconomy(fillUps: fills, distanceUnit: .kilometres).last?.end.id.rawValue == "f2")
        #expect(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol) == nil)
    }

    @Test func oneFullFillOrNoneHasNoWindowAndNoEconomy() {
        let fills = [fill("f1", "2026-01-01", 10_000, "40", full: false), fill("f2", "2026-01-10", 10_500, "30")]
        #expect(FuelEconomy.latestSegmentWindow(of: fills, energy: .petrol).isEmpty)
        #expect(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol) == nil)
        #expect(FuelEconomy.latestSegment(fillUps: [], distanceUnit: .kilometres, energy: .petrol) == nil)
    }

    @Test func theFillBeforeTheWindowStillBreaksAStretchWhoseStartIsBelowIt() {
        // f3 is typed below f2: nothing is measured across it, so f3 anchors nothing and f4 closes no stretch.
        let fills = [
            fill("f1", "2026-01-01", 10_000, "40"), fill("f2", "2026-01-10", 10_500, "30", full: false),
            fill("f3", "2026-01-20", 10_400, "30"), fill("f4", "2026-01-30", 10_900, "30"),
        ]
        #expect(ids(FuelEconomy.latestSegmentWindow(of: fills, energy: .petrol)) == ["f2", "f3", "f4"])
        #expect(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol) == nil)
    }

    @Test func chargesHaveTheirOwnChain() throws {
        let fills = [
            fill("f1", "2026-01-01", 10_000, "40"), fill("c1", "2026-01-02", 10_050, "30", .kilowattHours),
            fill("c2", "2026-01-05", 10_250, "36", .kilowattHours), fill("f2", "2026-01-08", 10_400, "20", full: false),
        ]
        #expect(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .petrol) == nil)
        let charge = try #require(FuelEconomy.latestSegment(fillUps: fills, distanceUnit: .kilometres, energy: .electricity))
        expectClose(charge.consumption(in: .kilowattHoursPer100Kilometres), "18")
        // A plug-in hybrid shows its main energy's chain, never the chain of whichever fill came last: the
        // petrol chain has no closed stretch here, so it shows nothing even after a later charge closes one.
        let hybrid = Vehicle(id: GarageID(rawValue: "phev")!, name: "PHEV", energies: [.petrol, .electricity])
        let charged = fills + [fill("c3", "2026-01-09", 10_450, "40", .kilowattHours)]
        let main = try #require(hybrid.mainEnergy(firstFill: FuelEconomy.first(of: charged)?.energy))
        #expect(main == .petrol)
        #expect(FuelEconomy.latestSegment(fillUps: charged, distanceUnit: .kilometres, energy: main) == nil)
        #expect(FuelEconomy.latestSegment(fillUps: charged, distanceUnit: .kilometres, energy: .electricity)?.end.id.rawValue == "c3")
        #expect(ids(FuelEconomy.latestSegmentWindow(of: charged, energy: .electricity)) == ["c1", "c2", "c3"])
        // A vehicle that never said runs on what it was first filled with: petrol here (f1), a charge first below.
        let unsaid = Vehicle(id: GarageID(rawValue: "car")!, name: "Car")
        #expect(unsaid.mainEnergy(firstFill: FuelEconomy.first(of: charged)?.energy) == .petrol)
        let chargedFirst = [fill("c0", "2025-12-31", 9_990, "10", .kilowattHours)] + charged
        #expect(unsaid.mainEnergy(firstFill: FuelEconomy.first(of: chargedFirst)?.energy) == .electricity)
    }

    /// On random logs (full, partial, missed, out-of-order, zero and reading-less fills, two energies), the
    /// window gives the answer of the whole history: the rule's last stretch when the latest full fill
    /// with a reading closes it, else
    /// none; and the window of the window is the window.
    @Test func theWindowAgreesWithTheWholeHistoryOnRandomLogs() {
        var measured = 0
        for seed in UInt64(1)...2_000 {
            var random = SplitMix(seed: seed)
            let log = FuelEconomyPropertyTests.randomLog(&random)
            let unit: DistanceUnit = seed % 2 == 0 ? .miles : .kilometres
            for energy in Energy.allCases {
                let whole = FuelEconomy(fillUps: log, distanceUnit: unit, energy: energy)
                // Only a full fill with a reading closes a stretch; one without joins the next.
                let latestFull = FuelEconomy.ordered(log, energy: energy).last { $0.isFull && $0.odometer != nil }
                let expected = whole.last.flatMap { $0.end == latestFull ? $0 : nil }
                let window = FuelEconomy.latestSegmentWindow(of: log, energy: energy)
                let fromWindow = FuelEconomy(fillUps: window, distanceUnit: unit, energy: energy).last
                    .flatMap { $0.end == latestFull ? $0 : nil }
                #expect(fromWindow == expected, "seed \(seed), \(energy)")
                #expect(FuelEconomy.latestSegment(fillUps: log, distanceUnit: unit, energy: energy) == expected, "seed \(seed)")
                #expect(FuelEconomy.latestSegmentWindow(of: window, energy: energy) == window, "seed \(seed)")
                if expected != nil { measured += 1 }
            }
        }
        #expect(measured > 500, "enough logs end with a counted stretch to mean something (\(measured))")
    }
}
