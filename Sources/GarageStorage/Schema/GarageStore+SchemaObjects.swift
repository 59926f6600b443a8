extension LogbookSchema {
    /// The indexes and triggers a logbook at the latest step has: what every step makes, run on an
    /// empty database in memory, so that the steps themselves are the one list of them.
    public static func expectedObjects() throws -> [SchemaObject] {
        let database = try Database(path: ":memory:")
        defer { database.close() }
        try migrator.migrate(database)
        return try objects(in: database)
    }

    /// The indexes and triggers of `database` that a step made (not SQLite's own), by name.
    static func objects(in database: Database) throws -> [SchemaObject] {
        try database.rows(
            "SELECT type, name, sql FROM sqlite_schema WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name"
        ) { SchemaObject(type: $0.text(0), name: $0.text(1), sql: $0.text(2)) }
    }
}

extension GarageStore {
    /// The indexes and triggers of this logbook that are missing or not as the latest step makes
    /// them, for `doctor`: one read of `sqlite_schema` and a logbook made in memory. Meaningful at
    /// the latest step only (an older logbook is migrated before it is used). Objects the steps do
    /// not make are left alone: they slow no read down and keep nothing wrong.
    public func schemaObjectProblems() throws -> [SchemaObjectProblem] {
        let present = Dictionary(try LogbookSchema.objects(in: database).map { ($0.name, $0) }) { first, _ in first }
        return try LogbookSchema.expectedObjects().compactMap { expected in
            guard let found = present[expected.name] else { return .missing(expected) }
            return found.type == expected.type && found.sql == expected.sql ? nil : .changed(expected)
        }
    }

    /// Makes the indexes and triggers of `problems` again as the latest step makes them (one that is
    /// there with other SQL is dropped first): `glovebox doctor --repair`. It changes no record; a
    /// trigger that was missing may have left a kept total behind, which the spend totals' own
    /// check finds.
    public func remakeSchemaObjects(_ problems: [SchemaObjectProblem]) throws {
        try requireWrite("making the logbook's indexes and triggers again")
        for problem in problems {
            let object = problem.expected
            let quoted = "\"" + object.name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            // Whatever holds the name goes: the steps' own object is made under it.
            if let type = try database.firstRow("SELECT type FROM sqlite_schema WHERE name = ?", [object.name], { $0.text(0) }),
               ["index", "trigger", "view"].contains(type) {
                try database.execute("DROP \(type.uppercased()) \(quoted)")
            }
            try database.execute(object.sql)
        }
    }
}
