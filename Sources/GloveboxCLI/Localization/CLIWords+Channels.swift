import AppCore

extension CLIWords {
    /// What `remind list`, `add` and `remove` say of a channel: its kind in this language and where it
    /// goes (a Gotify token only by its first two characters, as ``ReminderChannel/summary`` shows it).
    func channelSummary(_ channel: ReminderChannel) -> String {
        switch channel.kind {
        case .desktop: text(.remindSummaryDesktop)
        case .command(let command): text(.remindSummaryCommand, ["command": command])
        case .ntfy, .gotify: channel.summary  // product names and an address: the same in every language
        }
    }
}
