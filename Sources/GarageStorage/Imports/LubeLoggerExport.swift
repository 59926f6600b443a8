import Foundation
import GarageRules
import WidgetContract

/// What a LubeLogger CSV export holds, parsed and validated but not yet stored.
///
/// It is also the shape the other apps' exports are imported in (`FuelAppImport.export(ofVehicle:…)`):
/// one vehicle's fill-ups, costs and readings, so that every import goes through one plan (new,
/// already imported, removed, undone; readings that go backwards; refusals with their line) and one
/// way of storing. What only those exports say is optional here: a fill's volume unit, a cost's
/// category, a row's fingerprint, the file every row is in.
public struct LubeLoggerExport: Equatable, Sendable {
    /// The vehicle described by `vehicle-and-reminders.json`, if the file was there.
    public struct Vehicle: Equatable, Sendable {
        /// The make, such as "Jeep".
        public var make: String?
        /// The model, such as "Cherokee".
        public var model: String?
        /// The model year.
        public var year: Int?
        /// The licence plate (kept in the app only).
        public var plate: String?
        /// Whether LubeLogger lets the vehicle's records go without an odometer (`OdometerOptional`).
        public var odometerOptional = false
    }

    /// A fill-up from `gasrecords.csv`.
    public struct Fuel: Equatable, Sendable {
        /// The day of the fill-up.
        public var day: CalendarDay
        /// The odometer at the fill-up.
        public var odometer: Int?
        /// The fuel quantity, when positive.
        public var quantity: Decimal?
        /// The cost, in the export's currency.
        public var cost: Money
        /// Whether the tank was filled to full.
        public var isFillToFull: Bool
        /// Whether an earlier fill-up was not recorded.
        public var missedFuelUp: Bool
        /// The note, if any.
        public var note: String?
        /// The line of its file the row starts on (0 when it was not read from a file).
        public var line = 0
        /// The column of its day's cell, from 1 (0 when it was not read from a file).
        public var dayColumn = 0
        /// The row of the file as written, when the parser printed it (see `RowSource`).
        public var source: RowSource?
        /// The unit `quantity` is in, when the file says (LubeLogger's does not: see `fuelFill`).
        public var volumeUnit: VolumeUnit?
        /// The energy bought, when the file names it (Fuelly's `Type`, Fuelio's second tank); not part
        /// of the row's fingerprint, so that rows imported before energies existed are still known.
        public var energy: Energy?
        /// Whether the file says the cost was not given (a fuel app's empty cell: `true`) or gave one
        /// (`false`); `nil` for LubeLogger's, whose `0` may be either, read as before.
        public var costUnknown: Bool?
        /// The row's fingerprint as its own app's parser made it (`nil`: LubeLogger's, from what it says).
        public var fingerprint: Int64?
    }

    /// A service record from `servicerecords.csv`.
    public struct Service: Equatable, Sendable {
        /// The day of the service.
        public var day: CalendarDay
        /// What was done.
        public var description: String
        /// The cost, in the export's currency.
        public var cost: Money
        /// The note, if any (may span lines).
        public var note: String?
        /// The odometer at the service.
        public var odometer: Int?
        /// The line of its file the row starts on (0 when it was not read from a file).
        public var line = 0
        /// The column of its day's cell, from 1 (0 when it was not read from a file).
        public var dayColumn = 0
        /// The row of the file as written, when the parser printed it (see `RowSource`).
        public var source: RowSource?
        /// The row's fingerprint as its own app's parser made it (`nil`: LubeLogger's, from what it says).
        public var fingerprint: Int64?
    }

    /// An odometer record from `odometerrecords.csv`.
    public struct Reading: Equatable, Sendable {
        /// The day of the reading.
        public var day: CalendarDay
        /// The odometer value.
        public var odometer: Int
        /// The note, if any.
        public var note: String?
        /// The line of its file the row starts on (0 when it was not read from a file).
        public var line = 0
        /// The column of its day's cell, from 1 (0 when it was not read from a file).
        public var dayColumn = 0
        /// The row of the file as written, when the parser printed it (see `RowSource`).
        public var source: RowSource?
    }

    /// A tax record from `taxrecords.csv` (or another app's cost that is not a service).
    public struct Tax: Equatable, Sendable {
        /// The day it was paid.
        public var day: CalendarDay
        /// What was paid.
        public var description: String
        /// The cost, in the export's currency.
        public var cost: Money
        /// The note, if any.
        public var note: String?
        /// The line of its file the row starts on (0 when it was not read from a file).
        public var line = 0
        /// The column of its day's cell, from 1 (0 when it was not read from a file).
        public var dayColumn = 0
        /// The row of the file as written, when the parser printed it (see `RowSource`).
        public var source: RowSource?
        /// The expense category it is stored under (LubeLogger's tax records are taxes).
        public var category: ExpenseCategory = .tax
        /// The row's fingerprint as its own app's parser made it (`nil`: LubeLogger's, from what it says).
        public var fingerprint: Int64?
    }

    /// A reminder from `vehicle-and-reminders.json`.
    public struct Reminder: Equatable, Sendable {
        /// What is due, such as "Oil Change".
        public var description: String
        /// The distance interval, when the reminder recurs by distance.
        public var everyDistance: Int?
        /// The month interval, when the reminder recurs by time.
        public var everyMonths: Int?
        /// The next due odometer value.
        public var nextDistance: Int?
        /// The next due day.
        public var nextDay: CalendarDay?
        /// LubeLogger's metric: `Odometer`, `Date` or `Both`.
        public var metric: String
    }

    /// The file every row is in, when the export is one file (another app's); `nil` for LubeLogger's
    /// directory, whose rows are named by their kind's file (`gasrecords.csv`, …).
    public var sourceFile: String?
    /// The vehicle, when described.
    public var vehicle: Vehicle?
    /// The currency of every cost: the one the costs' sign names (`$` is USD unless the user named
    /// another dollar), else the one the user named; `nil` when the export holds no cost.
    public var currency: CurrencyCode?
    /// The currency sign the costs are written with (`$`), when they carry one.
    public var currencySign: String?
    /// The fill-ups.
    public var fuel: [Fuel] = []
    /// The service records.
    public var services: [Service] = []
    /// The odometer records.
    public var readings: [Reading] = []
    /// The tax records.
    public var taxes: [Tax] = []
    /// The reminders.
    public var reminders: [Reminder] = []
}
