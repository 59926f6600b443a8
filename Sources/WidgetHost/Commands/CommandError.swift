/// Why a command failed, with the exit status it ends the process with.
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command line is wrong: an unknown command or option, a missing or bad value (exit 2).
    case usage(String)
    /// The command was right but could not be carried out (exit 1).
    case runtime(String)

    /// The process exit status: 2 for usage, 1 for runtime.
    public var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .runtime: 1
        }
    }

    /// The message, lowercase, naming the bad value.
    public var description: String {
        switch self {
        case .usage(let message), .runtime(let message): message
        }
    }
}
