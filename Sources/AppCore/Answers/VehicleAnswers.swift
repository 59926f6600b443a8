import GarageRules
import GarageStorage
import WidgetContract

/// A vehicle with its current odometer reading, as the vehicle list shows it.
public struct VehicleReading: Equatable, Sendable {
    /// The vehicle.
    public var vehicle: Vehicle
    /// Its latest reading, or `nil` before the first.
    public var current: OdometerReading?

    /// A vehicle and its reading.
    public init(vehicle: Vehicle, current: OdometerReading?) {
        self.vehicle = vehicle
        self.current = current
    }
}

/// What one vehicle shows on a day: its dashboard entry, and the day it is worked out for.
public struct VehicleToday: Equatable, Sendable {
    /// The vehicle's answers: reading, forecast, maintenance, deadlines, spend.
    public var vehicle: VehicleDashboard
    /// The day on the user's calendar.
    public var today: CalendarDay

    /// A vehicle's answers on `today`.
    public init(vehicle: VehicleDashboard, today: CalendarDay) {
        self.vehicle = vehicle
        self.today = today
    }
}

/// A vehicle about to be removed, with what its removal deletes.
public struct VehicleRemoval: Equatable, Sendable {
    /// The vehicle.
    public var vehicle: Vehicle
    /// Its records, by kind.
    public var records: RecordCounts

    /// A vehicle and its records.
    public init(vehicle: Vehicle, records: RecordCounts) {
        self.vehicle = vehicle
        self.records = records
    }
}

/// What spending is reported from: the records of the spend window, the rates that convert them,
/// and the vehicle they were limited to (`nil` for every vehicle).
public struct SpendReport: Equatable, Sendable {
    /// The expenses of the window and the days it spans.
    public var records: SpendRecords
    /// The rates that convert what `records` holds one by one, and `unconverted`, into the home
    /// currency (for the sums the store remembers converted, none is needed).
    public var rates: ExchangeRates
    /// The vehicle asked for, or `nil` for every vehicle.
    public var vehicle: Vehicle?
    /// The expenses of the window that had no rate, oldest first: what a report says to fix.
    public var unconverted: [Expense]

    /// A report of `records`, converted with `rates`.
    public init(records: SpendRecords, rates: ExchangeRates, vehicle: Vehicle?, unconverted: [Expense] = []) {
        self.records = records
        self.rates = rates
        self.vehicle = vehicle
        self.unconverted = unconverted
    }
}
