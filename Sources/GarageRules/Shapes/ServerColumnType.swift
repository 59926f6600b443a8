/// How a synced field's value is typed on the household server, and written and read as the text
/// the logbook keeps: what the push casts, what the pull reads and what the server's conflicts hold
/// (both sides make their SQL from this one table).
public enum ServerColumnType: Hashable, Sendable {
    case text, integer, boolean, day, decimal

    /// The server's type of a field with `rule`.
    public init(_ rule: FieldRule) {
        switch rule.value {
        case .integer: self = .integer
        case .boolean: self = .boolean
        case .day: self = .day
        case .positiveDecimal, .money: self = .decimal
        case .identifier, .reference, .text, .currency, .word, .wordList: self = .text
        }
    }

    /// The SQL that types parameter `$n` for the server.
    public func cast(_ n: Int) -> String { cast(expression: "$\(n)") }

    /// The SQL that types `expression` (a text value, or NULL) for the server.
    public func cast(expression: String) -> String {
        switch self {
        case .text: "(\(expression))::text"
        case .integer: "(\(expression))::integer"
        // The logbook keeps 0 or 1.
        case .boolean: "(\(expression))::integer::boolean"
        case .day: "(\(expression))::date"
        case .decimal: "(\(expression))::numeric"
        }
    }

    /// The SQL that reads a server column (or any expression of its type) as the text the logbook
    /// stores.
    public func read(_ column: String) -> String {
        switch self {
        case .text: column
        case .integer, .day, .decimal: "\(column)::text"
        case .boolean: "\(column)::integer::text"
        }
    }

    /// Whether the logbook's JSON holds it as a number.
    public var isNumber: Bool { self == .integer || self == .boolean }
}
