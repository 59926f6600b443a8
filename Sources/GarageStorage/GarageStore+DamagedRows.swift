extension GarageStore {
    /// Runs `body` in one read transaction in which the record queries (vehicles, readings,
    /// expenses, maintenance items and services, deadlines, exchange rates) leave out a row that does
    /// not decode and report it, instead of failing: what `status` and the widgets' publish read, so
    /// that one damaged row hides only itself.
    ///
    /// The queries stay what they are — the same probes and window scans — so a probe whose answer is
    /// damaged answers nothing rather than probing on past it. The account and the preferences are
    /// never skipped (a damaged lock must not publish what it hides), and neither is anything a
    /// `write { }` inside `body` reads.
    public func readSkippingDamagedRows<T>(_ body: (GarageStore) throws -> T) throws -> Salvaged<T> {
        // Inside another such read, its list goes on (and is returned whole).
        let isOutermost = skippedRows == nil
        if isOutermost { skippedRows = [] }
        defer { if isOutermost { skippedRows = nil } }
        let value = try read(body)
        return Salvaged(value: value, damagedRows: skippedRows ?? [])
    }

    /// What `decode` reads from a row; inside `readSkippingDamagedRows(_:)`, `nil` (and the row
    /// recorded) when the row is damaged.
    func salvaging<T>(_ decode: () throws -> T) throws -> T? {
        guard skippedRows != nil, !isWriting else { return try decode() }
        do {
            return try decode()
        } catch StoreError.corruptRow(let table, let id, let reason) {
            let row = DamagedRow(table: table, id: id, reason: reason)
            if skippedRows?.contains(row) == false { skippedRows?.append(row) }
            return nil
        }
    }

    /// The rows of a record query that decode (all of them, or a `corruptRow` error, outside a read
    /// that skips damaged rows).
    func decodedRows<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ decode: (Row) throws -> T
    ) throws -> [T] {
        try database.rows(sql, arguments) { row in try salvaging { try decode(row) } }.compactMap { $0 }
    }

    /// The first row of a record query, when it decodes (see `decodedRows`).
    func decodedFirstRow<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ decode: (Row) throws -> T
    ) throws -> T? {
        try database.firstRow(sql, arguments) { row in try salvaging { try decode(row) } } ?? nil
    }
}
