import CSQLite
import GarageRules
import WidgetContract

/// How the exporter reads one table: its query, how a row decodes, and which columns are stored ones.
private struct ExportQuery {
    /// The query; with one `?`, the vehicle id, when it is run once per vehicle.
    let sql: String
    /// Whether `sql` is run once for each of the account's vehicles.
    let isPerVehicle: Bool
    /// How many leading columns are the row's stored columns (what a damaged row keeps).
    let storedColumns: Int32
    /// The row as a record, or `StoreError.corruptRow`.
    let decode: (Row) throws -> ExportedRow
    /// The id a damaged row is listed under.
    var id: (Row) -> String = { $0.text(0) }

    static func of(_ table: ExportedTable) -> ExportQuery {
        switch table {
        case .vehicles:
            ExportQuery(
                sql: """
                    SELECT \(GarageStore.vehicleColumns), position FROM vehicle WHERE account = \(GarageStore.signedInAccount)
                    ORDER BY position, id
                    """,
                isPerVehicle: false, storedColumns: RecordColumns(.vehicle).count + 1) { .vehicle(try GarageStore.vehicleRow($0)) }
        case .maintenanceItems:
            ExportQuery(
                sql: """
                    SELECT \(GarageStore.itemColumns) FROM maintenance_item i WHERE i.vehicle_id = ? ORDER BY i.position, i.id
                    """,
                isPerVehicle: true, storedColumns: RecordColumns(.maintenanceItem).count) {
                    .maintenanceItem(try GarageStore.itemRow($0))
                }
        case .services:
            // The cost columns stay NULL: a service's cost is the expense that names it, exported
            // (and, when damaged, listed) as that expense, so a damaged cost never hides the service.
            ExportQuery(
                sql: """
                    SELECT \(RecordColumns(.service).list("s")), NULL, NULL, NULL
                    FROM maintenance_service s WHERE s.vehicle_id = ? ORDER BY s.day, s.id
                    """,
                isPerVehicle: true, storedColumns: RecordColumns(.service).count) { .service(try GarageStore.serviceRow($0)) }
        case .expenses:
            ExportQuery(
                sql: "SELECT \(GarageStore.expenseColumns) FROM expense e WHERE e.vehicle_id = ? ORDER BY e.day, e.id",
                isPerVehicle: true, storedColumns: RecordColumns(.expense).count) { .expense(try GarageStore.expenseRow($0)) }
        case .odometerEntries:
            ExportQuery(
                sql: "SELECT \(GarageStore.entryColumns) FROM odometer_entry WHERE vehicle_id = ? ORDER BY day, id",
                isPerVehicle: true, storedColumns: RecordColumns(.odometerEntry).count) { .odometerEntry(try GarageStore.entryRow($0)) }
        case .deadlines:
            ExportQuery(
                sql: "SELECT \(GarageStore.deadlineColumns) FROM deadline WHERE vehicle_id = ? ORDER BY due_day, id",
                isPerVehicle: true, storedColumns: RecordColumns(.deadline).count) { .deadline(try GarageStore.deadlineRow($0)) }
        case .exchangeRates:
            ExportQuery(
                sql: "SELECT currency, day, rate FROM exchange_rate ORDER BY currency, day", isPerVehicle: false,
                storedColumns: 3, decode: { .exchangeRate(try storedRate($0)) }, id: { "\($0.text(0)) \($0.text(1))" })
        case .importedRows:
            // A row whose import was undone counts as new (see `importedRow(vehicleID:…)`): leaving it
            // out says the same in a logbook whose journal does not have that import.
            ExportQuery(
                sql: """
                    SELECT r.vehicle_id, r.fingerprint, r.occurrence, r.record_id, r.journal_seq FROM imported_row r
                    WHERE r.vehicle_id = ?
                        AND NOT EXISTS (SELECT 1 FROM journal j WHERE j.seq = r.journal_seq AND j.undone_by IS NOT NULL)
                    ORDER BY r.fingerprint, r.occurrence
                    """,
                isPerVehicle: true, storedColumns: 5, decode: { try importedRow($0) },
                id: { "\($0.text(0)) \($0.text(1)) \($0.text(2))" })
        }
    }

    /// An imported row, checked the way `importedRows(vehicleID:)` reads one.
    static func importedRow(_ row: Row) throws -> ExportedRow {
        // The fingerprint is the whole 64-bit integer: text that merely reads as one is damage. Its
        // type is asked first: reading a column as text converts it, and its type is undefined after.
        let isInteger = sqlite3_column_type(row.statement.handle, 1) == SQLITE_INTEGER
        let decode = RowDecoding(table: "imported_row", id: "\(row.text(0)) \(row.text(1)) \(row.text(2))")
        guard isInteger else { throw decode.fail("'\(row.text(1))' is not a fingerprint") }
        guard row.int(2) > 0 else { throw decode.fail("occurrence \(row.int(2)) is not 1 or more") }
        return .importedRow(
            vehicleID: try decode.garageID(row.text(0)),
            ImportedRow(
                fingerprint: Int64(row.int(1)), occurrence: row.int(2), recordID: try decode.garageID(row.text(3)),
                journalSequence: row.int(4)))
    }

    /// A rate row, checked the way the rate readers check it (a known currency, a day, a positive decimal).
    static func storedRate(_ row: Row) throws -> StoredRate {
        let decode = RowDecoding(table: "exchange_rate", id: "\(row.text(0)) \(row.text(1))")
        let text = row.text(2)
        guard let value = ExchangeRate.parseDecimal(text), value > 0 else { throw decode.fail("'\(text)' is not a rate") }
        return StoredRate(currency: try decode.currency(row.text(0)), day: try decode.day(row.text(1)), perEuro: text)
    }
}

/// What an export reads: every row the signed-in account owns, one at a time in a stable order, so
/// that an export of any size holds one row in memory, never the logbook.
///
/// A row that does not decode is handed over as a `DamagedStoredRow` (its stored columns, untouched)
/// instead of failing the export. That tolerance is the exporter's own: the app's read paths
/// decide for themselves what a damaged row means to them.
extension GarageStore {
    /// Hands every row of `table` to `body`, in the table's order (see `ExportedTable`): the signed-in
    /// account's rows, grouped by vehicle in the order the vehicles were added, or for rates every
    /// stored rate (public data, not the account's). Call it inside `read { }`, so that every table
    /// is read from the same state.
    public func forEachExportedRow(of table: ExportedTable, _ body: (ExportedRow) throws -> Void) throws {
        let query = ExportQuery.of(table)
        let statement = try database.prepare(query.sql)
        // A damaged vehicle's records are still read, by the id text it is stored with.
        let scopes: [[any DatabaseValueConvertible]] = query.isPerVehicle ? try exportedVehicleIDs().map { [$0] } : [[]]
        for arguments in scopes {
            try statement.bind(arguments)
            while try statement.step() {
                let row = Row(statement: statement)
                let decoded: ExportedRow
                do {
                    decoded = try query.decode(row)
                } catch let StoreError.corruptRow(_, _, reason) {
                    decoded = .damaged(
                        DamagedStoredRow(table: table.rawValue, id: query.id(row), reason: reason.description, columns: row.storedColumns(query.storedColumns)))
                }
                try body(decoded)
            }
        }
    }

    /// The ids of the signed-in account's vehicles as stored, in the order they were added.
    func exportedVehicleIDs() throws -> [String] {
        try database.rows(
            "SELECT id FROM vehicle WHERE account = \(Self.signedInAccount) ORDER BY position, id") { $0.text(0) }
    }
}

extension Row {
    /// The first `count` columns exactly as stored, with the names the query gave them.
    func storedColumns(_ count: Int32) -> [DamagedStoredRow.Column] {
        let handle = statement.handle
        return (0..<min(count, sqlite3_column_count(handle))).map { index in
            let name = sqlite3_column_name(handle, index).map { String(cString: $0) } ?? "column \(index)"
            let value: DamagedStoredRow.Value
            switch sqlite3_column_type(handle, index) {
            case SQLITE_NULL: value = .null
            case SQLITE_INTEGER: value = .integer(sqlite3_column_int64(handle, index))
            case SQLITE_FLOAT: value = .real(sqlite3_column_double(handle, index))
            case SQLITE_BLOB:
                // The pointer first, then the count, as SQLite asks.
                let bytes = sqlite3_column_blob(handle, index)
                let count = Int(sqlite3_column_bytes(handle, index))
                value = .blob(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
            default: value = .text(text(index))
            }
            return DamagedStoredRow.Column(name: name, value: value)
        }
    }
}
