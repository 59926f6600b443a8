/// What a vehicle's tank holds: liquid fuel, measured by volume, or electricity, measured in kilowatt-hours.
///
/// The two never mix in one figure. A plug-in hybrid has two chains of fill-ups, one per energy, and each
/// chain's consumption is that energy per distance driven (all of it, whatever powered it): fuelling does
/// not change the battery's charge, nor charging the tank's level, so each chain's full-to-full rule holds
/// on its own.
public enum FuelEnergy: String, Codable, Sendable, CaseIterable {
    /// Petrol, diesel, LPG, ethanol: measured in litres (or gallons, converted to litres exactly).
    case liquid
    /// Electricity from a charger, in kilowatt-hours as the charger counts them (charging losses included).
    case electric
}
