import WidgetContract

// Each kind's section, as its `encode(to:)` (synthesized, but for `WidgetSection`'s own) writes it:
// its fields in declaration order. See ``CanonicalWritable`` for why these repeat the encoding.

extension WidgetSection: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "kind", value: kind)
        switch self {
        case .vehicle(let section): writer.field(c, "section", value: section)
        case .deadlines(let section): writer.field(c, "section", value: section)
        case .spend(let section): writer.field(c, "section", value: section)
        case .maintenance(let section): writer.field(c, "section", value: section)
        }
    }
}

extension VehicleSection: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "basics", value: basics)
        writer.field(c, "noReading", noReading)
        writer.field(c, "dayPhrases", value: dayPhrases)
        writer.field(c, "vehicles", value: vehicles)
        writer.field(c, "deadlines", value: deadlines)
        writer.field(c, "maintenance", value: maintenance)
    }
}

extension DeadlinesSection: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "basics", value: basics)
        writer.field(c, "noDeadlines", noDeadlines)
        writer.field(c, "dayPhrases", value: dayPhrases)
        writer.field(c, "vehicles", value: vehicles)
        writer.field(c, "deadlines", value: deadlines)
        writer.fieldIfPresent(c, "itemCount", itemCount)
    }
}

extension MaintenanceSection: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "basics", value: basics)
        writer.field(c, "noMaintenance", noMaintenance)
        writer.field(c, "dayPhrases", value: dayPhrases)
        writer.field(c, "vehicles", value: vehicles)
        writer.field(c, "maintenance", value: maintenance)
        writer.fieldIfPresent(c, "itemCount", itemCount)
    }
}

extension SpendSection: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "basics", value: basics)
        writer.field(c, "monthEnded", monthEnded)
        writer.field(c, "incompleteSpend", incompleteSpend)
        writer.field(c, "incompleteMonths", incompleteMonths)
        writer.field(c, "vehicleIds", value: vehicleIds)
        writer.field(c, "spend", value: spend)
    }
}

extension SectionBasics: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "title", title)
        writer.field(c, "openApp", openApp)
        writer.field(c, "noVehicles", noVehicles)
        writer.field(c, "chooseVehicle", chooseVehicle)
        writer.field(c, "theme", value: theme)
    }
}

extension VehicleReference: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "id", id)
        writer.field(c, "url", url)
    }
}
