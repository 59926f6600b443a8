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
    /// The columns every reading query selects, in the order `reading(_:from:vehicleID:)` reads them.
    let columns: String
    /// Every reading of `vehicleID` dated between two days inclusive.
    let rangeSQL: String

    init(name: String, source: OdometerReading.Source, value: String, correction: String, filter: String) {
        self.name = name
        self.source = source
        self.value = value
        self.correction = correction
        self.filter = filter
        let columns = "day, \(value), \(correction), id"
        self.columns = columns
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

    /// One reading of `vehicleID` (`?1`): the first in reading order (or the last, `descending`)
    /// among the rows whose day meets `dayTerm` (such as `day <= ?2`, or empty for every day). With
    /// an `excludedParameter`, the row with that id is left out (a record checked against its
    /// neighbours must not be its own neighbour). One arm of a `ReadingProbeUnion` statement.
    func probeSQL(dayTerm: String, descending: Bool, excludedParameter: String?) -> String {
        let direction = descending ? " DESC" : ""
        let order = "day\(direction), \(correction)\(direction), \(value)\(direction), id\(direction)"
        return "SELECT \(columns) FROM \(name) WHERE \(filter)vehicle_id = ?1\(dayTerm.isEmpty ? "" : " AND \(dayTerm)")"
            + (excludedParameter.map { " AND id <> \($0)" } ?? "") + " ORDER BY \(order) LIMIT 1"
    }

    /// The latest correction of `vehicleID` (`?1`) dated on or before a day (`?2`), through the
    /// corrections index. One arm of a `ReadingProbeUnion` statement.
    var latestCorrectionSQL: String {
        "SELECT \(columns) FROM \(name) WHERE \(filter)\(correction) = 1 AND vehicle_id = ?1 AND day <= ?2"
            + " ORDER BY day DESC, \(value) DESC, id DESC LIMIT 1"
    }

    /// The reading in the current row of a query that selected `columns`, from column `offset` on.
    func reading(_ row: Row, from offset: Int32 = 0, vehicleID: GarageID) throws -> OdometerReading {
        let decode = RowDecoding(table: name, id: row.text(offset + 3))
        return OdometerReading(
            vehicleID: vehicleID, date: try decode.day(row.text(offset)), value: row.int(offset + 1),
            isCorrection: row.int(offset + 2) != 0, source: source, recordID: try decode.garageID(row.text(offset + 3)))
    }
}
