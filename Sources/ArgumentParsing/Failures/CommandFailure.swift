/// A command of one of the package's programs (`glovebox`, `glovebox-server`, …) refused or failed,
/// with the exit status and the message for standard error.
///
/// Usage and validation errors exit with 2 (the user can fix the command line or its input);
/// runtime failures (the store cannot be opened, PostgreSQL would not start) exit with 1. One type
/// for every program, so the rule for exit statuses is written once.
public struct CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong: decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// The command line itself is wrong: unknown command or option, missing argument.
        case usage
        /// The command line is well formed but a value is refused.
        case validation
        /// Something outside the command line failed.
        case runtime
    }

    /// What went wrong.
    public let kind: Kind
    /// The lowercase message naming the value at fault.
    public let message: String
    /// The usage line to print after a usage error, if any.
    public let usage: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, usage: String? = nil) {
        self.kind = kind
        self.message = message
        self.usage = usage
    }

    /// A usage error.
    public static func usage(_ message: String, usage: String? = nil) -> CommandFailure {
        CommandFailure(.usage, message, usage: usage)
    }

    /// A validation error.
    public static func validation(_ message: String) -> CommandFailure {
        CommandFailure(.validation, message)
    }

    /// A runtime failure.
    public static func runtime(_ message: String) -> CommandFailure {
        CommandFailure(.runtime, message)
    }

    /// The process exit status: 2 for usage and validation errors, 1 for runtime failures.
    public var exitCode: Int32 {
        switch kind {
        case .usage, .validation: 2
        case .runtime: 1
        }
    }

    /// The message, as printed to standard error.
    public var description: String { message }
}
