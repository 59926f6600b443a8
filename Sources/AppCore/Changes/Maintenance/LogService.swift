import GarageRules
import WidgetContract

/// Logs that a maintenance item was done (see `LoggedService.new`): reads the item, its latest
/// service and, with an odometer, the two neighbouring readings; writes the service, its cost's
/// expense and the item's postponement.
public struct LogService: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The item, by id or name.
    public var item: String
    /// The day it was done; today when `nil`.
    public var date: CalendarDay?
    /// The odometer then.
    public var odometer: OdometerMark?
    /// What it cost.
    public var cost: Money?
    /// A note.
    public var note: String?

    /// A service.
    public init(
        vehicle: String, item: String, date: CalendarDay? = nil, odometer: OdometerMark? = nil, cost: Money? = nil,
        note: String? = nil
    ) {
        self.vehicle = vehicle
        self.item = item
        self.date = date
        self.odometer = odometer
        self.cost = cost
        self.note = note
    }

    public var label: String { "maintenance done" }

    public func apply(in context: ChangeContext) throws -> LoggedService {
        let found = try context.vehicle(matching: vehicle)
        let planned = try MaintenanceItem.matching(item, in: try context.store.plans.items(vehicleID: found.id), vehicle: found)
        try found.requireWritable()
        let day = try date ?? context.today()
        let logged = try LoggedService.new(
            ids: context.ids, vehicle: found, item: planned, date: day, odometer: odometer, cost: cost, note: note,
            today: try context.today(),
            neighbours: try odometer.map { _ in try context.store.readings.neighbours(vehicleID: found.id, around: day) },
            latest: try context.store.plans.latestService(itemID: planned.id))
        try context.claim([logged.service.id] + [logged.expense?.id].compactMap { $0 })
        try context.store.plans.insert(logged.service)
        if let expense = logged.expense { try context.store.records.insert(expense) }
        if logged.item.postponement != planned.postponement { try context.store.plans.updatePostponement(of: logged.item) }
        return logged
    }
}
