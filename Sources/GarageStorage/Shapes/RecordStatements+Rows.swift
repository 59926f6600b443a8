import GarageRules

extension RecordStatements {
    /// How many rows one multi-row `INSERT` of an import writes (`insertRows`): 64 rows of an expense's
    /// 20-odd values stay far below SQLite's 32,766 parameters.
    static let rowsPerInsert = 64

    /// `INSERT` of `count` rows of `kind` in one statement: each row's fields' values and its stamp,
    /// numbered on from the row before. For the kinds an import stores (readings and expenses),
    /// whose every value is a parameter.
    static func insertRowsSQL(_ kind: RecordKind, count: Int) -> String {
        let descriptor = kind.descriptor
        precondition(kind == .odometerEntry || kind == .expense, "an import stores readings and expenses")
        let arity = descriptor.fields.count + 1
        let rows = (0..<count).map { row in
            "(" + (1...arity).map { "?\(row * arity + $0)" }.joined(separator: ", ") + ")"
        }
        let names = descriptor.columns + ["hlc"]
        return "INSERT INTO \(descriptor.table) (\(names.joined(separator: ", "))) VALUES \(rows.joined(separator: ", "))"
    }
}

extension GarageStore {
    /// Inserts the rows of an import's batch, in order, as `insertRow` inserts each — the same stamps,
    /// outbox order and rows, in the same order — but `RecordStatements.rowsPerInsert` rows of one
    /// kind to a statement.
    ///
    /// Why: `expense`'s checks of `category`, `fuel_unit` and `fuel_energy` are lists of more than
    /// two values, which SQLite looks up in a table it builds once per execution of the statement;
    /// inserted one row a statement, an import built three tables a row (9 % of its instructions).
    func insertRows(_ rows: [FieldValues]) throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let kind = rows[start].kind
            var end = start
            while end < rows.endIndex, rows[end].kind == kind, end - start < RecordStatements.rowsPerInsert { end += 1 }
            guard end - start == RecordStatements.rowsPerInsert else {
                // A short run (the batch's last rows, or a kind that changes): one statement a row.
                for values in rows[start..<end] { try insertRow(values) }
                start = end
                continue
            }
            var arguments: [any DatabaseValueConvertible] = []
            for values in rows[start..<end] {
                arguments += values.values.map { $0?.databaseValue ?? .null } as [any DatabaseValueConvertible]
                arguments.append(try issueStamp().text)
            }
            try database.execute(Self.insertRowsStatement(kind), arguments)
            for values in rows[start..<end] {
                try enqueueUpsert(values.kind, id: try Self.recordID(of: values))
                record(.inserted(RecordKey(kind: .record(values.kind), id: values.values[0]?.text ?? "")))
            }
            start = end
        }
    }

    /// The full-size statement of each kind an import stores, made once.
    private static func insertRowsStatement(_ kind: RecordKind) -> String {
        kind == .expense ? expenseRowsSQL : entryRowsSQL
    }

    private static let expenseRowsSQL = RecordStatements.insertRowsSQL(.expense, count: RecordStatements.rowsPerInsert)
    private static let entryRowsSQL = RecordStatements.insertRowsSQL(.odometerEntry, count: RecordStatements.rowsPerInsert)

    private static func recordID(of values: FieldValues) throws -> GarageID {
        guard let text = values.values[0]?.text, let id = GarageID(rawValue: text) else {
            throw StoreError.corruptRow(table: values.kind.table, id: values.values[0]?.text ?? "", reason: "not a garage id")
        }
        return id
    }
}
