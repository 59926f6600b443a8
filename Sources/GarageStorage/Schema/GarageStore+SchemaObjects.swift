extension LogbookSchema {
    /// The indexes and triggers a logbook at the latest step has: what every step makes, run on an
    /// empty database in memory, so that the steps themselves are the one list of them.
    ///
    /// Compared as SQLite stored their text, which is the steps' text: a shipped step is never
    /// edited, and `SchemaObjectsTests` pins the whole list, so that a step whose text changes by
    /// accident fails a test instead of every logbook's `doctor`.
    public static func expectedObjects() throws -> [SchemaObject] {
        let database = try Database(path: ":memory:")
        defer { database.close() }
        try migrator.migrate(database)
        return try objects(in: database)
    }

    /// The indexes and triggers of `database` that a step made (not SQLite's own), in order.
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
    ///
    /// An object is found by its type and name, the name as SQLite compares names (without case):
    /// an index and a trigger may share a name.
    public func schemaObjectProblems() throws -> [SchemaObjectProblem] {
        func key(_ object: SchemaObject) -> String { object.type + " " + object.name.lowercased() }
        let present = Dictionary(try LogbookSchema.objects(in: database).map { (key($0), $0) }) { first, _ in first }
        return try LogbookSchema.expectedObjects().compactMap { expected in
            guard let found = present[key(expected)] else { return .missing(expected) }
            return found.sql == expected.sql ? nil : .changed(expected)
        }
    }

    /// Makes the indexes and triggers of `problems` again as the latest step makes them, each on
    /// its own (a savepoint), and returns those that could not be made with SQLite's reason: a
    /// unique index over rows that repeat its key, say, or a name another kind of object holds. One
    /// that is there with other SQL is dropped first, and only it: nothing else of the name. It
    /// changes no record; a trigger that was missing may have left a kept total behind, which the
    /// spend totals' own check finds. For `glovebox doctor --repair`.
    public func remakeSchemaObjects(_ problems: [SchemaObjectProblem]) throws -> [(SchemaObject, String)] {
        try requireWrite("making the logbook's indexes and triggers again")
        var failed: [(SchemaObject, String)] = []
        for problem in problems {
            let object = problem.expected
            let quoted = "\"" + object.name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            try database.execute("SAVEPOINT remake_object")
            do {
                if case .changed = problem {
                    try database.execute("DROP \(object.type == "index" ? "INDEX" : "TRIGGER") \(quoted)")
                }
                try database.execute(object.sql)
                try database.execute("RELEASE remake_object")
            } catch let error as DatabaseError {
                try database.execute("ROLLBACK TO remake_object")
                try database.execute("RELEASE remake_object")
                failed.append((object, error.message))
            }
        }
        return failed
    }
}
