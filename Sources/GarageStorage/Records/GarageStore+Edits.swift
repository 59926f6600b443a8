import GarageRules

/// Record-level edits and removals: each writes exactly its record's row (a removal, the rows that
/// belong to it too), and notes for the journal what it overwrote or deleted, whole, so that an undo
/// can write it back. Call them inside `write { }`.
extension GarageStore {
    /// A vehicle's or maintenance item's place in its order, kept with a deleted one so that an
    /// undo puts it back where it was.
    func position(of table: StaticString, id: GarageID) throws -> Int? {
        try database.firstRow("SELECT position FROM \(table) WHERE id = ?", [id.rawValue]) { $0.int(0) }
    }
}
