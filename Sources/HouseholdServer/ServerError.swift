/// A `glovebox-server` command that was refused or failed, with the exit status and the message.
///
/// Usage and validation errors exit with 2 (the command line or its input can be fixed: an unknown
/// option, a directory that is already a server, a password that does not match); runtime failures
/// (PostgreSQL would not start, a program failed) exit with 1.
public struct ServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong: decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// The command line itself is wrong.
        case usage
        /// The command line is well formed but what it names or gives is refused.
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

    /// A refused value: exit status 2.
    public static func validation(_ message: String) -> ServerError {
        ServerError(.validation, message)
    }

    /// A failure outside the command line: exit status 1.
    public static func runtime(_ message: String) -> ServerError {
        ServerError(.runtime, message)
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
