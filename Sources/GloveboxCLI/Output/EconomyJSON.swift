import AppCore
import Foundation
import GarageRules

/// A vehicle's economy as `economy --json` prints it: one entry per energy its fill-ups are in, its
/// main energy first.
///
/// Figures are decimal text rounded to 4 places (the text output shows 2); quantities are exact, in
/// the energy's base unit (`l` or `kwh`), and distances in the vehicle's unit. `energy` names the
/// chain (`petrol`, `electricity`…); `measure` says how it is counted (`liquid` or `electric`).
struct EconomyJSON: Encodable {
    let vehicleId: String
    let vehicleName: String
    let distanceUnit: String
    /// How many fuel records the vehicle has.
    let fillUps: Int
    /// The ids of fuel records without an odometer; their fuel counts in the stretch they fall in
    /// (each energy's `fillsWithoutReading` says where).
    let withoutOdometer: [String]
    /// What the vehicle runs on, main energy first (its stated energies, else its first fill's).
    let runsOn: [String]
    /// Whether its owner said what it runs on (`vehicle edit --energy`); else its first fill-up stands for it.
    let energiesStated: Bool
    let economies: [Energy]
    /// With several energies: what driving cost per distance with all of them, the sum of each
    /// chain's figure (each chain's energy is spent over every kilometre driven).
    let costPerDistanceAllEnergies: String?

    /// One energy's economy.
    struct Energy: Encodable {
        let energy: String
        let measure: String
        let unit: String
        /// Every counted stretch between full fill-ups, in order: the per-fill-up figures.
        let segments: [Segment]
        let last: Segment?
        let lifetime: Average?
        /// The window asked for (`last 5 segments`, `since 2024-01-01`) and its average.
        let window: String
        let windowAverage: Average?
        let costPerDistance: Cost?
        let skipped: [Skipped]
        /// The ids of the partial fills after the last full one, which the next full fill will count.
        let pendingPartialFills: [String]
        /// The fills without an odometer reading, and where their fuel went.
        let fillsWithoutReading: [WithoutReading]
    }

    /// A fill without an odometer reading, placed by its day.
    struct WithoutReading: Encodable {
        let fillUpId: String
        let date: String
        /// The closing fill-up of the counted stretch whose fuel includes it, if one does.
        let countedIn: String?
        let explanation: String
    }

    /// A counted stretch, shown against the full fill-up that closes it.
    struct Segment: Encodable {
        let fillUpId: String
        let fromDate: String
        let toDate: String
        let distance: Int
        let quantity: String
        let quantityUnit: String
        /// Every fill whose quantity the stretch counts: its partial fills, then the closing one.
        let fillUpIds: [String]
        let value: String?
    }

    /// An average over several stretches, with the smallest and largest of their figures.
    struct Average: Encodable {
        let value: String?
        let segments: Int
        let distance: Int
        let fromDate: String
        let toDate: String
        let minimum: String?
        let maximum: String?
    }

    /// What driving cost per unit of distance over the vehicle's life: the counted stretches whose
    /// every fill has a cost.
    struct Cost: Encodable {
        let currency: String
        let perDistanceUnit: String
        let amount: String?
        let segments: Int
        let segmentsWithoutCost: Int
        let segmentsWithoutRate: Int
    }

    /// Fills no figure counts, and why.
    struct Skipped: Encodable {
        let fillUpIds: [String]
        let date: String
        let reason: String
        let explanation: String
    }

    init(report: EconomyReport, units: [GarageRules.Energy: EconomyUnit], window: EconomyWindow) {
        vehicleId = report.vehicle.id.rawValue
        vehicleName = report.vehicle.name
        distanceUnit = report.vehicle.distanceUnit.rawValue
        fillUps = report.recordCount
        withoutOdometer = report.withoutOdometer.map(\.id.rawValue)
        runsOn = report.runsOn.map(\.rawValue)
        energiesStated = !report.vehicle.energies.isEmpty
        costPerDistanceAllEnergies = report.costPerDistanceOfAllEnergies().map { Format.decimal($0, places: 4) }
        economies = zip(report.economies, report.costs).map { economy, cost in
            // Safe: the command puts a unit in for every energy the report has.
            let unit = units[economy.energy]!
            let base = economy.energy.measure == .liquid ? VolumeUnit.litres.rawValue : VolumeUnit.kilowattHours.rawValue
            func segment(_ segment: FuelSegment) -> Segment {
                Segment(
                    fillUpId: segment.end.id.rawValue, fromDate: segment.start.day.isoString, toDate: segment.end.day.isoString,
                    distance: segment.distance, quantity: "\(segment.quantity)", quantityUnit: base,
                    fillUpIds: segment.fills.map(\.id.rawValue), value: segment.consumption(in: unit).map { Format.decimal($0, places: 4) })
            }
            return Energy(
                energy: economy.energy.rawValue, measure: economy.energy.measure.rawValue, unit: unit.rawValue, segments: economy.segments.map(segment),
                last: economy.last.map(segment), lifetime: economy.lifetime.map { Self.average($0, unit) },
                window: window.description, windowAverage: window.average(of: economy, today: report.today).map { Self.average($0, unit) },
                costPerDistance: cost.segmentCount + cost.segmentsWithoutCost + cost.segmentsWithoutRate == 0 ? nil : Cost(
                    currency: cost.currency.code, perDistanceUnit: report.vehicle.distanceUnit.rawValue,
                    amount: cost.amount(per: report.vehicle.distanceUnit).map { Format.decimal($0, places: 4) },
                    segments: cost.segmentCount, segmentsWithoutCost: cost.segmentsWithoutCost,
                    segmentsWithoutRate: cost.segmentsWithoutRate),
                skipped: economy.skipped.map { skipped in
                    Skipped(
                        fillUpIds: skipped.fills.map(\.id.rawValue), date: skipped.fills[skipped.fills.count - 1].day.isoString,
                        reason: EconomyText.code(skipped.reason), explanation: EconomyText.explanation(skipped))
                },
                pendingPartialFills: economy.pending.map(\.id.rawValue),
                fillsWithoutReading: economy.withoutReading.map { fill in
                    WithoutReading(
                        fillUpId: fill.id.rawValue, date: fill.day.isoString,
                        countedIn: economy.segments.first { $0.fills.contains(fill) }?.end.id.rawValue,
                        explanation: EconomyText.placeOfFillWithoutReading(fill, in: economy))
                })
        }
    }

    static func average(_ average: EconomyAverage, _ unit: EconomyUnit) -> Average {
        let range = average.range(in: unit)
        return Average(
            value: average.value(in: unit).map { Format.decimal($0, places: 4) }, segments: average.segments.count,
            distance: average.distance, fromDate: average.days.lowerBound.isoString, toDate: average.days.upperBound.isoString,
            minimum: range.map { Format.decimal($0.lowerBound, places: 4) },
            maximum: range.map { Format.decimal($0.upperBound, places: 4) })
    }
}
