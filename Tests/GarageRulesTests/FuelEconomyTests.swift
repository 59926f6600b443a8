import Foundation
import Testing
import WidgetContract
@testable import GarageRules

/// Worked examples of the economy rule, each computed by hand (the arithmetic is in the comments).
@Suite struct FuelEconomyTests {
    /// A LubeLogger-style log in miles and US gallons, with a partial and a missed fill-up.
    let lubeLoggerStyle = [
        fill("f1", "2024-01-01", 10_000, "10", .usGallons),  // first full: anchors, counts nothing
        fill("f2", "2024-01-10", 10_300, "10", .usGallons),  // 300 mi / 10 gal = 30 mpg
        fill("f3", "2024-01-15", 10_450, "4", .usGallons, full: false),  // joins the next full fill
        fill("f4", "2024-01-20", 10_600, "6", .usGallons),  // 300 mi / (4 + 6) gal = 30 mpg, not 300 / 6 = 50
        fill("f5", "2024-02-01", 11_000, "12", .usGallons, missed: true),  // 10,600 → 11,000 left out; anchors
        fill("f6", "2024-02-10", 11_200, "8", .usGallons),  // 200 mi / 8 gal = 25 mpg
        fill("f7", "2024-02-15", 11_350, "5", .usGallons, full: false),  // pending
    ]

    @Test func partialFillsJoinTheNextFullFillAndAMissedFillUpIsLeftOut() throws {
        let economy = FuelEconomy(fillUps: lubeLoggerStyle, distanceUnit: .miles)
        #expect(economy.segments.map { ids($0.fills) } == [["f2"], ["f3", "f4"], ["f6"]])
        #expect(economy.segments.map(\.distance) == [300, 300, 200])
        expectClose(economy.segments[1].consumption(in: .milesPerUSGallon), "30")
        expectClose(economy.segments[2].consumption(in: .milesPerUSGallon), "25")
        // 30 mpg (US) is 100 × 3.785411784 / (30 × 1.609344) = 7.8404861111… L/100 km.
        expectClose(economy.segments[0].consumption(in: .litresPer100Kilometres), "7.840486111111111111111111")
        #expect(economy.skipped.map(\.reason) == [.noKnownLevelBefore, .missedFillUp])
        #expect(economy.skipped.map { ids($0.fills) } == [["f1"], ["f5"]])
        #expect(ids(economy.pending) == ["f7"])
        #expect(economy.problems.isEmpty)
        #expect(economy.last?.end.id.rawValue == "f6")
    }

    @Test func theLifetimeAverageIsDistanceWeightedAndStaysBetweenTheSegments() throws {
        let economy = FuelEconomy(fillUps: lubeLoggerStyle, distanceUnit: .miles)
        let lifetime = try #require(economy.lifetime)
        // (300 + 300 + 200) mi / (10 + 10 + 8) gal = 800 / 28 = 28.571428… mpg. The mean of the three
        // figures, (30 + 30 + 25) / 3 = 28.33, is the #132 error; the span over the fuel of the fills kept,
        // (11,200 − 10,000) / (10 + 4 + 6 + 8) = 42.86, is the #187 error: above the 30 mpg maximum.
        expectClose(lifetime.value(in: .milesPerUSGallon), "28.57142857142857142857142857")
        #expect(lifetime.range(in: .milesPerUSGallon) == decimal("25")...decimal("30"))
        #expect(lifetime.distance == 800)
        // 800 × 1.609344 km, 28 × 3.785411784 L: 100 × 105.991529952 / 1287.4752 = 8.2325104166… L/100 km.
        expectClose(lifetime.value(in: .litresPer100Kilometres), "8.232510416666666666666666667")
        // In imperial gallons: 800 / (28 × 3.785411784 / 4.54609) = 34.31285501… mpg (UK).
        expectClose(lifetime.value(in: .milesPerImperialGallon), "34.312855014424", tolerance: "1e-12")
        #expect(lifetime.value(in: .kilowattHoursPer100Kilometres) == nil)
    }

    @Test func averagesAreNotMeansOfFiguresSoATinyTopUpWeighsItsDistance() throws {
        // hargata/lubelog #132: a 0.5 L fill over 10 km at 5 L/100 km must not weigh as much as 500 km at 8.
        let economy = FuelEconomy(
            fillUps: [fill("a", "2024-03-01", 0, "40"), fill("b", "2024-03-08", 500, "40"), fill("c", "2024-03-09", 510, "0.5")],
            distanceUnit: .kilometres)
        let lifetime = try #require(economy.lifetime)
        #expect(economy.segments.compactMap { $0.consumption(in: .litresPer100Kilometres) } == [8, 5])
        // 40.5 L / 510 km = 7.9411764705… L/100 km, not (8 + 5) / 2 = 6.5.
        expectClose(lifetime.value(in: .litresPer100Kilometres), "7.941176470588235294117647059")
    }

    @Test func odometerGapsAndRepeatsAreProblemsThatNeverYieldANegativeOrInfiniteFigure() throws {
        let economy = FuelEconomy(
            fillUps: [
                fill("a", "2024-04-01", 1_000, "40"),
                fill("b", "2024-04-08", 1_500, "35"),  // 35 L / 500 km = 7
                fill("c", "2024-04-15", 1_400, "30"),  // typed 1,400 after 1,500: out of order, breaks the chain
                fill("d", "2024-04-22", 2_100, "40"),  // restarts the chain (nothing measured into it)
                fill("e", "2024-04-29", 2_600, "30"),  // 30 L / 500 km = 6
                fill("f", "2024-04-29", 2_600, "2"),  // the same odometer: no distance, left out; still full
                fill("g", "2024-05-06", 3_100, "40"),  // 40 L / 500 km from f = 8
            ],
            distanceUnit: .kilometres)
        #expect(economy.segments.map { ids($0.fills) } == [["b"], ["e"], ["g"]])
        #expect(economy.segments.compactMap { $0.consumption(in: .litresPer100Kilometres) } == [7, 6, 8])
        #expect(economy.problems.map(\.reason) == [.outOfOdometerOrder(previous: 1_500), .nonPositiveDistance(distance: 0)])
        #expect(economy.problems.map { ids($0.fills) } == [["c"], ["f"]])
        // (35 + 30 + 40) L / 1,500 km = 7 L/100 km.
        #expect(economy.lifetime?.value(in: .litresPer100Kilometres) == 7)
        #expect(economy.skipped.first { $0.reason == .noKnownLevelBefore && ids($0.fills) == ["d"] } != nil)
    }

    @Test func aMissedPartialFillBreaksTheChainUntilTheNextFullOne() {
        let economy = FuelEconomy(
            fillUps: [
                fill("a", "2024-05-01", 0, "40"),
                fill("b", "2024-05-05", 200, "10", full: false),
                fill("c", "2024-05-09", 400, "10", full: false, missed: true),  // a, b, c's stretch is unknown
                fill("d", "2024-05-12", 600, "30"),  // no known level before it: anchors only
                fill("e", "2024-05-20", 1_000, "32"),  // 32 L / 400 km = 8
            ],
            distanceUnit: .kilometres)
        #expect(economy.segments.map { ids($0.fills) } == [["e"]])
        #expect(economy.skipped.map(\.reason) == [.noKnownLevelBefore, .missedFillUp, .noKnownLevelBefore])
        #expect(economy.skipped.map { ids($0.fills) } == [["a"], ["b", "c"], ["d"]])
        #expect(economy.lifetime?.value(in: .litresPer100Kilometres) == 8)
        #expect(economy.countedQuantity == 32)
        #expect(economy.totalQuantity == 122)
    }

    @Test func zeroOrNegativeQuantitiesAreProblemsAndPartialsWithoutAFullFillAreNeverCounted() {
        let economy = FuelEconomy(
            fillUps: [
                fill("a", "2024-06-01", 0, "5", full: false),
                fill("b", "2024-06-02", 100, "40"),
                fill("c", "2024-06-09", 600, "0"),  // no quantity: breaks the chain, cannot anchor it
                fill("d", "2024-06-16", 1_100, "40"),
                fill("e", "2024-06-20", 1_300, "-3", full: false),
                fill("f", "2024-06-25", 1_500, "9", full: false),
            ],
            distanceUnit: .kilometres)
        #expect(economy.segments.isEmpty)
        #expect(economy.lifetime == nil)
        #expect(economy.problems.map(\.reason) == [.nonPositiveVolume, .nonPositiveVolume])
        #expect(economy.skipped.map { ids($0.fills) } == [["a", "b"], ["c"], ["d"], ["e"], ["f"]])
        #expect(economy.pending.isEmpty)
        #expect(economy.totalQuantity == 94)
    }

    @Test func volumeUnitsMixWithinOneVehiclesHistory() throws {
        let economy = FuelEconomy(
            fillUps: [
                fill("a", "2024-07-01", 0, "40", .litres),
                fill("b", "2024-07-10", 500, "10", .usGallons),  // 37.85411784 L / 500 km = 7.570823568
                fill("c", "2024-07-20", 900, "8", .imperialGallons),  // 36.36872 L / 400 km = 9.09218
            ],
            distanceUnit: .kilometres)
        #expect(economy.segments.compactMap { $0.consumption(in: .litresPer100Kilometres) }
            == [decimal("7.570823568"), decimal("9.09218")])
        // 74.22283784 L / 900 km = 8.2469819822… L/100 km.
        expectClose(economy.lifetime?.value(in: .litresPer100Kilometres), "8.246981982222222222222222222")
        #expect(economy.lifetime?.quantity == decimal("74.22283784"))
    }

    @Test func theOrderFillsAreGivenInDoesNotMatter() {
        let forward = FuelEconomy(fillUps: lubeLoggerStyle, distanceUnit: .miles)
        let backward = FuelEconomy(fillUps: lubeLoggerStyle.reversed(), distanceUnit: .miles)
        #expect(forward.segments == backward.segments)
        #expect(forward.skipped == backward.skipped)
        #expect(forward.pending == backward.pending)
    }

    @Test func aWindowAveragesTheSegmentsClosingInsideIt() throws {
        let economy = FuelEconomy(fillUps: lubeLoggerStyle, distanceUnit: .miles)
        // Segments close on 01-10 (30 mpg), 01-20 (30) and 02-10 (25).
        let january = try #require(economy.average(from: day("2024-01-01"), through: day("2024-01-31")))
        #expect(january.segments.map(\.end.id.rawValue) == ["f2", "f4"])
        expectClose(january.value(in: .milesPerUSGallon), "30")
        // The 30 days ending 2024-02-10 run from 2024-01-12: the 01-20 and 02-10 segments, 500 mi / 18 gal.
        let month = try #require(economy.average(overLast: 30, endingOn: day("2024-02-10")))
        #expect(month.segments.map(\.end.id.rawValue) == ["f4", "f6"])
        expectClose(month.value(in: .milesPerUSGallon), "27.77777777777777777777777778")
        #expect(month.days == day("2024-01-10")...day("2024-02-10"))
        #expect(economy.average(overLast: 5, endingOn: day("2024-02-09")) == nil)
        #expect(economy.average(overLast: 0, endingOn: day("2024-02-10")) == nil)
        #expect(economy.average(from: day("2024-02-10"), through: day("2024-01-01")) == nil)
    }

    @Test func electricChargesAreAChainOfTheirOwn() throws {
        // A plug-in hybrid: the fuel chain ignores the charges and the charge chain the fuel.
        let fills = [
            fill("p1", "2024-08-01", 0, "40"),
            fill("k1", "2024-08-02", 50, "50", .kilowattHours),
            fill("k2", "2024-08-05", 350, "45", .kilowattHours),  // 45 kWh / 300 km = 15 kWh/100 km
            fill("p2", "2024-08-09", 800, "24"),  // 24 L / 800 km = 3 L/100 km
        ]
        let fuel = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        let charge = FuelEconomy(fillUps: fills, distanceUnit: .kilometres, energy: .electricity)
        #expect(fuel.segments.map { ids($0.fills) } == [["p2"]])
        #expect(fuel.last?.consumption(in: .litresPer100Kilometres) == 3)
        #expect(fuel.last?.consumption(in: .kilowattHoursPer100Kilometres) == nil)
        #expect(charge.segments.map { ids($0.fills) } == [["k2"]])
        #expect(charge.last?.consumption(in: .kilowattHoursPer100Kilometres) == 15)
        // 300 km / 1.609344 / 45 kWh = 4.1424746149… mi/kWh.
        expectClose(charge.last?.consumption(in: .milesPerKilowattHour), "4.14247461491556", tolerance: "1e-14")
        #expect(charge.last?.consumption(in: .milesPerUSGallon) == nil)
        #expect(charge.totalQuantity == 95)
    }
}
