import AppCore
import SnapshotBuilding

/// Sends a reminder through a channel's own transport: D-Bus for the desktop, Foundation's
/// networking for ntfy and Gotify, `/bin/sh` for a command.
public struct ReminderDeliverer: Sendable {
    /// The machine the messages leave from.
    public var host: ReminderHost

    /// A deliverer on `host`.
    public init(host: ReminderHost) {
        self.host = host
    }

    /// Sends `reminder` through `channel`.
    public func deliver(_ reminder: Reminder, via channel: ReminderChannel) throws(DeliveryError) {
        try send(
            title: reminder.title, body: reminder.body, link: reminder.url, state: reminder.state.rawValue,
            isUrgent: reminder.isUrgent, isDue: reminder.state == .due, via: channel)
    }

    /// Sends one message through `channel`.
    public func send(
        title: String, body: String, link: String?, state: String, isUrgent: Bool, isDue: Bool, via channel: ReminderChannel
    ) throws(DeliveryError) {
        switch channel.kind {
        case .desktop:
            try DesktopNotifier(address: host.busAddress).notify(title: title, body: body, link: link, isUrgent: isUrgent)
        case .ntfy(let url):
            try host.http.send(try NtfyRequest.make(
                topicURL: url, title: title, body: body, link: link,
                priority: NtfyRequest.priority(urgent: isUrgent, due: isDue)))
        case .gotify(let url, let token):
            try host.http.send(try GotifyRequest.make(
                serverURL: url, token: token, title: title, body: body, link: link,
                priority: GotifyRequest.priority(urgent: isUrgent, due: isDue)))
        case .command(let command):
            try CommandNotifier(command: command, environment: host.variables)
                .notify(title: title, body: body, link: link, state: state, isUrgent: isUrgent)
        }
    }
}
