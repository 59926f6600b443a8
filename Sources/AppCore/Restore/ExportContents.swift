import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// An export document read and checked whole, without holding its records: what ``RestoreExport``
/// loads, reading the file a second time. It keeps the account, the preferences, the vehicles and
/// which maintenance items each has (what the records' checks refer to), how many records of each
/// kind there are, and where each section of the file is. Nothing is checked against the logbook
/// yet (the ids of other accounts' records are, in the restore's transaction).
///
/// ```swift
/// let contents = try ExportContents.read(file: "garage.json", today: try app.today())   // every rule, every record
/// try app.perform(RestoreExport(contents, replacing: false))    // reads the file again, inserting
/// ```
public struct ExportContents: Sendable {
    /// The file it was read from, as the user named it (errors start with it).
    public var file: String
    /// The account.
    public var account: Account
    /// The account's preferences.
    public var preferences: Preferences
    /// The day the field rules' day windows were placed on when the document was checked.
    public var today: CalendarDay
    /// The vehicles, in the order they were added.
    public var vehicles: [Vehicle] = []
    /// How many records of each section the document holds.
    var counts: [LogbookExport.Field: Int] = [:]
    /// The ids of each vehicle's maintenance items.
    var itemIDs: [GarageID: Set<GarageID>] = [:]
    /// Where each section is in the file, and which file it was.
    var layout: ExportFile.Layout
    /// How many bytes the file is read at a time (see ``JSONFileReader``).
    var chunkSize = JSONFileReader.defaultChunkSize
    /// How many rows the export lists as damaged (they are not restored).
    public var damagedCount: Int { counts[.damaged, default: 0] }
    /// How many notes had control or text-direction characters removed, as imports remove them.
    public var strippedNotes = 0

    /// The account's records, every kind but vehicles and rates.
    public var recordCount: Int {
        [LogbookExport.Field.odometerEntries, .expenses, .maintenanceItems, .services, .deadlines]
            .reduce(0) { $0 + counts[$1, default: 0] }
    }

    /// The exchange rates.
    public var exchangeRateCount: Int { counts[.exchangeRates, default: 0] }

    /// What imports remember of the rows they stored, so that importing the same file again adds
    /// nothing.
    public var importedRowCount: Int { counts[.importedRows, default: 0] }

    /// Reads and checks the export at `path`: the kind and version first (refusing every version
    /// but ``LogbookExport/currentVersion``), every field, then every record through the rules an
    /// record's descriptor keeps (every field rule and record rule), ids valid and unique across the document,
    /// references that resolve to records of the same vehicle.
    ///
    /// The file is read in bounded chunks, never whole: once to check that it is JSON and to find
    /// its sections, then section by section, parents first (see ``ExportFile``). What the checks
    /// across records keep goes into a scratch database (``RestoreIndex``), so memory does not
    /// grow with the records.
    /// `today` places the field rules' day windows (no day before 1900, no event more than a year
    /// after it).
    public static func read(file path: String, today: CalendarDay) throws -> ExportContents {
        try read(file: path, today: today, chunkSize: JSONFileReader.defaultChunkSize)
    }

    /// ``read(file:today:)``, reading `chunkSize` bytes at a time, now and when restored.
    static func read(file path: String, today: CalendarDay, chunkSize: Int) throws -> ExportContents {
        let document = try ExportFile.scan(path: path, file: path, chunkSize: chunkSize)
        var contents = try ExportContents(checking: document, index: try RestoreIndex(), today: today)
        contents.chunkSize = chunkSize
        return contents
    }

    /// The record at `index` of `field`, as a place in the document (`vehicles[2]`).
    static func place(_ field: LogbookExport.Field, _ index: Int) -> String {
        "\(field.rawValue)[\(index)]"
    }
}
