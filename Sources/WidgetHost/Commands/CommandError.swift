import ArgumentParsing
import WidgetContract

/// Why a command failed, with the exit status it ends the process with.
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command line is wrong: an unknown command or option, a missing or bad value (exit 2);
    /// `usage` is the usage line printed after the message, once the dispatcher knows it.
    case usage(String, usage: String? = nil)
    /// The command was right but could not be carried out (exit 1).
    case runtime(String)

    /// A usage error of the argument parser, with its usage line.
    init(_ error: UsageError) {
        self = .usage(error.message, usage: error.usage)
    }

    /// The process exit status: 2 for usage, 1 for runtime.
    public var exitStatus: Int32 {
        switch self {
        case .usage: UsageError.exitStatus
        case .runtime: 1
        }
    }

    /// The message, lowercase, naming the bad value.
    public var description: String {
        switch self {
        case .usage(let message, _), .runtime(let message): message
        }
    }

    /// What the program writes to standard error: the message, then the usage line if there is one.
    ///
    /// The message is one line and may repeat what the user typed (an argument, a variable), so
    /// every control or text-direction character in it is written as its code point (`SafeText`).
    func report(program: String) -> String {
        switch self {
        case .usage(let message, let usage): UsageError(SafeText.printable(message), usage: usage).report(program: program)
        case .runtime(let message): "\(program): \(SafeText.printable(message))\n"
        }
    }
}
