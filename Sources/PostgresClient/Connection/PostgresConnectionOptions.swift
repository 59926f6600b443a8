import CLibPQ

/// The keywords a connection string sets, as libpq itself reads them (`PQconninfoParse`).
///
/// A `postgresql://` URL's host list, port, database, user and password, and its query parameters,
/// all percent-decoded; or the `key=value` pairs of a keyword string. Only what the string says is
/// here: no default, no environment variable, no service file. Reading a string with libpq's own
/// parser means that a check of it sees exactly what a connection to it would use, escapes and
/// unknown parameters included:
///
/// ```swift
/// let options = try PostgresConnectionOptions(parsing: "postgresql://db.example/glovebox?sslmode=require")
/// options["sslmode"]   // "require"
/// options["port"]      // nil: the string does not say
/// ```
public struct PostgresConnectionOptions: Equatable, Sendable {
    /// The keywords the string sets, with their values.
    public let values: [String: String]

    /// Reads `connectionString`, or throws a ``PostgresError/Kind/misuse`` with libpq's reason (an
    /// unknown query parameter, a bad percent escape, a URL that does not parse).
    public init(parsing connectionString: String) throws(PostgresError) {
        var reason: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(connectionString, &reason) else {
            defer { PQfreemem(reason) }
            let message = reason.map { String(cString: $0) } ?? "libpq could not allocate memory to read it"
            throw PostgresError(kind: .misuse, message: PostgresError.trimmed(message))
        }
        defer { PQconninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                values[String(cString: keyword)] = String(cString: value)
            }
            option += 1
        }
        self.values = values
    }

    /// The value the string gives `keyword`, or `nil` when it gives none.
    public subscript(keyword: String) -> String? {
        values[keyword]
    }
}
