/// A value bound to a statement parameter or read from a result column.
///
/// Only the storage classes the logbook uses: money and rates are decimal text, never `REAL`.
public enum DatabaseValue: Equatable, Sendable {
    /// SQL `NULL`.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// UTF-8 text.
    case text(String)
}

/// A Swift value that can be bound to a statement parameter.
public protocol DatabaseValueConvertible {
    /// The value as SQLite stores it.
    var databaseValue: DatabaseValue { get }
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
}

extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }
}

extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}

extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue {
        switch self {
        case .none: .null
        case .some(let value): value.databaseValue
        }
    }
}

extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }
}
