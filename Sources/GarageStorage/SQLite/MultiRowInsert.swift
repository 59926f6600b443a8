/// Inserting many rows of one shape a statement at a time: a multi-row `VALUES` of a fixed number of
/// rows, made once, and the rows that do not fill one (the batch's last) one statement a row.
///
/// Why several rows to a statement: each execution of a statement costs its set-up (binding, the
/// program's start and reset), which one row's insert does not outweigh by much (an import's
/// imported-row memory spent 8 % of its instructions on it). One fixed size keeps one statement text
/// per table in the cache.
enum MultiRowInsert {
    /// How many rows one statement inserts: 64 rows of an expense's 20-odd values stay far below
    /// SQLite's 32,766 parameters.
    static let rowsPerStatement = 64

    /// `VALUES (?1, ?2, …), (…)`: `count` rows of `arity` parameters each, numbered on from the row
    /// before, as one statement binds a batch's values in row order.
    static func values(rows count: Int, arity: Int) -> String {
        let rows = (0..<count).map { row in
            "(" + (1...arity).map { "?\(row * arity + $0)" }.joined(separator: ", ") + ")"
        }
        return "VALUES " + rows.joined(separator: ", ")
    }

    /// Calls `full` with each run of `rowsPerStatement` elements of `elements`, in order, then `single`
    /// with each element left over.
    static func inStatements<Elements: Collection>(
        _ elements: Elements, full: (Elements.SubSequence) throws -> Void, single: (Elements.Element) throws -> Void
    ) rethrows {
        var start = elements.startIndex
        while let end = elements.index(start, offsetBy: rowsPerStatement, limitedBy: elements.endIndex) {
            try full(elements[start..<end])
            start = end
        }
        for element in elements[start...] { try single(element) }
    }
}
