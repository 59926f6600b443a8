/// A value word a parser refuses, with the reason.
///
/// The parser of the command line turns it into a ``UsageError`` that names the option or
/// argument and the text: a parser throwing `ValueError("is not a whole number")` for `--year
/// nineteen` gives `--year 'nineteen' is not a whole number`.
public struct ValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the text is refused, as the end of a sentence that begins with it: `is not a whole number`.
    public var message: String
    /// The text at fault; ``ValueParser/parse(_:)`` fills it in when the thrower left it out.
    ///
    /// A transform over several words sets it to name the one word at fault.
    public var value: String?

    /// Creates an error; `value` names the text at fault when it is not the whole value.
    public init(_ message: String, value: String? = nil) {
        self.message = message
        self.value = value
    }

    /// The text and the reason: `'nineteen' is not a whole number`.
    public var description: String {
        value.map { "'\($0)' \(message)" } ?? message
    }
}
