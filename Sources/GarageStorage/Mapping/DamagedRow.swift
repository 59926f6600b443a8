/// A stored row whose text does not decode into a record (the file was edited by hand or damaged),
/// with its table, its id and why.
public struct DamagedRow: Hashable, Sendable, CustomStringConvertible {
    /// The table.
    public let table: String
    /// The row's id (for an exchange rate, its currency and day).
    public let id: String
    /// What does not decode, in English as exports and `--json` carry it.
    public var reason: String { damage.description }
    /// What does not decode, with the field rule's refusal behind it where one is.
    public let damage: RowDamage

    /// Creates a report of one row.
    public init(table: String, id: String, reason: RowDamage) {
        self.table = table
        self.id = id
        damage = reason
    }

    /// The `corruptRow` message: `stored expense 'e1' is damaged: 'x' is not a day`.
    public var description: String {
        StoreError.corruptRow(table: table, id: id, reason: damage).description
    }
}
