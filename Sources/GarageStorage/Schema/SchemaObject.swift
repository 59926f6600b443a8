/// An index or a trigger of the logbook, as `sqlite_schema` keeps it: what it is, its name and the
/// SQL that makes it.
public struct SchemaObject: Hashable, Sendable, CustomStringConvertible {
    /// `index` or `trigger`.
    public let type: String
    public let name: String
    public let sql: String

    public init(type: String, name: String, sql: String) {
        self.type = type
        self.name = name
        self.sql = sql
    }

    public var description: String { "\(type) \(name)" }
}
