/// A Swift value that can be bound to a statement parameter.
public protocol DatabaseValueConvertible {
    /// The value as SQLite stores it.
    var databaseValue: DatabaseValue { get }
}

extension Int: DatabaseValueConvertible {
    /// The value as an SQLite integer.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
}

extension Int64: DatabaseValueConvertible {
    /// The value as an SQLite integer.
    public var databaseValue: DatabaseValue { .integer(self) }
}

extension Bool: DatabaseValueConvertible {
    /// The value as an SQLite integer, 1 or 0.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}

extension String: DatabaseValueConvertible {
    /// The value as SQLite text.
    public var databaseValue: DatabaseValue { .text(self) }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or SQL null.
    public var databaseValue: DatabaseValue {
        switch self {
        case .none: .null
        case .some(let value): value.databaseValue
        }
    }
}

extension DatabaseValue: DatabaseValueConvertible {
    /// The value itself.
    public var databaseValue: DatabaseValue { self }
}
