/// Why reminders could not be configured or run.
public enum ReminderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `reminders.json` does not decode.
    case unreadableChannels(String)
    /// No channel has this id.
    case unknownChannel(String)
    /// A channel's address or command is not one it can use.
    case invalidChannel(String)
    /// The household server could not be asked about a claim (why, naming the server).
    case claimUnavailable(String)

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .unreadableChannels(let reason): "cannot read the reminder channels (reminders.json): \(reason)"
        case .unknownChannel(let id): "no reminder channel '\(id)' (see 'glovebox remind list')"
        case .invalidChannel(let reason): reason
        case .claimUnavailable(let reason): reason
        }
    }
}
