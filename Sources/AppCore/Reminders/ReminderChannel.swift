/// A place `glovebox remind` sends reminders to, as `remind add` configured it.
public struct ReminderChannel: Codable, Hashable, Sendable {
    /// How a channel delivers.
    public enum Kind: Codable, Hashable, Sendable {
        /// The desktop's notification server (`org.freedesktop.Notifications` on the session bus).
        case desktop
        /// An ntfy topic: `url` is the topic's URL (`https://ntfy.sh/my-car`).
        case ntfy(url: String)
        /// A Gotify server: `url` is the server's base URL; `token` is an application token (a secret).
        case gotify(url: String, token: String)
        /// A command run by `/bin/sh -c`, with the message in its environment and on standard input.
        case command(String)

        /// The kind's word, as `remind add` takes it.
        public var word: String {
            switch self {
            case .desktop: "desktop"
            case .ntfy: "ntfy"
            case .gotify: "gotify"
            case .command: "command"
            }
        }
    }

    /// The channel's id (`ntfy-2`): never given twice, so a new channel inherits nothing of a removed
    /// one's record of what was sent.
    public var id: String
    /// How it delivers.
    public var kind: Kind

    /// Creates a channel.
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// What `remind list` prints: the kind and where it goes, a Gotify token shown only by its first
    /// two characters, since the list may end up in a terminal's scrollback or a bug report.
    public var summary: String {
        switch kind {
        case .desktop: "desktop notifications"
        case .ntfy(let url): "ntfy \(url)"
        case .gotify(let url, let token): "gotify \(url) token \(Self.masked(token))"
        case .command(let command): "command \(command)"
        }
    }

    /// A secret with only its first two characters shown (`Ab…`).
    public static func masked(_ secret: String) -> String {
        secret.count <= 4 ? "…" : String(secret.prefix(2)) + "…"
    }
}
