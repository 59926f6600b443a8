import GarageRules
import GarageStorage

/// What an export wrote: how many records of each kind, and the rows that did not decode.
public struct ExportSummary: Sendable {
    /// The most damaged rows a summary keeps to report (it counts them all).
    public static let reportedDamagedLimit = 20

    /// The account exported.
    public var account: Account
    /// Where it went: the file, or the directory of CSV files.
    public var path: String
    /// The vehicles.
    public var vehicles = 0
    /// Odometer readings logged on their own.
    public var odometerEntries = 0
    /// Expenses.
    public var expenses = 0
    /// Maintenance plan items.
    public var maintenanceItems = 0
    /// Logged services.
    public var services = 0
    /// Deadlines.
    public var deadlines = 0
    /// Exchange rates.
    public var exchangeRates = 0
    /// What imports remember of the rows they stored.
    public var importedRows = 0
    /// How many rows did not decode (exported as stored, in `damaged`).
    public var damagedCount = 0
    /// The first of them (at most ``reportedDamagedLimit``), to report.
    public var damaged: [DamagedStoredRow] = []
    /// The bytes written.
    public var byteCount = 0

    /// Creates an empty summary.
    public init(account: Account, path: String) {
        self.account = account
        self.path = path
    }

    /// The account's records, every kind but vehicles and rates.
    public var recordCount: Int { odometerEntries + expenses + maintenanceItems + services + deadlines }

    /// Counts one row the exporter read.
    mutating func count(_ row: ExportedRow) {
        switch row {
        case .vehicle: vehicles += 1
        case .odometerEntry: odometerEntries += 1
        case .expense: expenses += 1
        case .maintenanceItem: maintenanceItems += 1
        case .service: services += 1
        case .deadline: deadlines += 1
        case .exchangeRate: exchangeRates += 1
        case .importedRow: importedRows += 1
        case .damaged(let row): note(row)
        }
    }

    /// Counts a row that did not decode, keeping the first few.
    mutating func note(_ row: DamagedStoredRow) {
        damagedCount += 1
        if damaged.count < Self.reportedDamagedLimit { damaged.append(row) }
    }
}

extension ExportedRow {
    /// The record's fields as the export writes them, or `nil` for a damaged row.
    var exportFields: [ExportField]? {
        switch self {
        case .vehicle(let value): value.exportFields
        case .odometerEntry(let value): value.exportFields
        case .expense(let value): value.exportFields
        case .maintenanceItem(let value): value.exportFields
        case .service(let value): value.exportFields
        case .deadline(let value): value.exportFields
        case .exchangeRate(let value): ExportedRate(value).fields
        case .importedRow(let vehicleID, let value): ExportedImportedRow(value, vehicleID: vehicleID).fields
        case .damaged: nil
        }
    }
}

extension ExportedTable {
    /// The document's field that lists this table's records.
    var field: LogbookExport.Field {
        switch self {
        case .vehicles: .vehicles
        case .maintenanceItems: .maintenanceItems
        case .services: .services
        case .expenses: .expenses
        case .odometerEntries: .odometerEntries
        case .deadlines: .deadlines
        case .exchangeRates: .exchangeRates
        case .importedRows: .importedRows
        }
    }

    /// The CSV columns of this table's records.
    var columns: [String] {
        switch self {
        case .vehicles: RecordExport.columns(.vehicle)
        case .maintenanceItems: RecordExport.columns(.maintenanceItem)
        case .services: RecordExport.columns(.service)
        case .expenses: RecordExport.columns(.expense)
        case .odometerEntries: RecordExport.columns(.odometerEntry)
        case .deadlines: RecordExport.columns(.deadline)
        case .exchangeRates: ExportedRate.columns
        case .importedRows: ExportedImportedRow.columns
        }
    }
}
