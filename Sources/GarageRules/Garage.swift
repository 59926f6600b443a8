import Foundation
import WidgetContract

/// The whole logbook in memory as plain values — account, vehicles, records, plans, deadlines — with
/// the rules applied to it: what tests, the demo's seed and the benchmarks' generator build.
///
/// The app never loads one (a store hands each rule exactly the facts it names). Here the same rules
/// take those facts from the records in memory: commands (`addVehicle`, `logOdometer`, `addExpense`,
/// `logService`, `postpone`, …) call the record rules (`OdometerEntry.new`, `Expense.new`, …) with the
/// neighbours and histories found here, throw a `GarageError` before changing anything, and return
/// the new records; queries (`dashboard`, `spendRecords`, `alerts`, `monthlySpend`, `forecast`) answer
/// the probes (`ReadingProbe.answer(in:)`) by scanning. The store's tests check that both give the
/// same facts for the same records.
///
/// ```swift
/// var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: try CurrencyCode("EUR"))
/// let car = try garage.addVehicle(VehicleDraft(name: "Clio", distanceUnit: .kilometres))
/// let today = Garage.day(of: now, in: TimeZone(identifier: "Europe/Lisbon")!)
/// _ = try garage.logOdometer(vehicleID: car.id, value: 84_210, date: today, today: today, ids: .random)
/// let alerts = garage.alerts(today: today)
/// ```
public struct Garage: Hashable, Codable, Sendable {
    /// The signed-in account, or `nil` when signed out (every command then throws `signedOut`).
    public var account: Account?
    /// The currency spending is reported in.
    public var homeCurrency: CurrencyCode
    /// The vehicles, in the order they were added.
    public var vehicles: [Vehicle]
    /// Odometer readings logged on their own.
    public var odometerEntries: [OdometerEntry]
    /// Expenses, including the costs of logged services.
    public var expenses: [Expense]
    /// Maintenance plan items of every vehicle.
    public var maintenanceItems: [MaintenanceItem]
    /// Logged services of maintenance items.
    public var services: [ServiceRecord]
    /// Deadlines of every vehicle.
    public var deadlines: [Deadline]

    /// Creates a garage from its parts (a store loads them; nothing is validated here).
    public init(
        account: Account? = nil, homeCurrency: CurrencyCode = .euro, vehicles: [Vehicle] = [],
        odometerEntries: [OdometerEntry] = [], expenses: [Expense] = [],
        maintenanceItems: [MaintenanceItem] = [], services: [ServiceRecord] = [], deadlines: [Deadline] = []
    ) {
        self.account = account
        self.homeCurrency = homeCurrency
        self.vehicles = vehicles
        self.odometerEntries = odometerEntries
        self.expenses = expenses
        self.maintenanceItems = maintenanceItems
        self.services = services
        self.deadlines = deadlines
    }

    /// The local calendar day containing `instant` in `timeZone` (Gregorian): how a caller turns
    /// its clock into the `today` every rule takes.
    public static func day(of instant: Date, in timeZone: TimeZone) -> CalendarDay {
        // The contract's rule, which the widget side and Siri count in too.
        DayCalendar(timeZone: timeZone).day(containing: instant)
    }

    // MARK: Looking things up

    /// The vehicle with this id, if any.
    public func vehicle(id: GarageID) -> Vehicle? {
        vehicles.first { $0.id == id }
    }

    /// The vehicle whose id is `text`, else whose name equals `text` case-insensitively.
    public func vehicle(matching text: String) throws(GarageError) -> Vehicle {
        try Vehicle.matching(text, in: vehicles)
    }

    /// The maintenance item of the vehicle whose id is `text`, else whose name equals `text` case-insensitively.
    public func maintenanceItem(matching text: String, vehicleID: GarageID) throws(GarageError) -> MaintenanceItem {
        try MaintenanceItem.matching(text, in: maintenanceItems, vehicle: knownVehicle(vehicleID))
    }

    /// The deadline of the vehicle whose id is `text`, else whose title equals `text` case-insensitively,
    /// else whose kind is `text` as `DeadlineKind(parsing:)` reads it.
    public func deadline(matching text: String, vehicleID: GarageID) throws(GarageError) -> Deadline {
        try Deadline.matching(text, in: deadlines, vehicle: knownVehicle(vehicleID))
    }

    /// The vehicle, or one that carries only the id (for messages about records of a vehicle not in the garage).
    private func knownVehicle(_ id: GarageID) -> Vehicle {
        vehicle(id: id) ?? Vehicle(id: id, name: id.rawValue)
    }
}
