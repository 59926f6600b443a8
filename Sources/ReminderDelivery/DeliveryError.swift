/// Why a channel did not take a message.
public enum DeliveryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session bus or the notification server could not be reached or refused the call.
    case desktop(String)
    /// An HTTP server could not be reached, or answered with a status other than 2xx.
    case http(url: String, reason: String)
    /// A command could not be started, or exited with a status other than 0.
    case command(String)

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .desktop(let reason): "desktop notification failed: \(reason)"
        case let .http(url, reason): "\(url): \(reason)"
        case .command(let reason): "command failed: \(reason)"
        }
    }
}
