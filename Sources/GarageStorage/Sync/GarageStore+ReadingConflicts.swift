import GarageRules

extension ReadingTable {
    /// The table whose rows of a synced kind carry readings, if any.
    static func carrying(_ kind: RecordKind) -> ReadingTable? {
        all.first { $0.name == kind.table }
    }

    /// The reading of one record by id (`columns`, then its vehicle), when the row carries one.
    var byIDSQL: String {
        "SELECT \(columns), vehicle_id FROM \(name) WHERE \(filter)id = ?"
    }
}
