import GarageRules
import WidgetContract

/// Adds a maintenance plan item; it starts today at the vehicle's current odometer (one probe).
public struct AddMaintenanceItem: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The item's name.
    public var name: String
    /// Every N months.
    public var intervalMonths: Int?
    /// Every N distance units.
    public var intervalDistance: Int?
    /// The first due date.
    public var firstDueDate: CalendarDay?
    /// The first due odometer value.
    public var firstDueOdometer: Int?
    /// The warning lead in days.
    public var warningDays: Int?
    /// The warning lead in distance.
    public var warningDistance: Int?

    /// A new item.
    public init(
        vehicle: String, name: String, intervalMonths: Int? = nil, intervalDistance: Int? = nil,
        firstDueDate: CalendarDay? = nil, firstDueOdometer: Int? = nil, warningDays: Int? = nil,
        warningDistance: Int? = nil
    ) {
        self.vehicle = vehicle
        self.name = name
        self.intervalMonths = intervalMonths
        self.intervalDistance = intervalDistance
        self.firstDueDate = firstDueDate
        self.firstDueOdometer = firstDueOdometer
        self.warningDays = warningDays
        self.warningDistance = warningDistance
    }

    public var label: String { "maintenance add" }

    public func apply(in context: ChangeContext) throws -> MaintenanceItem {
        let found = try context.vehicle(matching: vehicle)
        let item = try MaintenanceItem.new(
            ids: context.ids,
            draft: MaintenanceItemDraft(
                vehicleID: found.id, name: name, intervalMonths: intervalMonths, intervalDistance: intervalDistance,
                firstDueDate: firstDueDate, firstDueOdometer: firstDueOdometer, warningDays: warningDays,
                warningDistance: warningDistance),
            vehicle: found, siblings: try context.store.plans.items(vehicleID: found.id),
            currentOdometer: try context.store.readings.reading(.latest, vehicleID: found.id)?.value, today: try context.today())
        try context.claim([item.id])
        try context.store.plans.insert(item)
        return item
    }
}
