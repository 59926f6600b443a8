import WidgetContract

extension EntryModelBuilder {
    /// How many of a vehicle's upcoming items the vehicle widget lists under its details.
    ///
    /// Large holds 5: its 40-point rows start below the name, model and odometer, so a sixth
    /// would end past the bottom of the drawing; every renderer shows the same rows.
    public static func vehicleRowCapacity(of family: WidgetSize) -> Int {
        switch family {
        case .small, .accessoryRectangular: 0
        case .medium: 2
        case .large: 5
        }
    }

    /// The vehicle widget: details, then the vehicle's next deadlines and next maintenance, alternating
    /// (its first deadline, its first maintenance, its second deadline, …), each list in snapshot order.
    func vehicleContent(
        _ vehicle: SnapshotVehicle, in snapshot: WidgetsSnapshot, on day: CalendarDay
    ) -> (WidgetBody, String?) {
        let capacity = Self.vehicleRowCapacity(of: configuration.family)
        var rows: [DueRow] = []
        if capacity > 0 {
            // At most `capacity` of each can be shown, so no more rows than that are evaluated.
            let deadlines = Array(snapshot.deadlines.lazy.filter { $0.vehicleId == vehicle.id }.prefix(capacity))
                .map { deadlineRow($0, on: day, phrases: snapshot.dayPhrases) }
            let maintenance = Array(snapshot.maintenance.lazy.filter { $0.vehicleId == vehicle.id }.prefix(capacity))
                .map { maintenanceRow($0, on: day, phrases: snapshot.dayPhrases) }
            // Alternate, so the medium size shows the next deadline and the next maintenance.
            var merged: [DueRow] = []
            for index in 0..<max(deadlines.count, maintenance.count) {
                if index < deadlines.count { merged.append(deadlines[index]) }
                if index < maintenance.count { merged.append(maintenance[index]) }
            }
            rows = Array(merged.prefix(capacity))
        }
        let content = VehicleContent(
            name: vehicle.name, subtitle: vehicle.subtitle, odometer: .sensitive(vehicle.odometerLabel), rows: rows)
        return (.vehicle(content), vehicle.url)
    }
}
