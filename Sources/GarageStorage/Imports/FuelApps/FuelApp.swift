/// An app whose CSV export Glovebox reads: the fuel logbooks people arrive from.
public enum FuelApp: String, CaseIterable, Sendable {
    /// Fuelly's fuel-up export: one table for every vehicle, a `car_name` column, units in the headers.
    case fuelly
    /// Fuelio's backup: one vehicle per file in `## Vehicle`, `## Log`, `## Costs`, … sections.
    case fuelio
    /// Drivvo's export: `##Refuelling`, `##Service`, `##Expense` sections with translated headers.
    case drivvo
    /// aCar's CSV export: `Metadata`, `Vehicles`, `Fill-Up Records`, `Event Records` sections.
    case aCar = "acar"
    /// A plain table under the header names LubeLogger's importer accepts (`date`, `odometer`,
    /// `liters`, `cost`, `partial_fuelup`, …), as spreadsheets and other apps write it.
    case csv

    /// The app's name in messages.
    public var displayName: String {
        switch self {
        case .fuelly: "Fuelly"
        case .fuelio: "Fuelio"
        case .drivvo: "Drivvo"
        case .aCar: "aCar"
        case .csv: "CSV"
        }
    }

    /// What its files are called in messages: "a Fuelio backup".
    var fileDescription: String {
        switch self {
        case .fuelly: "a Fuelly export"
        case .fuelio: "a Fuelio backup"
        case .drivvo: "a Drivvo export"
        case .aCar: "an aCar export"
        case .csv: "a fuel CSV"
        }
    }
}
