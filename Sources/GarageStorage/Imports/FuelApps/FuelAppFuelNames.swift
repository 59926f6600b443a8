import Foundation
import GarageRules

/// The energy a fuel's name in an export says (Fuelly's `Type`, Drivvo's `Fuel`/`Combustível`), in
/// the languages those apps are used in.
///
/// A name that says no energy Glovebox keeps apart — a blend or a fuel it has no chain for (E85,
/// ethanol, flex, CNG), or just "fuel" — names none: the fill then takes its vehicle's energy for
/// its unit, as a typed fill without `--energy` does. Grades and octane numbers are petrol.
enum FuelAppFuelNames {
    static let petrol: Set<String> = [
        "regular", "midgrade", "mid-grade", "plus", "premium", "super", "super plus", "unleaded", "regular unleaded",
        "premium unleaded", "gas", "gasoline", "petrol", "e5", "e10", "super e5", "super e10", "87", "89", "91", "93", "95",
        "98", "100", "gasolina", "gasolina comum", "gasolina aditivada", "gasolina premium", "gasolina podium", "benzin",
        "benzina", "essence", "sp95", "sp98",
    ]
    static let diesel: Set<String> = ["diesel", "biodiesel", "diesel s10", "diesel s500", "gasóleo", "gasoleo", "gazole", "dízel"]
    static let lpg: Set<String> = ["lpg", "autogas", "glp", "gpl"]
    static let electricity: Set<String> = [
        "electric", "electricity", "ev", "charge", "charging", "elétrico", "eletrico", "eletricidade", "eléctrico", "electrico",
        "elektrisch", "strom",
    ]

    /// The energy `name` says, or `nil` when it says none Glovebox keeps apart.
    static func energy(named name: String) -> Energy? {
        let word = name.trimmingCharacters(in: .whitespaces).lowercased()
        if petrol.contains(word) { return .petrol }
        if diesel.contains(word) { return .diesel }
        if lpg.contains(word) { return .lpg }
        if electricity.contains(word) { return .electricity }
        return nil
    }
}
