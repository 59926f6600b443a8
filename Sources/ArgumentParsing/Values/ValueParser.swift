/// Turns one word of a command line into a typed value, or refuses it with a ``ValueError``.
///
/// The built-ins (``string``, ``integer(in:)``, ``positiveNumber``, ``oneOf(_:)``, ``list(of:)``)
/// cover most options; a program adds its own in an extension or inline:
///
/// ```swift
/// extension ValueParser where Value == CalendarDay {
///     static let day = ValueParser { text in
///         guard let day = CalendarDay(text) else { throw ValueError("is not a date of the form YYYY-MM-DD") }
///         return day
///     }
/// }
/// ```
public struct ValueParser<Value: Sendable>: Sendable {
    private let body: @Sendable (String) throws -> Value

    /// Creates a parser from a function that reads the text or throws.
    ///
    /// Throw ``ValueError`` to refuse the text; any other error is reported with its own
    /// description after the option's name.
    public init(_ body: @escaping @Sendable (String) throws -> Value) {
        self.body = body
    }

    /// Reads `text`, giving any ``ValueError`` that names no text this one.
    ///
    /// A transform over several words calls it for each word, so the error names the word at fault.
    public func parse(_ text: String) throws -> Value {
        do {
            return try body(text)
        } catch var error as ValueError {
            if error.value == nil { error.value = text }
            throw error
        }
    }

    /// A parser that reads the text with this one, then passes the value through `transform`.
    ///
    /// A ``ValueError`` from `transform` names the whole text.
    public func map<NewValue: Sendable>(
        _ transform: @escaping @Sendable (Value) throws -> NewValue
    ) -> ValueParser<NewValue> {
        let parser = self
        return ValueParser<NewValue> { text in try transform(try parser.parse(text)) }
    }
}
