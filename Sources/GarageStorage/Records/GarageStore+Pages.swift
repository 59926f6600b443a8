import GarageRules
import WidgetContract

/// The latest records of a kind, a page at a time: one indexed scan from the newest end that stops
/// after `limit` rows, and one count.
extension GarageStore {
    /// The rows `select` finds newest first (its last parameter is the limit), put oldest first,
    /// with the count of every match.
    func page<Record>(
        select: String, count: String, _ arguments: [any DatabaseValueConvertible], limit: Int,
        _ decode: (Row) throws -> Record
    ) throws -> RecordPage<Record> {
        let records = try decodedRows(select, arguments + [max(0, limit)], decode)
        let total = try database.firstRow(count, arguments) { $0.int(0) } ?? 0
        return RecordPage(records: records.reversed(), total: total)
    }

    /// A WHERE clause on one vehicle, or on the signed-in account's vehicles, and further terms.
    struct Filter {
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
