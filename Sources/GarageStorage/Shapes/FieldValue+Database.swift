import GarageRules

extension FieldValue: DatabaseValueConvertible {
    /// The value as SQLite stores it: text, or an integer (flags 0 and 1).
    public var databaseValue: DatabaseValue {
        switch self {
        case .text(let text): .text(text)
        case .integer(let value): .integer(Int64(value))
        case .boolean(let flag): .integer(flag ? 1 : 0)
        }
    }
}
