/// One stored value of a record's field, in the form every layout writes it: text (days as
/// `YYYY-MM-DD`, decimals as exact decimal text, ids and words as they are), a whole number, or a flag.
///
/// The SQLite store, the outbox's rows, the household server, the journal and the export all hold a
/// record as these values in its descriptor's field order; the typed record (`Expense`, …) is made
/// from them and back by its ``ShapedRecord`` mapping.
public enum FieldValue: Hashable, Sendable {
    /// Text.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// A flag.
    case boolean(Bool)

    /// The text, when the value is text.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The number, when the value is a whole number.
    public var integer: Int? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The flag, when the value is one.
    public var boolean: Bool? {
        if case .boolean(let value) = self { value } else { nil }
    }

    /// The value as a message quotes it.
    public var quoted: String {
        switch self {
        case .text(let text): Quoted.excerpt(text)
        case .integer(let value): String(value)
        case .boolean(let value): value ? "true" : "false"
        }
    }
}
