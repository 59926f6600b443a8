import GarageRules
import GarageStorage
import WidgetContract

/// An odometer entry with its vehicle.
public struct OdometerEntryDetail: Equatable, Sendable {
    /// The entry.
    public var entry: OdometerEntry
    /// Its vehicle.
    public var vehicle: Vehicle

    /// An entry of `vehicle`.
    public init(entry: OdometerEntry, vehicle: Vehicle) {
        self.entry = entry
        self.vehicle = vehicle
    }
}

/// A service with its maintenance item and vehicle.
public struct ServiceDetail: Equatable, Sendable {
    /// The service.
    public var service: ServiceRecord
    /// Its maintenance item, or `nil` when the item cannot be read.
    public var item: MaintenanceItem?
    /// Its vehicle.
    public var vehicle: Vehicle

    /// A service of `item` on `vehicle`.
    public init(service: ServiceRecord, item: MaintenanceItem?, vehicle: Vehicle) {
        self.service = service
        self.item = item
        self.vehicle = vehicle
    }
}

/// An expense (a fill-up among them) with its vehicle.
public struct ExpenseRow: Equatable, Sendable {
    /// The expense.
    public var expense: Expense
    /// Its vehicle.
    public var vehicle: Vehicle

    /// An expense of `vehicle`.
    public init(expense: Expense, vehicle: Vehicle) {
        self.expense = expense
        self.vehicle = vehicle
    }

    /// A page of the store's expenses with their vehicles; an expense whose vehicle is not among
    /// `vehicles` is left out.
    static func page(_ page: RecordPage<Expense>, vehicles: [GarageID: Vehicle]) -> RecordPage<ExpenseRow> {
        RecordPage(
            records: page.records.compactMap { expense in vehicles[expense.vehicleID].map { ExpenseRow(expense: expense, vehicle: $0) } },
            total: page.total)
    }
}

/// A page of expenses (or fill-ups) with what converts them into the home currency.
public struct ExpenseListing: Sendable {
    /// The latest expenses asked for, oldest first, and how many there are.
    public var page: RecordPage<ExpenseRow>
    /// The rates that convert them.
    public var rates: ExchangeRates
    /// The home currency.
    public var homeCurrency: CurrencyCode

    /// A page converted with `rates` into `homeCurrency`.
    public init(page: RecordPage<ExpenseRow>, rates: ExchangeRates, homeCurrency: CurrencyCode) {
        self.page = page
        self.rates = rates
        self.homeCurrency = homeCurrency
    }
}

/// One expense (or fill-up) with its vehicle and what converts it into the home currency.
public struct ExpenseDetail: Equatable, Sendable {
    /// The expense.
    public var expense: Expense
    /// Its vehicle.
    public var vehicle: Vehicle
    /// The home currency.
    public var homeCurrency: CurrencyCode
    /// The rates that convert it.
    public var rates: ExchangeRates

    /// An expense of `vehicle`, converted with `rates` into `homeCurrency`.
    public init(expense: Expense, vehicle: Vehicle, homeCurrency: CurrencyCode, rates: ExchangeRates) {
        self.expense = expense
        self.vehicle = vehicle
        self.homeCurrency = homeCurrency
        self.rates = rates
    }
}

/// A deadline with its vehicle.
public struct DeadlineDetail: Equatable, Sendable {
    /// The deadline.
    public var deadline: Deadline
    /// Its vehicle.
    public var vehicle: Vehicle

    /// A deadline of `vehicle`.
    public init(deadline: Deadline, vehicle: Vehicle) {
        self.deadline = deadline
        self.vehicle = vehicle
    }
}

/// A maintenance item's status on a day, with its vehicle's answers.
public struct MaintenanceItemDetail: Equatable, Sendable {
    /// The item and where it stands.
    public var status: MaintenanceStatus
    /// Its vehicle's answers that day.
    public var vehicle: VehicleDashboard
    /// The day on the user's calendar.
    public var today: CalendarDay

    /// An item's status on `today`.
    public init(status: MaintenanceStatus, vehicle: VehicleDashboard, today: CalendarDay) {
        self.status = status
        self.vehicle = vehicle
        self.today = today
    }
}

/// A maintenance item about to be removed, with its vehicle and how many services go with it.
public struct ItemRemoval: Equatable, Sendable {
    /// The item.
    public var item: MaintenanceItem
    /// Its vehicle.
    public var vehicle: Vehicle
    /// The services recorded against it.
    public var services: Int

    /// An item of `vehicle` with `services` services.
    public init(item: MaintenanceItem, vehicle: Vehicle, services: Int) {
        self.item = item
        self.vehicle = vehicle
        self.services = services
    }
}
