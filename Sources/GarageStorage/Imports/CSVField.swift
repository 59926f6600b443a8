/// One field of a CSV record, with where it starts.
public struct CSVField: Equatable, Sendable {
    /// The unquoted value.
    public let value: String
    /// The line the field starts on, from 1.
    public let line: Int
    /// The column (in bytes, from 1) the field starts at.
    public let column: Int
}
