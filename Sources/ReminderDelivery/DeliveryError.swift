/// Why a channel did not take a message.
public enum DeliveryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session bus or the notification server could not be reached or refused the call.
    case desktop(String)
    /// An HTTP server could not be reached, or answered with a status other than 2xx.
    case http(url: String, reason: String)
    /// A command could not be started, or exited with a status other than 0.
    case command(String)
    /// An address that is not an ntfy topic's URL (`https://server/topic`).
    case notNtfyTopicURL(String)
    /// An address that is not a Gotify server's URL (`https://server`).
    case notGotifyServerURL(String)

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .desktop(let reason): "desktop notification failed: \(reason)"
        case let .http(url, reason): "\(url): \(reason)"
        case .command(let reason): "command failed: \(reason)"
        case .notNtfyTopicURL(let url): "\(url): not an ntfy topic URL (https://server/topic)"
        case .notGotifyServerURL(let url): "\(url): not a Gotify server URL (https://server)"
        }
    }
}
