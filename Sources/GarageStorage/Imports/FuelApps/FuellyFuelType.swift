import GarageRules

/// The `Type` column of Fuelly's newer export: the fuel a fill-up bought.
///
/// The logbook does not keep a fuel's grade, so a known liquid fuel is read as the energy its name
/// says (`FuelAppFuelNames`: Regular is petrol, Diesel diesel, E85 none); a charge (`Electric`) is
/// only read where the file counts its quantities in kWh, since a charge in gallons would be a wrong
/// figure; any other word is refused with its cell, since a reader that took it for fuel could count
/// a service or an expense as a fill-up.
enum FuellyFuelType {
    /// The liquid fuels' names, lowercased, as US and European users write them (grades by octane too).
    static let liquid: Set<String> = [
        "regular", "midgrade", "mid-grade", "plus", "premium", "super", "super plus", "unleaded", "regular unleaded",
        "premium unleaded", "gas", "gasoline", "petrol", "diesel", "biodiesel", "e5", "e10", "e15", "e85", "super e5",
        "super e10", "87", "89", "91", "93", "95", "98", "100", "flex", "flex fuel", "ethanol", "lpg", "autogas", "cng",
        "fuel", "fuel-up", "fuelup",
    ]
    /// The words for a charge.
    static let electric: Set<String> = ["electric", "electricity", "ev", "charge", "charging"]

    /// The energy `field` names, refusing it unless it names a fuel that a quantity in `unit` can
    /// measure (an empty cell, or a fuel without a chain of its own, names none).
    static func energy(_ field: CSVField, unit: VolumeUnit, reader: FuelAppCells) throws(ImportError) -> Energy? {
        guard let value = reader.text(field) else { return nil }
        let word = value.lowercased()
        if liquid.contains(word) {
            guard unit.energy == .liquid else {
                throw reader.fail(field, "Type '\(Quoted.excerpt(value))' is a liquid fuel, but the file's quantities are in kWh")
            }
            return FuelAppFuelNames.energy(named: word)
        }
        if electric.contains(word) {
            guard unit == .kilowattHours else {
                throw reader.fail(field, "Type '\(Quoted.excerpt(value))' is a charge, but the file's quantities are in "
                    + "\(unit.rawValue): a charge is counted in kWh (--volume-unit kwh for a file of charges only)")
            }
            return .electricity
        }
        throw reader.fail(field, "Type '\(Quoted.excerpt(value))' is no fuel Glovebox knows (Regular, Premium, Diesel, E85, LPG, "
            + "Electric…): a row that is not a fill-up is not read as one")
    }
}
