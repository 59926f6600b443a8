import GarageRules

/// The `Type` column of Fuelly's newer export: the fuel a fill-up bought.
///
/// The logbook does not keep a fuel's grade, so a known liquid fuel is read as the energy its name
/// says (`FuelAppFuelNames`: Regular is petrol, Diesel diesel, E85 none); a charge (`Electric`) is
/// only read where the file counts its quantities in kWh, since a charge in gallons would be a wrong
/// figure; any other word is refused with its cell, since a reader that took it for fuel could count
/// a service or an expense as a fill-up.
enum FuellyFuelType {
    /// The liquid fuels' names, lowercased: those that name an energy (`FuelAppFuelNames`), and the
    /// blends and fuels without a chain of their own, which are still fuel.
    static let liquid: Set<String> = FuelAppFuelNames.petrol.union(FuelAppFuelNames.diesel).union(FuelAppFuelNames.lpg)
        .union(["e15", "e85", "flex", "flex fuel", "ethanol", "cng", "fuel", "fuel-up", "fuelup"])
    /// The words for a charge.
    static let electric = FuelAppFuelNames.electricity

    /// The energy `field` names, refusing it unless it names a fuel that a quantity in `unit` can
    /// measure (an empty cell, or a fuel without a chain of its own, names none).
    static func energy(_ field: CSVField, unit: VolumeUnit, reader: FuelAppCells) throws(ImportError) -> Energy? {
        guard let value = reader.text(field) else { return nil }
        let word = value.lowercased()
        if liquid.contains(word) {
            guard unit.energy == .liquid else {
                throw reader.fail(field, .fuellyLiquidInKilowattHours(value))
            }
            return FuelAppFuelNames.energy(named: word)
        }
        if electric.contains(word) {
            guard unit == .kilowattHours else {
                throw reader.fail(field, .fuellyChargeNotInKilowattHours(type: value, unit: unit))
            }
            return .electricity
        }
        throw reader.fail(field, .fuellyUnknownType(value))
    }
}
