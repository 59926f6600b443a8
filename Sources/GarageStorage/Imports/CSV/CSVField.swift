/// One field of a CSV record, with where it starts.
public struct CSVField: Equatable, Sendable {
    /// The unquoted value.
    public let value: String
    /// The line the field starts on, from 1.
    public let line: Int
    /// The field's column, from 1, as a spreadsheet counts them (the record's first field is 1).
    public let column: Int
}
