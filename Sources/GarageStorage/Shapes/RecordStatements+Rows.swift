import GarageRules

extension RecordStatements {
    /// `INSERT` of `MultiRowInsert.rowsPerStatement` rows of `kind` in one statement: each row's
    /// fields' values and its stamp. For the kinds an import stores (readings and expenses), whose
    /// every value is a parameter.
    static func insertRowsSQL(_ kind: RecordKind) -> String {
        let descriptor = kind.descriptor
        precondition(kind == .odometerEntry || kind == .expense, "an import stores readings and expenses")
        let names = descriptor.columns + ["hlc"]
        return "INSERT INTO \(descriptor.table) (\(names.joined(separator: ", "))) "
            + MultiRowInsert.values(rows: MultiRowInsert.rowsPerStatement, arity: names.count)
    }
}

extension GarageStore {
    /// Inserts the rows of an import's batch, in order, as `insertRow` inserts each — the same stamps,
    /// outbox order and rows, in the same order — but `MultiRowInsert.rowsPerStatement` rows of one
    /// kind to a statement.
    ///
    /// Why: before logbook step 22, `expense`'s checks of `category`, `fuel_unit` and `fuel_energy` were
    /// lists of more than two values, whose lookup tables SQLite built once per execution of the
    /// statement: inserted one row a statement, an import built three tables a row (9 % of its
    /// instructions). Step 22 wrote them as comparisons; the statements' set-up is still saved.
    func insertRows(_ rows: [FieldValues]) throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let kind = rows[start].kind
            let end = rows[start...].firstIndex { $0.kind != kind } ?? rows.endIndex
            try MultiRowInsert.inStatements(rows[start..<end]) { run in
                var arguments: [any DatabaseValueConvertible] = []
                for values in run {
                    arguments += values.values.map { $0?.databaseValue ?? .null } as [any DatabaseValueConvertible]
                    arguments.append(try issueStamp().text)
                }
                try database.execute(Self.insertRowsStatement(kind), arguments)
                for values in run {
                    try enqueueUpsert(values.kind, id: try Self.recordID(of: values))
                    record(.inserted(RecordKey(kind: .record(values.kind), id: values.values[0]?.text ?? "")))
                }
            } single: { values in
                try insertRow(values)
            }
            start = end
        }
    }

    /// The full-size statement of each kind an import stores, made once.
    private static func insertRowsStatement(_ kind: RecordKind) -> String {
        kind == .expense ? expenseRowsSQL : entryRowsSQL
    }

    private static let expenseRowsSQL = RecordStatements.insertRowsSQL(.expense)
    private static let entryRowsSQL = RecordStatements.insertRowsSQL(.odometerEntry)

    private static func recordID(of values: FieldValues) throws -> GarageID {
        guard let text = values.values[0]?.text, let id = GarageID(rawValue: text) else {
            throw StoreError.corruptRow(table: values.kind.table, id: values.values[0]?.text ?? "", reason: "not a garage id")
        }
        return id
    }
}
