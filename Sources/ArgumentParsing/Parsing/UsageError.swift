/// A command line that cannot run as typed: a short message and the usage line to show with it.
///
/// The executable prints both and exits with ``exitStatus`` (2). ``CommandSpec/parse(_:program:)``
/// and ``CommandCatalog/resolve(_:)`` always fill in ``usage``; ``CommandSignature/parse(_:)``
/// cannot (a signature does not know its command's words), nor can a command that finds a
/// problem after parsing, so their dispatcher adds it with ``addingUsage(_:)``.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The status a program exits with after a usage error.
    public static let exitStatus: Int32 = 2

    /// The lowercase message naming the word at fault: `option '--date' needs a value`.
    public var message: String
    /// The usage line of the command (or of the program) without `usage: `, if known.
    public var usage: String?
    /// What the parser refused, when it was the parser (a command's own check has only its message).
    public var problem: UsageProblem?
    /// The error another module threw for a value, whose words ``message`` repeats, so that a
    /// program can say it in its user's language.
    public var cause: (any Error)?

    /// Creates an error; `usage` is the command's usage line, when the thrower knows it.
    public init(_ message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
        problem = nil
        cause = nil
    }

    /// An error for a value another module refused, in that module's words (`cause`'s).
    public init(_ message: String, cause: (any Error)?) {
        self.init(message)
        self.cause = cause
    }

    /// The parser's error for `problem`, its message the problem's English.
    public init(_ problem: UsageProblem, usage: String? = nil) {
        message = problem.description
        self.usage = usage
        self.problem = problem
        cause = nil
    }

    /// This error with `usage` as its usage line, unless it already has one.
    public func addingUsage(_ usage: String) -> UsageError {
        var error = self
        error.usage = self.usage ?? usage
        return error
    }

    /// The lines a program writes to standard error, each ending in a newline:
    /// `glovebox: option '--date' needs a value` then `usage: glovebox …`.
    public func report(program: String) -> String {
        "\(program): \(message)\n" + (usage.map { "usage: \($0)\n" } ?? "")
    }

    /// The message.
    public var description: String { message }

    // Two usage errors are the same when they say the same: one written by its message matches the
    // parser's, whose problem only lets a program say it in another language.
    public static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.message == rhs.message && lhs.usage == rhs.usage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(usage)
    }
}
