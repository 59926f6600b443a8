import GarageRules

/// Postpones a maintenance item's current occurrence from its due point (the item, its latest
/// service and at most one base reading), writing only its postponement.
public struct Postpone: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The item, by id or name.
    public var item: String
    /// How far.
    public var request: PostponeRequest

    /// A postponement.
    public init(vehicle: String, item: String, _ request: PostponeRequest) {
        self.vehicle = vehicle
        self.item = item
        self.request = request
    }

    public var label: String { "maintenance postpone" }

    public func apply(in context: ChangeContext) throws -> MaintenanceItem {
        let found = try context.vehicle(matching: vehicle)
        let planned = try MaintenanceItem.matching(item, in: try context.store.plans.items(vehicleID: found.id), vehicle: found)
        try found.requireWritable()
        let due = DuePoint(of: planned, history: try context.store.plans.history(of: planned))
        let postponed = try planned.postponed(request, from: due)
        try context.store.plans.updatePostponement(of: postponed)
        return postponed
    }
}
