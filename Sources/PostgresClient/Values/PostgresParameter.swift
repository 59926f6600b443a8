import Foundation

/// A value bound to a `$n` placeholder of a statement, sent in PostgreSQL's text format.
///
/// Values always travel apart from the SQL (`PQexecParams`), so no text is ever spliced into a
/// statement; the server parses each one as the type the placeholder needs (`$1::date` when the
/// statement does not say enough).
public protocol PostgresParameter {
    /// The value in PostgreSQL's text format, or `nil` for SQL `NULL`.
    var postgresText: String? { get }
}

extension String: PostgresParameter {
    /// The text itself.
    public var postgresText: String? { self }
}

extension Int: PostgresParameter {
    /// The decimal digits.
    public var postgresText: String? { String(self) }
}

extension Int64: PostgresParameter {
    /// The decimal digits.
    public var postgresText: String? { String(self) }
}

extension Int32: PostgresParameter {
    /// The decimal digits.
    public var postgresText: String? { String(self) }
}

extension Bool: PostgresParameter {
    /// `true` or `false`, as `boolean` reads them.
    public var postgresText: String? { self ? "true" : "false" }
}

extension Decimal: PostgresParameter {
    /// The plain decimal text (`12.50`), which `numeric` reads exactly.
    public var postgresText: String? { NSDecimalNumber(decimal: self).description(withLocale: Locale(identifier: "en_US_POSIX")) }
}

extension Optional: PostgresParameter where Wrapped: PostgresParameter {
    /// The wrapped value's text, or `NULL` for `nil`.
    public var postgresText: String? { self?.postgresText }
}

/// SQL `NULL`, for a parameter whose Swift type does not matter: `[name, PostgresNull()]`.
public struct PostgresNull: PostgresParameter {
    /// Creates the null value.
    public init() {}

    /// Always `nil`.
    public var postgresText: String? { nil }
}
