import GarageRules
import GarageStorage
import WidgetContract

/// Seeds an empty logbook with the demo garage (see `DemoGarage`), in one transaction; signs in as
/// the demo account. The bundled rates it converts with are every logbook's already
/// (`BundledRates.table`): nothing is copied, so rates the user imported are never replaced.
public struct SeedDemo: LogbookChange {
    /// What was seeded.
    public struct Outcome: Sendable {
        /// The garage, as built in memory and inserted.
        public var garage: Garage
        /// The bundled rates the garage is dated by.
        public var rates: ECBRatesParser.Result
    }

    /// The language of what the demo "types" (its items' names and notes).
    public var language: Language

    /// A seed whose records are written in `language`.
    public init(language: Language = .english) {
        self.language = language
    }

    public var label: String { "demo" }
    public var effect: ChangeEffect { .signIn }

    public func apply(in context: ChangeContext) throws -> Outcome {
        let rates = try BundledRates.load()
        // Safe: `load` refuses an empty file.
        var garage = try DemoGarage.make(today: try context.today(), lastRateDay: rates.range!.upperBound, ids: context.ids, language: language)
        // Vehicle ids are unique on the device: one another account's vehicle holds moves aside.
        var used = Set(garage.vehicles.map(\.id))
        for vehicle in garage.vehicles {
            guard try context.store.records.isTaken(vehicle.id) else { continue }
            var free: GarageID?
            for candidate in VehicleSlug.candidates(for: vehicle.name) where !used.contains(candidate) {
                if try !context.store.records.isTaken(candidate) {
                    free = candidate
                    break
                }
            }
            // Safe: the candidates never end.
            garage = garage.replacingVehicleID(vehicle.id, with: free!)
            used.insert(free!)
        }
        try context.store.seed(garage, now: context.now)
        return Outcome(garage: garage, rates: rates)
    }
}
