import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

/// The economy rule on thousands of random logs, against a second, deliberately simple implementation.
///
/// The reference walks the fills once with a running total in `Double` litres and kilometres and plain
/// `if`s, sharing no code with the rule; the logs are seeded, so a failure names the seed that
/// reproduces it.
@Suite struct FuelEconomyPropertyTests {
    /// A counted stretch as the reference sees it.
    struct ReferenceSegment: Equatable {
        var endID: String
        var kilometres: Double
        var litres: Double
    }

    /// The reference rule: a full fill with a reading closes a stretch from the previous one if nothing
    /// broke the chain since; a missed fill, a lower odometer or a quantity of zero or less breaks it; a
    /// fill without a reading only adds its fuel.
    static func reference(_ fills: [FillUp], unit: DistanceUnit) -> (segments: [ReferenceSegment], problems: Int) {
        let kilometresPerUnit = unit == .miles ? 1.609344 : 1.0
        var segments: [ReferenceSegment] = []
        var problems = 0
        var lastFullOdometer: Int? = nil
        var litresSinceLastFull = 0.0
        var previousOdometer: Int? = nil
        for fill in fills where fill.volume.unit != .kilowattHours {
            let amount = NSDecimalNumber(decimal: fill.volume.amount).doubleValue
            let litres: Double
            switch fill.volume.unit {
            case .usGallons: litres = amount * 3.785411784
            case .imperialGallons: litres = amount * 4.54609
            default: litres = amount
            }
            guard let odometer = fill.odometer else {
                // No reading: a quantity of zero or less or a missed fill-up breaks the chain, and nothing
                // restarts it here; any other fill's fuel joins the open stretch, full or not.
                if amount <= 0 { problems += 1 }
                if amount <= 0 || fill.missedPrevious {
                    lastFullOdometer = nil
                    litresSinceLastFull = 0
                } else {
                    litresSinceLastFull += litres
                }
                continue
            }
            let wentBackwards = previousOdometer != nil && odometer < previousOdometer!
            previousOdometer = odometer
            if wentBackwards || amount <= 0 {
                problems += 1
                lastFullOdometer = nil
                litresSinceLastFull = 0
                continue
            }
            if fill.missedPrevious {
                lastFullOdometer = fill.isFull ? odometer : nil
                litresSinceLastFull = 0
                continue
            }
            litresSinceLastFull += litres
            if !fill.isFull { continue }
            if let start = lastFullOdometer {
                let distance = odometer - start
                if distance > 0 {
                    segments.append(ReferenceSegment(
                        endID: fill.id.rawValue, kilometres: Double(distance) * kilometresPerUnit, litres: litresSinceLastFull))
                } else {
                    problems += 1
                }
            }
            lastFullOdometer = odometer
            litresSinceLastFull = 0
        }
        return (segments, problems)
    }

    /// A random log: days one to five apart (never the same day, so day order is the given order),
    /// mostly rising odometers with some repeats and some typed too low, three volume units, a few
    /// zero or negative quantities, one fill in ten without a reading, and a few electric charges mixed in.
    static func randomLog(_ random: inout SplitMix) -> [FillUp] {
        var fills: [FillUp] = []
        var dayNumber = CalendarDay(year: 2020, month: 1, day: 1)!.dayNumber
        var odometer = Int.random(in: 0...200_000, using: &random)
        for index in 0..<Int.random(in: 0...30, using: &random) {
            dayNumber += Int.random(in: 1...5, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<6: odometer -= Int.random(in: 1...400, using: &random)
            case 6..<12: break
            default: odometer += Int.random(in: 1...900, using: &random)
            }
            let unit: VolumeUnit
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<4: unit = .kilowattHours
            case 4..<40: unit = .usGallons
            case 40..<60: unit = .imperialGallons
            default: unit = .litres
            }
            var thousandths = Int.random(in: 1...70_000, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<2: thousandths = 0
            case 2..<3: thousandths = -thousandths
            default: break
            }
            fills.append(FillUp(
                id: GarageID(rawValue: "f\(index)")!, day: CalendarDay(dayNumber: dayNumber),
                odometer: Int.random(in: 0..<100, using: &random) < 10 ? nil : odometer,
                volume: FuelVolume(Decimal(thousandths) / 1000, unit),
                isFull: Int.random(in: 0..<100, using: &random) < 70,
                missedPrevious: Int.random(in: 0..<100, using: &random) < 8))
        }
        return fills
    }

    static func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1) }

    @Test func theRuleAgreesWithTheSimpleReferenceOnRandomLogs() throws {
        var counted = 0
        for seed in UInt64(1)...3_000 {
            var random = SplitMix(seed: seed)
            let unit: DistanceUnit = seed % 3 == 0 ? .miles : .kilometres
            let fills = Self.randomLog(&random)
            let economy = FuelEconomy(fillUps: fills, distanceUnit: unit)
            let expected = Self.reference(fills, unit: unit)

            try #require(economy.segments.map(\.end.id.rawValue) == expected.segments.map(\.endID), "seed \(seed)")
            for (segment, reference) in zip(economy.segments, expected.segments) {
                #expect(Self.close(Self.double(segment.kilometres), reference.kilometres), "seed \(seed)")
                #expect(Self.close(Self.double(segment.quantity), reference.litres), "seed \(seed)")
            }
            #expect(economy.problems.count == expected.problems, "seed \(seed)")
            let referenceLitres = expected.segments.reduce(0) { $0 + $1.litres }
            let referenceKilometres = expected.segments.reduce(0) { $0 + $1.kilometres }
            if let lifetime = economy.lifetime {
                counted += 1
                let per100 = try #require(lifetime.value(in: .litresPer100Kilometres))
                #expect(Self.close(Self.double(per100), referenceLitres * 100 / referenceKilometres), "seed \(seed)")
                let mpg = try #require(lifetime.value(in: .milesPerUSGallon))
                #expect(
                    Self.close(Self.double(mpg), (referenceKilometres / 1.609344) / (referenceLitres / 3.785411784)),
                    "seed \(seed)")
            } else {
                #expect(expected.segments.isEmpty, "seed \(seed)")
            }
        }
        // The generator must exercise the averages, not only empty logs.
        #expect(counted > 2_000)
    }

    @Test func invariantsHoldOnRandomLogs() throws {
        for seed in UInt64(10_001)...13_000 {
            var random = SplitMix(seed: seed)
            let fills = Self.randomLog(&random)
            let economy = FuelEconomy(fillUps: fills, distanceUnit: seed % 2 == 0 ? .miles : .kilometres)

            // Every liquid fill is in exactly one place, and counted ≤ total.
            let placed = economy.segments.flatMap(\.fills) + economy.skipped.flatMap(\.fills) + economy.pending
            #expect(placed.map(\.id).sorted() == fills.filter { $0.volume.energy == .liquid }.map(\.id).sorted(), "seed \(seed)")
            #expect(economy.countedQuantity <= economy.totalQuantity, "seed \(seed)")
            for segment in economy.segments {
                #expect(segment.distance > 0 && segment.quantity > 0, "seed \(seed)")
            }

            guard let lifetime = economy.lifetime else { continue }
            // Exactly, before any division: some segment uses at least the average per kilometre and some at
            // most (q × D ≥ Q × d, products of exact decimals).
            let weights = lifetime.segments.map { $0.quantity * lifetime.kilometres - lifetime.quantity * $0.kilometres }
            #expect(weights.contains { $0 >= 0 } && weights.contains { $0 <= 0 }, "seed \(seed)")
            for unit in EconomyUnit.allCases where unit.energy == .liquid {
                let bounds = try #require(lifetime.range(in: unit))
                let value = try #require(lifetime.value(in: unit))
                #expect(bounds.contains(value), "seed \(seed) \(unit)")
                // Holding the average to the range only ever moves it in the last digits.
                let raw = try #require(unit.value(quantity: lifetime.quantity, kilometres: lifetime.kilometres))
                #expect(abs(raw - value) <= abs(value) * Decimal(string: "1e-30")!, "seed \(seed) \(unit)")
            }
            // Unit round trips on the same totals: L/100 km × mpg (US) is constant, mpg (UK) / mpg (US) too.
            let per100 = try #require(lifetime.value(in: .litresPer100Kilometres))
            let us = try #require(lifetime.value(in: .milesPerUSGallon))
            let uk = try #require(lifetime.value(in: .milesPerImperialGallon))
            let perLitre = try #require(lifetime.value(in: .kilometresPerLitre))
            #expect(abs(per100 * us - decimal("235.2145833333333333333333333")) < decimal("1e-24"), "seed \(seed)")
            #expect(abs(uk / us - decimal("1.200949925504854929674409235")) < decimal("1e-24"), "seed \(seed)")
            #expect(abs(per100 * perLitre - 100) < decimal("1e-24"), "seed \(seed)")
        }
    }

    @Test func shuffledInputGivesTheSameAnswer() {
        for seed in UInt64(20_001)...20_500 {
            var random = SplitMix(seed: seed)
            let fills = Self.randomLog(&random)
            let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
            let shuffled = FuelEconomy(fillUps: fills.shuffled(using: &random), distanceUnit: .kilometres)
            #expect(economy.segments == shuffled.segments, "seed \(seed)")
            #expect(economy.skipped == shuffled.skipped, "seed \(seed)")
        }
    }
}
