/// A table's CHECK that a text column holds one of a few words, `CHECK (kind IN ('a', 'b', 'c'))`,
/// and the same constraint written as comparisons, `CHECK (kind = 'a' OR kind = 'b' OR kind = 'c')`.
///
/// Both accept exactly the same values: a word of the list, compared with the column's affinity and
/// collation (neither column declares one, so text and `BINARY`), and NULL, for which both are NULL
/// and a CHECK passes. SQLite 3.40 compiles a list of more than two constants into an ephemeral
/// b-tree that an insert builds again for every row (`OpenEphemeral` in the row's program); the
/// comparisons are hoisted constants and three `Eq` (logbook step 22).
struct InListCheck: Sendable {
    /// The table whose `CREATE TABLE` holds the constraint.
    let table: String
    /// The column the constraint reads.
    let column: String
    /// The words it accepts, in the order of the list.
    let words: [String]

    init(table: String, column: String, words: [String]) {
        precondition(words.count > 2, "a list of two constants is compiled to comparisons already")
        precondition(([column] + words).allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } },
                     "names and words are matched and written unquoted inside the pattern and the quotes")
        self.table = table
        self.column = column
        self.words = words
    }

    /// The constraint written with comparisons.
    var comparisons: String {
        "CHECK (" + words.map { "\(column) = '\($0)'" }.joined(separator: " OR ") + ")"
    }

    /// `sql` with the constraint written with comparisons, or `nil` when `sql` does not hold it
    /// exactly once (a table whose text the steps did not write).
    ///
    /// The list is matched with any white space between its tokens, as the steps wrote it across
    /// lines; nothing else of `sql` changes.
    func rewriting(_ sql: String) -> String? {
        let list = words.map { "'\($0)'" }.joined(separator: #"\s*,\s*"#)
        let pattern = #"CHECK\s*\(\s*"# + column + #"\s+IN\s*\(\s*"# + list + #"\s*\)\s*\)"#
        guard let regex = try? Regex(pattern) else { return nil }
        let ranges = sql.ranges(of: regex)
        guard ranges.count == 1, let range = ranges.first else { return nil }
        return sql.replacingCharacters(in: range, with: comparisons)
    }
}
