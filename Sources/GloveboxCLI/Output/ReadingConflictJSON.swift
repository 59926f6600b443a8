import GarageRules

/// An odometer conflict in `status --json`, and its line in `status`: the reading that disagrees,
/// the one it contradicts, and the records that hold them (what to edit or remove).
struct ReadingConflictJSON: Encodable {
    /// One side of the conflict.
    struct ReadingJSON: Encodable {
        /// The record's kind, as its command is named (`odometer`, `expense`, `service`).
        let record: String
        let id: String
        let date: String
        let value: Int
        let unit: String

        init(_ reading: OdometerReading, unit: DistanceUnit) {
            record = Self.command(for: reading.source)
            id = reading.recordID.rawValue
            date = reading.date.isoString
            value = reading.value
            self.unit = unit.rawValue
        }

        /// The command that edits or removes a reading's record.
        static func command(for source: OdometerReading.Source) -> String {
            switch source {
            case .entry: "odometer"
            case .expense: "expense"
            case .service: "service"
            }
        }
    }

    let vehicleId: String
    let vehicleName: String
    /// `below-earlier` or `above-later`: how `reading` contradicts `contradicts`.
    let kind: String
    let reading: ReadingJSON
    let contradicts: ReadingJSON
    /// The human line, as `status` prints it.
    let line: String

    init(_ conflict: ReadingConflict, vehicle: Vehicle) {
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        kind = conflict.kind.rawValue
        reading = ReadingJSON(conflict.reading, unit: vehicle.distanceUnit)
        contradicts = ReadingJSON(conflict.contradicted, unit: vehicle.distanceUnit)
        let relation = switch conflict.kind {
        case .belowEarlier: "is lower than"
        case .aboveLater: "is higher than the later"
        }
        let unit = vehicle.distanceUnit
        let side = { (reading: OdometerReading) -> String in
            let record = "(\(ReadingJSON.command(for: reading.source)) \(reading.recordID.rawValue))"
            return "\(Format.distance(reading.value, unit)) on \(reading.date.isoString) \(record)"
        }
        line = "[conflict] \(vehicle.name): odometer \(side(conflict.reading)) \(relation) \(side(conflict.contradicted)); "
            + "both are kept: edit or remove the wrong one, or mark it --correct"
    }
}
