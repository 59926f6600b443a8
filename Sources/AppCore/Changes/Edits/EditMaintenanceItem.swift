import GarageRules
import GarageStorage
import WidgetContract

/// Edits a maintenance plan item: each given field replaces the stored one (`.some(nil)` clears an
/// optional one), checked as a new item is (its name unique on the vehicle, without itself).
public struct EditMaintenanceItem: LogbookChange {
    /// The item's id.
    public var id: String
    /// A new name.
    public var name: String?
    /// Every N months, or `.some(nil)` for none.
    public var intervalMonths: Int??
    /// Every N distance units, or `.some(nil)` for none.
    public var intervalDistance: Int??
    /// A first due date, or `.some(nil)` for none.
    public var firstDueDate: CalendarDay??
    /// A first due odometer value, or `.some(nil)` for none.
    public var firstDueOdometer: Int??
    /// A warning lead in days, or `.some(nil)` for the default.
    public var warningDays: Int??
    /// A warning lead in distance, or `.some(nil)` for the default.
    public var warningDistance: Int??

    /// An edit.
    public init(
        id: String, name: String? = nil, intervalMonths: Int?? = nil, intervalDistance: Int?? = nil,
        firstDueDate: CalendarDay?? = nil, firstDueOdometer: Int?? = nil, warningDays: Int?? = nil,
        warningDistance: Int?? = nil
    ) {
        self.id = id
        self.name = name
        self.intervalMonths = intervalMonths
        self.intervalDistance = intervalDistance
        self.firstDueDate = firstDueDate
        self.firstDueOdometer = firstDueOdometer
        self.warningDays = warningDays
        self.warningDistance = warningDistance
    }

    public var label: String { "maintenance edit" }

    public func apply(in context: ChangeContext) throws -> MaintenanceItem {
        let store = context.store
        let (stored, vehicle) = try context.record(.maintenanceItem, id: id, store.plans.item, vehicleOf: \.vehicleID)
        var item = stored
        item.name = name ?? item.name
        if let intervalMonths { item.intervalMonths = intervalMonths }
        if let intervalDistance { item.intervalDistance = intervalDistance }
        if let firstDueDate { item.firstDueDate = firstDueDate }
        if let firstDueOdometer { item.firstDueOdometer = firstDueOdometer }
        if let warningDays { item.warningDays = warningDays }
        if let warningDistance { item.warningDistance = warningDistance }
        let checked = try item.checked(
            vehicle: vehicle, siblings: try store.plans.items(vehicleID: vehicle.id), today: try context.today())
        try store.plans.update(checked)
        return checked
    }
}
