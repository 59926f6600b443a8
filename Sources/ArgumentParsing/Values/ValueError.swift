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

    /// Why, when it is one of the refusals programs share (its English is ``message``).
    public var problem: ValueProblem?
    /// Why, in the thrower's own terms (a key of its catalog), when the refusal is a program's own:
    /// what the program says it by in its user's language, as ``UsageError/cause`` is.
    public var cause: (any Hashable & Sendable)?

    /// Creates an error; `value` names the text at fault when it is not the whole value, `cause` the
    /// thrower's own reason that `message` is the English of.
    public init(_ message: String, value: String? = nil, cause: (any Hashable & Sendable)? = nil) {
        self.message = message
        self.value = value
        problem = nil
        self.cause = cause
    }

    /// The error for a refusal programs share; `value` names the text at fault when it is not the whole value.
    public init(_ problem: ValueProblem, value: String? = nil) {
        message = problem.description
        self.value = value
        self.problem = problem
        cause = nil
    }

    // Two value errors are the same when they say the same about the same text.
    public static func == (lhs: ValueError, rhs: ValueError) -> Bool {
        lhs.message == rhs.message && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(value)
    }

    /// The text and the reason: `'nineteen' is not a whole number`.
    public var description: String {
        value.map { "'\($0)' \(message)" } ?? message
    }
}
