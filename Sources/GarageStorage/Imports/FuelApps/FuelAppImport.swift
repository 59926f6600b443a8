import GarageRules

/// What a fuel app's export holds, parsed and checked but not yet stored: its vehicles, their
/// fill-ups and their other costs, each with the line it came from and a fingerprint that a second
/// import of the same row recognises.
///
/// Values are as the file states them, in its units: odometers in the vehicle's `distanceUnit`,
/// quantities in their own `VolumeUnit`, costs in `currency`. Nothing is converted; the import that
/// stores them maps each vehicle to a logbook vehicle and each row to a record.
///
/// ```swift
/// let parser = FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
/// let parsed = try parser.parse(text: text, fileName: "fuelio.csv")
/// for fill in parsed.fillUps where fill.vehicle == 0 { … fill.fingerprint, fill.occurrence … }
/// ```
public struct FuelAppImport: Equatable, Sendable {
    /// The app that wrote the file.
    public var app: FuelApp
    /// The file's name, as errors and locations name it.
    public var fileName: String
    /// The vehicles the file describes or names, in order of first mention; at least one.
    public var vehicles: [Vehicle] = []
    /// The fill-ups, in file order.
    public var fillUps: [FillUp] = []
    /// The costs other than fuel (services, taxes, parking…), in file order.
    public var costs: [Cost] = []
    /// The rows read but deliberately not imported, with why (templates, income, a second tank…).
    public var skipped: [Skipped] = []
    /// The odometer values written with a fraction (Fuelio's `53288.5`), each stored rounded to the
    /// whole unit the logbook keeps and listed here so the import can say so.
    public var roundedOdometers: [RoundedOdometer] = []
    /// The currency of every cost; `nil` when the file holds no cost.
    public var currency: CurrencyCode?
    /// The currency sign the costs are written with (`$`, `€`), when they carry one.
    public var currencySign: String?

    /// Creates an empty import of `app`'s file `fileName`.
    public init(app: FuelApp, fileName: String) {
        self.app = app
        self.fileName = fileName
    }
}
