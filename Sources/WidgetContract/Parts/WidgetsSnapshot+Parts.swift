extension WidgetsSnapshot {
    /// Every part of this snapshot: one per widget kind, then one per kind and vehicle, in the
    /// snapshot's order of vehicles (see ``WidgetPart``).
    ///
    /// A vehicle whose id cannot name a file gets no part of its own; a widget configured for it
    /// then reads its kind's part. The app's ids always can (`GarageID`).
    public func parts() -> [WidgetPart] {
        parts(of: Set(WidgetKind.allCases))
    }

    /// The parts of `kinds` alone, in the order of ``parts()``: what a publish derives for the kinds
    /// that changed.
    public func parts(of kinds: Set<WidgetKind>) -> [WidgetPart] {
        let sections = WidgetKind.allCases.filter(kinds.contains).map(section(for:))
        var parts = sections.map { part(of: $0, for: nil) }
        for vehicle in vehicles where WidgetPart.isFileNameSafe(vehicle.id) {
            parts += sections.map { part(of: $0, for: vehicle.id) }
        }
        return parts
    }

    /// The part of `section` for `vehicleId`.
    func part(of section: WidgetSection, for vehicleId: String?) -> WidgetPart {
        WidgetPart(locale: locale, timeZone: timeZone, vehicleId: vehicleId, section: section.part(for: vehicleId))
    }
}
