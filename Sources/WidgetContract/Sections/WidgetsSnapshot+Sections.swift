extension WidgetsSnapshot {
    /// The part of the snapshot that widgets of `kind` read.
    public func section(for kind: WidgetKind) -> WidgetSection {
        switch kind {
        case .vehicle: .vehicle(vehicleSection)
        case .deadlines: .deadlines(deadlinesSection)
        case .spend: .spend(spendSection)
        case .maintenance: .maintenance(maintenanceSection)
        }
    }

    /// What the vehicle widget reads.
    public var vehicleSection: VehicleSection {
        VehicleSection(
            basics: basics(for: .vehicle), noReading: strings.noReading, dayPhrases: dayPhrases,
            vehicles: vehicles, deadlines: deadlines, maintenance: maintenance)
    }

    /// What the deadlines widget reads; ranks counted among the deadlines alone.
    public var deadlinesSection: DeadlinesSection {
        DeadlinesSection(
            basics: basics(for: .deadlines), noDeadlines: strings.noDeadlines, dayPhrases: dayPhrases,
            vehicles: vehicleReferences, deadlines: Self.ranksWithin(deadlines))
    }

    /// What the maintenance widget reads; ranks counted among the maintenance items alone.
    public var maintenanceSection: MaintenanceSection {
        MaintenanceSection(
            basics: basics(for: .maintenance), noMaintenance: strings.noMaintenance, dayPhrases: dayPhrases,
            vehicles: vehicleReferences, maintenance: Self.ranksWithin(maintenance))
    }

    /// What the spend widget reads.
    public var spendSection: SpendSection {
        SpendSection(
            basics: basics(for: .spend), monthEnded: strings.monthEnded, incompleteSpend: strings.incompleteSpend,
            incompleteMonths: strings.incompleteMonths, vehicleIds: vehicles.map(\.id), spend: spend)
    }

    /// `items` with each rank replaced by its place among the list's own ranks (0, 1, 2 …).
    ///
    /// A list widget only compares its items' ranks with each other, so this draws the same;
    /// but a deadline added ahead of every maintenance item, which moves all their ranks in the
    /// snapshot, leaves the maintenance section (and its hash) as it was. Only the vehicle
    /// widget, which merges the two lists, reads the ranks as they are.
    static func ranksWithin<Item: RankedDueItem & RankAssignable>(_ items: [Item]) -> [Item] {
        let places = Dictionary(
            Set(items.map(\.rank)).sorted().enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return items.map { item in
            var copy = item
            copy.rank = places[item.rank] ?? item.rank
            return copy
        }
    }

    private func basics(for kind: WidgetKind) -> SectionBasics {
        SectionBasics(
            title: strings.titles.title(of: kind), openApp: strings.openApp, noVehicles: strings.noVehicles,
            chooseVehicle: strings.chooseVehicle, theme: theme)
    }

    private var vehicleReferences: [VehicleReference] {
        vehicles.map { VehicleReference(id: $0.id, url: $0.url) }
    }
}
