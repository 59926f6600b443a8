import WidgetContract

extension EntryModelBuilder {
    /// The deadlines widget: the open deadlines of the configured vehicle, or of all vehicles.
    func deadlinesContent(_ section: DeadlinesSection, on day: CalendarDay) -> (WidgetBody, String?) {
        let vehicle: VehicleReference?
        switch choice(among: section.vehicles, id: \.id, basics: section.basics) {
        case .message(let body): return (body, nil)
        case .all: vehicle = nil
        case .one(let named): vehicle = named
        }
        let items = section.deadlines.filter { vehicle == nil || $0.vehicleId == vehicle?.id }
        return dueList(items, count: section.itemCount ?? items.count, emptyText: section.noDeadlines, vehicle: vehicle, on: day) {
            deadlineRow($0, on: day, phrases: section.dayPhrases)
        }
    }

    /// The maintenance widget: the items of the configured vehicle, or of all vehicles together
    /// in one urgency order (an item due soon is never listed below one that is not).
    func maintenanceContent(_ section: MaintenanceSection, on day: CalendarDay) -> (WidgetBody, String?) {
        let vehicle: VehicleReference?
        switch choice(among: section.vehicles, id: \.id, basics: section.basics) {
        case .message(let body): return (body, nil)
        case .all: vehicle = nil
        case .one(let named): vehicle = named
        }
        let items = section.maintenance.filter { vehicle == nil || $0.vehicleId == vehicle?.id }
        return dueList(items, count: section.itemCount ?? items.count, emptyText: section.noMaintenance, vehicle: vehicle, on: day) {
            maintenanceRow($0, on: day, phrases: section.dayPhrases)
        }
    }
}
