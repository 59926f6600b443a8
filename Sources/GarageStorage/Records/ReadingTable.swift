import GarageRules

/// One of the three tables whose rows carry odometer readings, with the names of its reading columns.
///
/// Each has an index in reading order over (vehicle_id, day, correction, value, id) and a partial
/// index of its corrections (schema version 2), which every query here is written to use: the
/// `filter` and correction terms appear literally so that SQLite can prove a partial index applies.
struct ReadingTable: Sendable {
    /// The table.
    let name: String
    /// The source its readings are attributed to.
    let source: OdometerReading.Source
    /// The column holding the value.
    let value: String
    /// The column holding the correction flag.
    let correction: String
    /// The condition a row must meet to carry a reading (`AND`-joined before the query's own terms).
    let filter: String
    /// The columns every reading query selects, in the order `reading(_:vehicleID:)` reads them.
    let columns: String
    /// The probe statements of the day terms the repositories use, made once: a publish at 50
    /// vehicles makes some 3,000 probes, and building each text was half of what the forecasts'
    /// readings cost.
    private let probes: [ProbeShape: String]
    /// The latest correction of `vehicleID` dated on or before a day, through the corrections index.
    let latestCorrectionSQL: String
    /// Every reading of `vehicleID` dated between two days inclusive.
    let rangeSQL: String

    /// What a probe statement is made of.
    private struct ProbeShape: Hashable {
        let dayTerm: String
        let descending: Bool
        let excluding: Bool
    }

    /// The day terms whose probes are made in advance (any other is made when asked for).
    private static let knownDayTerms = ["", "day <= ?", "day > ?", "day >= ?"]

    init(name: String, source: OdometerReading.Source, value: String, correction: String, filter: String) {
        self.name = name
        self.source = source
        self.value = value
        self.correction = correction
        self.filter = filter
        let columns = "day, \(value), \(correction), id"
        self.columns = columns
        var probes: [ProbeShape: String] = [:]
        for dayTerm in Self.knownDayTerms {
            for descending in [false, true] {
                for excluding in [false, true] {
                    probes[ProbeShape(dayTerm: dayTerm, descending: descending, excluding: excluding)] = Self.probeText(
                        name: name, columns: columns, filter: filter,
                        order: Self.order(value: value, correction: correction, descending: descending),
                        dayTerm: dayTerm, excluding: excluding)
                }
            }
        }
        self.probes = probes
        latestCorrectionSQL = "SELECT \(columns) FROM \(name) WHERE \(filter)\(correction) = 1 AND vehicle_id = ? AND day <= ?"
            + " ORDER BY day DESC, \(value) DESC, id DESC LIMIT 1"
        rangeSQL = "SELECT \(columns) FROM \(name) WHERE \(filter)vehicle_id = ? AND day BETWEEN ? AND ?"
    }

    static let entries = ReadingTable(
        name: "odometer_entry", source: .entry, value: "value", correction: "is_correction", filter: "")
    static let expenses = ReadingTable(
        name: "expense", source: .expense, value: "odometer", correction: "odometer_is_correction",
        filter: "odometer IS NOT NULL AND ")
    static let services = ReadingTable(
        name: "maintenance_service", source: .service, value: "odometer", correction: "odometer_is_correction",
        filter: "odometer IS NOT NULL AND ")

    /// The three tables.
    static let all = [entries, expenses, services]

    /// The reading order of a table's rows, ascending or descending.
    private static func order(value: String, correction: String, descending: Bool) -> String {
        let direction = descending ? " DESC" : ""
        return "day\(direction), \(correction)\(direction), \(value)\(direction), id\(direction)"
    }

    /// One reading of `vehicleID`: the first in reading order (or the last, `descending`) among the
    /// rows whose day meets `dayTerm` (such as `day <= ?`, or empty for every day).
    /// With `excluding`, the row with the id bound last is left out (a record checked against its
    /// neighbours must not be its own neighbour).
    func probeSQL(dayTerm: String, descending: Bool, excluding: Bool = false) -> String {
        probes[ProbeShape(dayTerm: dayTerm, descending: descending, excluding: excluding)]
            ?? Self.probeText(
                name: name, columns: columns, filter: filter,
                order: Self.order(value: value, correction: correction, descending: descending),
                dayTerm: dayTerm, excluding: excluding)
    }

    private static func probeText(
        name: String, columns: String, filter: String, order: String, dayTerm: String, excluding: Bool
    ) -> String {
        "SELECT \(columns) FROM \(name) WHERE \(filter)vehicle_id = ?\(dayTerm.isEmpty ? "" : " AND \(dayTerm)")"
            + (excluding ? " AND id <> ?" : "") + " ORDER BY \(order) LIMIT 1"
    }

    /// The reading in the current row of a query that selected `columns`.
    func reading(_ row: Row, vehicleID: GarageID) throws -> OdometerReading {
        let decode = RowDecoding(table: name, id: row.text(3))
        return OdometerReading(
            vehicleID: vehicleID, date: try decode.day(row.text(0)), value: row.int(1), isCorrection: row.int(2) != 0,
            source: source, recordID: try decode.garageID(row.text(3)))
    }
}
