import GarageRules
import GarageStorage

/// What the check of an export keeps of the records it has read, for the checks that look across
/// records: ids unique across the document, a cost's service of the same vehicle and at most one
/// cost per service, one rate per currency and day, one remembered row per row of an imported
/// file. Kept in a scratch SQLite database (`Database.Access.scratch`), not in memory: SQLite holds
/// what fits its page cache and spills the rest into a temporary file of its own, so the check of
/// a million records costs the memory of a few thousand.
///
/// Places are kept as a field and a position (`expenses`, 3), and named only for a refusal.
final class RestoreIndex {
    private let database: Database

    /// An empty index.
    init() throws {
        database = try Database(path: "", access: .scratch)
        try database.executeScript(
            """
            PRAGMA cache_size = -8192;
            CREATE TABLE claimed (id TEXT PRIMARY KEY, field INTEGER NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TABLE service (id TEXT PRIMARY KEY, vehicle TEXT NOT NULL, cost INTEGER) WITHOUT ROWID;
            CREATE TABLE rate (
                currency TEXT NOT NULL, day TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (currency, day)
            ) WITHOUT ROWID;
            CREATE TABLE imported_row (
                vehicle TEXT NOT NULL, fingerprint INTEGER NOT NULL, occurrence INTEGER NOT NULL, position INTEGER NOT NULL,
                PRIMARY KEY (vehicle, fingerprint, occurrence)
            ) WITHOUT ROWID;
            BEGIN;
            """)
        // One transaction for the whole check, never committed: nothing in it outlives the check.
    }

    /// Claims `id` for the record at `position` of `field`; returns the place of the record that
    /// claimed it first, if one did.
    func claim(_ id: GarageID, field: LogbookExport.Field, position: Int) throws -> String? {
        try insert(
            "INSERT INTO claimed (id, field, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1",
            [id.rawValue, field.code, position], orFind: "SELECT field, position FROM claimed WHERE id = ?", [id.rawValue])
    }

    /// Notes a service and its vehicle.
    func addService(_ id: GarageID, vehicleID: GarageID) throws {
        try database.execute("INSERT OR REPLACE INTO service (id, vehicle) VALUES (?, ?)", [id.rawValue, vehicleID.rawValue])
    }

    /// What happened when an expense claimed to be a service's cost.
    enum CostClaim: Equatable {
        /// It is the service's cost now.
        case claimed
        /// There is no such service of the expense's vehicle.
        case noService
        /// The service already has its cost, the expense at this position.
        case taken(position: Int)
    }

    /// Makes the expense at `position` the cost of service `serviceID` of vehicle `vehicleID`.
    func claimCost(of serviceID: GarageID, vehicleID: GarageID, position: Int) throws -> CostClaim {
        let found = try database.firstRow("SELECT vehicle, cost FROM service WHERE id = ?", [serviceID.rawValue]) {
            (vehicle: $0.text(0), cost: $0.optionalInt(1))
        }
        guard let found, found.vehicle == vehicleID.rawValue else { return .noService }
        if let cost = found.cost { return .taken(position: cost) }
        try database.execute("UPDATE service SET cost = ? WHERE id = ?", [position, serviceID.rawValue])
        return .claimed
    }

    /// Claims the rate of `currency` on `day` for the rate at `position`; returns the place of the
    /// rate that claimed it first, if one did.
    func claimRate(currency: String, day: String, position: Int) throws -> String? {
        try insert(
            "INSERT INTO rate (currency, day, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1",
            [currency, day, position],
            orFind: "SELECT \(LogbookExport.Field.exchangeRates.code), position FROM rate WHERE currency = ? AND day = ?",
            [currency, day])
    }

    /// Claims a remembered row of a vehicle for the entry at `position`; returns the place of the
    /// entry that claimed it first, if one did.
    func claimImportedRow(vehicleID: GarageID, fingerprint: Int64, occurrence: Int, position: Int) throws -> String? {
        let key: [any DatabaseValueConvertible] = [vehicleID.rawValue, fingerprint, occurrence]
        return try insert(
            """
            INSERT INTO imported_row (vehicle, fingerprint, occurrence, position) VALUES (?, ?, ?, ?)
            ON CONFLICT DO NOTHING RETURNING 1
            """, key + [position],
            orFind: """
                SELECT \(LogbookExport.Field.importedRows.code), position FROM imported_row
                WHERE vehicle = ? AND fingerprint = ? AND occurrence = ?
                """, key)
    }

    /// Runs `insert`, which returns a row when it inserted one; when it did not (the key is taken),
    /// the place of the record that holds the key, which `lookup` finds as a field code and position.
    private func insert(
        _ insert: String, _ arguments: [any DatabaseValueConvertible],
        orFind lookup: String, _ key: [any DatabaseValueConvertible]
    ) throws -> String? {
        guard try database.firstRow(insert, arguments, { _ in true }) == nil else { return nil }
        return try database.firstRow(lookup, key) { row in
            ExportContents.place(LogbookExport.Field.allCases[row.int(0)], row.int(1))
        }
    }
}

extension LogbookExport.Field {
    /// The field's number in the index.
    var code: Int {
        // Safe: every case is in allCases.
        Self.allCases.firstIndex(of: self)!
    }
}
