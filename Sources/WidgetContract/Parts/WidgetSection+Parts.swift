extension WidgetSection {
    /// The section as the part for `vehicleId` holds it: that vehicle alone, or with `nil` the
    /// garage's first vehicle at most (what an unconfigured widget needs to tell an empty garage and
    /// which vehicle it is about); the rows a widget can ever list, with the count of the rest.
    ///
    /// The widget's entry model of the result equals the whole section's, on every day, for a widget
    /// configured for `vehicleId` (the tests compare them over many days).
    public func part(for vehicleId: String?) -> WidgetSection {
        switch self {
        case .vehicle(let section): .vehicle(section.part(for: vehicleId))
        case .deadlines(let section): .deadlines(section.part(for: vehicleId))
        case .spend(let section): .spend(section.part(for: vehicleId))
        case .maintenance(let section): .maintenance(section.part(for: vehicleId))
        }
    }

    /// The vehicle ids the section lists.
    public var vehicleIds: [String] {
        switch self {
        case .vehicle(let section): section.vehicles.map(\.id)
        case .deadlines(let section): section.vehicles.map(\.id)
        case .spend(let section): section.vehicleIds
        case .maintenance(let section): section.vehicles.map(\.id)
        }
    }
}

/// The ids a part keeps of `ids`: `vehicleId` alone, or the first without one.
private func keptIds(_ ids: [String], for vehicleId: String?) -> Set<String> {
    guard let vehicleId else { return Set(ids.prefix(1)) }
    return ids.contains(vehicleId) ? [vehicleId] : []
}

extension VehicleSection {
    /// The vehicle's details and the rows it can ever list (see ``WidgetSection/part(for:)``).
    func part(for vehicleId: String?) -> VehicleSection {
        let kept = keptIds(vehicles.map(\.id), for: vehicleId)
        var copy = self
        copy.vehicles = vehicles.filter { kept.contains($0.id) }
        // One list, as the widget merges them: the union of what fills its rows on any day.
        let items = deadlines.filter { kept.contains($0.vehicleId) }.map(DueItem.deadline)
            + maintenance.filter { kept.contains($0.vehicleId) }.map(DueItem.maintenance)
        let listed = UrgencyOrder.everListed(items, capacity: WidgetPart.vehicleRowCapacity)
        copy.deadlines = listed.compactMap { if case .deadline(let deadline) = $0 { deadline } else { nil } }
        copy.maintenance = listed.compactMap { if case .maintenance(let item) = $0 { item } else { nil } }
        return copy
    }
}

extension DeadlinesSection {
    /// The vehicle's deadlines (every vehicle's without one) that can ever be listed, and their count.
    func part(for vehicleId: String?) -> DeadlinesSection {
        var copy = self
        let kept = keptIds(vehicles.map(\.id), for: vehicleId)
        copy.vehicles = vehicles.filter { kept.contains($0.id) }
        let items = deadlines.filter { vehicleId == nil || $0.vehicleId == vehicleId }
        copy.deadlines = UrgencyOrder.everListed(items.map(DueItem.deadline), capacity: WidgetPart.listCapacity)
            .compactMap { if case .deadline(let deadline) = $0 { deadline } else { nil } }
        copy.itemCount = itemCount ?? items.count
        return copy
    }
}

extension MaintenanceSection {
    /// The vehicle's items (every vehicle's without one) that can ever be listed, and their count.
    func part(for vehicleId: String?) -> MaintenanceSection {
        var copy = self
        let kept = keptIds(vehicles.map(\.id), for: vehicleId)
        copy.vehicles = vehicles.filter { kept.contains($0.id) }
        let items = maintenance.filter { vehicleId == nil || $0.vehicleId == vehicleId }
        copy.maintenance = UrgencyOrder.everListed(items.map(DueItem.maintenance), capacity: WidgetPart.listCapacity)
            .compactMap { if case .maintenance(let item) = $0 { item } else { nil } }
        copy.itemCount = itemCount ?? items.count
        return copy
    }
}

extension SpendSection {
    /// The vehicle's spend entry (the all-vehicles one without a vehicle).
    func part(for vehicleId: String?) -> SpendSection {
        var copy = self
        let kept = keptIds(vehicleIds, for: vehicleId)
        copy.vehicleIds = vehicleIds.filter(kept.contains)
        copy.spend = spend.filter { $0.vehicleId == vehicleId }
        return copy
    }
}
