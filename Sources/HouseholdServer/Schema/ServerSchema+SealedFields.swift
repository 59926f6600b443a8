import GarageRules

extension ServerSchema {
    /// The fields of `kind` that the newest schema holds sealed, each with its place in the row as
    /// the server reads it back (a removal's conflict keeps that row): what a check of everything
    /// the server holds must find sealed, asked of the server's own field table so that a field sealed
    /// later is checked without anybody listing it again.
    public static func sealedFields(of kind: RecordKind) -> [(place: Int, field: FieldDescriptor)] {
        let table = ServerFieldTable.latest
        return table.syncedFields(of: kind).enumerated().compactMap { table.seals($0.element) ? ($0.offset, $0.element) : nil }
    }
}
