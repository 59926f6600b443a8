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
        line = Self.line(conflict, vehicle: vehicle, words: .english)
    }

    /// The line `status` prints about `conflict`, in `words`' language (the JSON's `line` stays English).
    static func line(_ conflict: ReadingConflict, vehicle: Vehicle, words: CLIWords) -> String {
        let relation = switch conflict.kind {
        case .belowEarlier: words.text(.conflictBelowEarlier)
        case .aboveLater: words.text(.conflictAboveLater)
        }
        let side = { (reading: OdometerReading) -> String in
            words.text(.conflictSide, [
                "distance": words.distance(reading.value, vehicle.distanceUnit), "day": words.day(reading.date),
                "record": ReadingJSON.command(for: reading.source), "id": reading.recordID.rawValue,
            ])
        }
        return words.text(.conflictLine, [
            "vehicle": vehicle.name, "reading": side(conflict.reading), "relation": relation, "contradicted": side(conflict.contradicted),
        ])
    }
}
