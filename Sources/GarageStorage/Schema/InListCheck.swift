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
    /// The constraint is found by its start, `CHECK (column IN`, and its list is matched with any
    /// white space around its tokens, as the steps wrote some across lines; nothing else of `sql`
    /// changes. Read on the bytes: a `Regex` made and run per constraint cost some 4 million
    /// instructions each, which every new logbook would pay.
    func rewriting(_ sql: String) -> String? {
        let text = Array(sql.utf8)
        let start = Array("CHECK (\(column) IN".utf8)
        var found: Range<Int>?
        var from = 0
        while let at = Self.firstIndex(of: start, in: text, from: from) {
            if let end = listEnd(in: text, at: at + start.count) {
                guard found == nil else { return nil }
                found = at..<end
            }
            from = at + 1
        }
        guard let found else { return nil }
        return String(decoding: text[..<found.lowerBound], as: UTF8.self) + comparisons
            + String(decoding: text[found.upperBound...], as: UTF8.self)
    }

    /// Where `( 'a', 'b', … ) )` ends when the list of `words` starts at `index` (after white
    /// space), closing the constraint; `nil` when anything else is there.
    private func listEnd(in text: [UInt8], at index: Int) -> Int? {
        var index = index
        func skipSpace() {
            while index < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
        }
        func take(_ token: String) -> Bool {
            let bytes = Array(token.utf8)
            guard text[index...].starts(with: bytes) else { return false }
            index += bytes.count
            return true
        }
        skipSpace()
        guard take("(") else { return nil }
        for (position, word) in words.enumerated() {
            skipSpace()
            guard take("'\(word)'") else { return nil }
            skipSpace()
            guard take(position == words.count - 1 ? ")" : ",") else { return nil }
        }
        skipSpace()
        return take(")") ? index : nil
    }

    private static func firstIndex(of pattern: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, text.count >= pattern.count, start <= text.count - pattern.count else { return nil }
        return (start...(text.count - pattern.count)).first { text[$0...].starts(with: pattern) }
    }
}
