import WidgetContract

extension EntryModelBuilder {
    /// How many of a vehicle's upcoming items the vehicle widget lists under its details.
    ///
    /// Large holds 5: its 40-point rows start below the name, model, odometer and the reading's
    /// day, so a sixth would end past the bottom of the drawing; every renderer shows the same rows.
    public static func vehicleRowCapacity(of family: WidgetSize) -> Int {
        switch family {
        case .small, .accessoryRectangular: 0
        case .medium: 2
        case .large: 5
        }
    }

    /// Whether the vehicle widget draws the latest economy: beside the odometer where there is room
    /// for it (medium and large), not in the small sizes, whose width the odometer takes.
    public static func showsEconomy(in family: WidgetSize) -> Bool {
        family == .medium || family == .large
    }

    /// The vehicle widget: details and odometer with the latest economy, then the vehicle's deadlines
    /// and maintenance items merged into one list, most urgent first on `day` (``UrgencyOrder``).
    func vehicleContent(_ section: VehicleSection, on day: CalendarDay) -> (WidgetBody, String?) {
        let vehicle: SnapshotVehicle
        switch choice(among: section.vehicles, id: \.id, basics: section.basics) {
        case .message(let body): return (body, nil)
        case .all: vehicle = section.vehicles[0]
        case .one(let named): vehicle = named
        }
        let capacity = Self.vehicleRowCapacity(of: configuration.family)
        var rows: [DueRow] = []
        if capacity > 0 {
            let items = section.deadlines.filter { $0.vehicleId == vehicle.id }.map(DueItem.deadline)
                + section.maintenance.filter { $0.vehicleId == vehicle.id }.map(DueItem.maintenance)
            rows = UrgencyOrder.sorted(items, on: day).prefix(capacity).map {
                row($0, on: day, phrases: section.dayPhrases)
            }
        }
        let content = VehicleContent(
            name: vehicle.name, subtitle: vehicle.subtitle,
            odometer: Self.odometer(vehicle.odometer, noReading: section.noReading, on: day), rows: rows,
            economy: Self.showsEconomy(in: configuration.family) ? vehicle.lastEconomy : nil)
        return (.vehicle(content), vehicle.url)
    }

    /// What goes where the odometer is drawn on `day`: the reading with its day (the stale
    /// wording from its `staleFrom` on), the no-reading sentence, or the lock's placeholder.
    static func odometer(_ odometer: VehicleOdometer, noReading: String, on day: CalendarDay) -> OdometerDisplay {
        switch odometer {
        case .recorded(let reading):
            let isStale = reading.isStale(on: day)
            return .reading(value: reading.label, note: isStale ? reading.staleLabel : reading.readingLabel, isStale: isStale)
        case .noReading: return .noReading(noReading)
        case .hidden: return .hidden
        }
    }
}
