/// One record of a CSV file.
public struct CSVRecord: Equatable, Sendable {
    /// The fields, in order.
    public let fields: [CSVField]
    /// The line the record starts on, from 1.
    public let line: Int
}
