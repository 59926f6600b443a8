import GarageRules
import WidgetContract

/// The latest records of a kind, a page at a time: one indexed scan from the newest end that stops
/// after `limit` rows, and one count.
extension GarageStore {
    /// The latest odometer entries of one vehicle, or of all the signed-in account's.
    public func latestOdometerEntries(vehicleID: GarageID?, limit: Int) throws -> RecordPage<OdometerEntry> {
        let filter = Filter(vehicleID: vehicleID, alias: nil)
        return try page(
            select: "SELECT \(Self.entryColumns) FROM odometer_entry \(filter.sql) ORDER BY day DESC, id DESC LIMIT ?",
            count: "SELECT count(*) FROM odometer_entry \(filter.sql)", filter.arguments, limit: limit, Self.entry)
    }

    /// The latest expenses of one vehicle or of all the signed-in account's, between two days (each
    /// optional).
    public func latestExpenses(
        vehicleID: GarageID?, from start: CalendarDay? = nil, through end: CalendarDay? = nil, limit: Int
    ) throws -> RecordPage<Expense> {
        var filter = Filter(vehicleID: vehicleID, alias: "e")
        if let start { filter.add("e.day >= ?", start.isoString) }
        if let end { filter.add("e.day <= ?", end.isoString) }
        return try page(
            select: "SELECT \(Self.expenseColumns) FROM expense e \(filter.sql) ORDER BY e.day DESC, e.id DESC LIMIT ?",
            count: "SELECT count(*) FROM expense e \(filter.sql)", filter.arguments, limit: limit, Self.expense)
    }

    /// The latest fuel records (fuel expenses with a quantity) of one vehicle or of all the signed-in
    /// account's, served by the partial index on fuel rows.
    public func latestFuelRecords(vehicleID: GarageID?, limit: Int) throws -> RecordPage<Expense> {
        var filter = Filter(vehicleID: vehicleID, alias: "e")
        filter.terms.append("e.fuel_quantity IS NOT NULL")
        return try page(
            select: "SELECT \(Self.expenseColumns) FROM expense e \(filter.sql) ORDER BY e.day DESC, e.id DESC LIMIT ?",
            count: "SELECT count(*) FROM expense e \(filter.sql)", filter.arguments, limit: limit, Self.expense)
    }

    /// The latest logged services of one vehicle, or of all the signed-in account's.
    public func latestServices(vehicleID: GarageID?, limit: Int) throws -> RecordPage<ServiceRecord> {
        let filter = Filter(vehicleID: vehicleID, alias: "s")
        return try page(
            select: """
                SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
                \(filter.sql) ORDER BY s.day DESC, s.id DESC LIMIT ?
                """,
            count: "SELECT count(*) FROM maintenance_service s \(filter.sql)", filter.arguments, limit: limit, Self.service)
    }

    /// The rows `select` finds newest first (its last parameter is the limit), put oldest first,
    /// with the count of every match.
    private func page<Record>(
        select: String, count: String, _ arguments: [any DatabaseValueConvertible], limit: Int,
        _ decode: (Row) throws -> Record
    ) throws -> RecordPage<Record> {
        let records = try decodedRows(select, arguments + [max(0, limit)], decode)
        let total = try database.firstRow(count, arguments) { $0.int(0) } ?? 0
        return RecordPage(records: records.reversed(), total: total)
    }

    /// A WHERE clause on one vehicle, or on the signed-in account's vehicles, and further terms.
    private struct Filter {
        var terms: [String]
        var arguments: [any DatabaseValueConvertible]

        init(vehicleID: GarageID?, alias: String?) {
            let column = (alias.map { $0 + "." } ?? "") + "vehicle_id"
            if let vehicleID {
                terms = ["\(column) = ?"]
                arguments = [vehicleID.rawValue]
            } else {
                terms = ["\(column) IN (\(GarageStore.ownVehicleIDs))"]
                arguments = []
            }
        }

        mutating func add(_ term: String, _ argument: String) {
            terms.append(term)
            arguments.append(argument)
        }

        var sql: String { "WHERE " + terms.joined(separator: " AND ") }
    }
}
