import GarageRules
import WidgetContract

/// One row the exporter read: a record that decodes, or a row that does not.
public enum ExportedRow: Sendable {
    /// A vehicle.
    case vehicle(Vehicle)
    /// An odometer reading logged on its own.
    case odometerEntry(OdometerEntry)
    /// An expense (a service's cost included: it names its service).
    case expense(Expense)
    /// A maintenance plan item with its postponement.
    case maintenanceItem(MaintenanceItem)
    /// A logged service. Its cost is the expense that names it, so `cost` and `expenseID` are
    /// always `nil` here.
    case service(ServiceRecord)
    /// A deadline.
    case deadline(Deadline)
    /// A published exchange rate, with its decimal text exactly as stored.
    case exchangeRate(StoredRate)
    /// What an import remembers of one row it stored into `vehicleID`, so that importing the same
    /// file again adds nothing (its journal entry is this logbook's own, so it is not exported).
    case importedRow(vehicleID: GarageID, ImportedRow)
    /// A row that does not decode.
    case damaged(DamagedStoredRow)
}

/// An exchange rate as the logbook stores it: units of `currency` per 1 EUR on `day`, as the
/// decimal text it was imported with (`1.0856`), checked to read back as a positive number.
public struct StoredRate: Hashable, Sendable {
    /// The currency quoted.
    public var currency: CurrencyCode
    /// The day it was published for.
    public var day: CalendarDay
    /// The rate's decimal text.
    public var perEuro: String

    /// Creates a stored rate.
    public init(currency: CurrencyCode, day: CalendarDay, perEuro: String) {
        self.currency = currency
        self.day = day
        self.perEuro = perEuro
    }
}

/// The kinds of rows an export reads, each from its own table, in the order the exporter reads them.
public enum ExportedTable: String, CaseIterable, Sendable {
    /// `vehicle`, in the order the vehicles were added.
    case vehicles = "vehicle"
    /// `maintenance_item` (its postponement in its row), per vehicle in the order they were added.
    case maintenanceItems = "maintenance_item"
    /// `maintenance_service`, per vehicle by day, then id.
    case services = "maintenance_service"
    /// `expense`, per vehicle by day, then id.
    case expenses = "expense"
    /// `odometer_entry`, per vehicle by day, then id.
    case odometerEntries = "odometer_entry"
    /// `deadline`, per vehicle by due day, then id.
    case deadlines = "deadline"
    /// `exchange_rate`, by currency, then day (public data, not the account's).
    case exchangeRates = "exchange_rate"
    /// `imported_row`, per vehicle by fingerprint, then occurrence; without the rows of undone
    /// imports, which count as never imported.
    case importedRows = "imported_row"
}
