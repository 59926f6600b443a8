/// Why the reminder timer cannot be installed.
public enum TimerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// systemd cannot start the running executable by its path.
    case unusableExecutable(String)

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .unusableExecutable(let reason): reason
        }
    }
}
