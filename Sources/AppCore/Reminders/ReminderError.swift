/// Why reminders could not be configured or run.
public enum ReminderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `reminders.json` does not decode.
    case unreadableChannels(String)
    /// No channel has this id.
    case unknownChannel(String)
    /// A channel's address or command is not one it can use.
    case invalidChannel(String)
    /// Nobody is signed in, so there is nothing to remind of.
    case signedOut

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .unreadableChannels(let reason): "cannot read the reminder channels (reminders.json): \(reason)"
        case .unknownChannel(let id): "no reminder channel '\(id)' (see 'glovebox remind list')"
        case .invalidChannel(let reason): reason
        case .signedOut: "nobody is signed in: there is nothing to remind of"
        }
    }
}
