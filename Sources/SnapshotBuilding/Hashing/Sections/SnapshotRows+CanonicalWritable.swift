import WidgetContract

// The rows of the sections, as their `encode(to:)` writes them: the hand-written ones call for
// call, the synthesized ones in declaration order. See ``CanonicalWritable`` for why these repeat
// the encoding.

extension SnapshotVehicle: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "id", id)
        writer.field(c, "name", name)
        writer.field(c, "subtitle", subtitle)
        writer.field(c, "url", url)
        writer.field(c, "odometerStatus", odometer.status)
        let reading = odometer.recorded
        writer.field(c, "odometer", value: reading?.value)
        writer.field(c, "odometerLabel", value: reading?.label)
        writer.field(c, "readingDate", value: reading?.readingDate)
        writer.field(c, "readingLabel", value: reading?.readingLabel)
        writer.field(c, "staleFrom", value: reading?.staleFrom)
        writer.field(c, "staleReadingLabel", value: reading?.staleLabel)
        writer.fieldIfPresent(c, "lastEconomy", value: lastEconomy)
    }
}

extension VehicleEconomy: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "label", label)
        writer.field(c, "title", title)
    }
}

extension SnapshotDeadline: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "id", id)
        writer.field(c, "label", label)
        writer.field(c, "vehicleId", vehicleId)
        writer.field(c, "vehicleName", vehicleName)
        writer.field(c, "dueDate", value: dueDate)
        writer.field(c, "dueDateLabel", dueDateLabel)
        writer.field(c, "warningFrom", value: warningFrom)
        writer.field(c, "url", url)
        writer.field(c, "rank", rank)
    }
}

extension SnapshotMaintenance: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "id", id)
        writer.field(c, "label", label)
        writer.field(c, "vehicleId", vehicleId)
        writer.field(c, "vehicleName", vehicleName)
        writer.field(c, "basis", due.basis)
        writer.field(c, "url", url)
        writer.field(c, "rank", rank)
        switch due {
        case .time(let dueDate, let dueDateLabel, let warningFrom):
            writer.field(c, "dueDate", value: dueDate)
            writer.field(c, "dueDateLabel", dueDateLabel)
            writer.field(c, "warningFrom", value: warningFrom)
        case .distance(let label, let isWarning, let isOverdue):
            writer.field(c, "distanceLabel", value: label)
            writer.field(c, "isWarning", isWarning)
            writer.field(c, "isOverdue", isOverdue)
        }
    }
}

extension SnapshotSpend: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "vehicleId", value: vehicleId)
        writer.field(c, "currencyCode", currencyCode)
        writer.field(c, "monthLabel", monthLabel)
        writer.field(c, "totalLabel", value: totalLabel)
        writer.field(c, "validUntil", value: validUntil)
        writer.field(c, "buckets", value: buckets)
        writer.field(c, "url", url)
    }
}

extension SpendBucket: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "id", value: id)
        writer.field(c, "label", label)
        writer.field(c, "ratio", ratio)
        writer.field(c, "isCurrent", isCurrent)
        writer.field(c, "isComplete", isComplete)
    }
}
