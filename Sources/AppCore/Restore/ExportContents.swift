import Foundation
import GarageRules
import GarageStorage

/// An export document read and checked whole, as the logbook's own values: what ``RestoreExport``
/// writes. Nothing is checked against the logbook yet (the ids of other accounts' records are, in
/// the restore's transaction).
///
/// ```swift
/// let contents = try ExportContents.read(file: "garage.json")   // every rule, every record
/// try app.perform(RestoreExport(contents, replacing: false))
/// ```
public struct ExportContents: Sendable {
    /// The file it was read from, as the user named it (errors start with it).
    public var file: String
    /// The account.
    public var account: Account
    /// The account's preferences.
    public var preferences: Preferences
    /// The vehicles, in the order they were added.
    public var vehicles: [Vehicle] = []
    /// Odometer readings logged on their own.
    public var odometerEntries: [OdometerEntry] = []
    /// Expenses.
    public var expenses: [Expense] = []
    /// Maintenance plan items, per vehicle in the order they were added.
    public var maintenanceItems: [MaintenanceItem] = []
    /// Logged services.
    public var services: [ServiceRecord] = []
    /// Deadlines.
    public var deadlines: [Deadline] = []
    /// Exchange rates.
    public var exchangeRates: [ECBRatesParser.Rate] = []
    /// How many rows the export lists as damaged (they are not restored).
    public var damagedCount = 0
    /// How many notes had control or text-direction characters removed, as imports remove them.
    public var strippedNotes = 0

    /// The account's records, every kind but vehicles and rates.
    public var recordCount: Int {
        odometerEntries.count + expenses.count + maintenanceItems.count + services.count + deadlines.count
    }

    /// Reads and checks the export at `path`: the kind and version first (refusing every version
    /// but ``LogbookExport/currentVersion``), every field, then every record through the rules an
    /// import's records pass (`ImportCheck`, `TextField`), ids valid and unique across the document,
    /// references that resolve to records of the same vehicle.
    public static func read(file path: String) throws -> ExportContents {
        guard let data = FileManager.default.contents(atPath: path) else { throw AppError.unreadableFile(path) }
        return try ExportContents(document: try ExportDocument.decode(data, file: path), file: path)
    }

    /// The record at `index` of `field`, as a place in the document (`vehicles[2]`).
    static func place(_ field: LogbookExport.Field, _ index: Int) -> String {
        "\(field.rawValue)[\(index)]"
    }
}
