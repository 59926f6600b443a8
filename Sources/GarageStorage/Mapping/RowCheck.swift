/// What decoding every stored row found: how many rows of which tables were read, and the ones that
/// do not decode.
public struct RowCheck: Hashable, Sendable {
    /// The tables read, in order.
    public var tables: [String]
    /// The rows read.
    public var rowCount: Int
    /// The rows that do not decode, table by table.
    public var damagedRows: [DamagedRow]
    /// The tables whose pages SQLite could not read to the end, with its message.
    public var unreadableTables: [String: String]
}
