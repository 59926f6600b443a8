import ReminderDelivery

extension CLIWords {
    /// A reminder channel's refusal of its own address, in this language; a failure to deliver keeps
    /// the words of what failed (the bus's, the HTTP client's, the command's).
    func deliveryRefusal(_ error: DeliveryError) -> String {
        guard language != .english else { return error.description }
        return switch error {
        case .notNtfyTopicURL(let url): text(.remindNotNtfyURL, ["url": url])
        case .notGotifyServerURL(let url): text(.remindNotGotifyURL, ["url": url])
        case .desktop, .http, .command: error.description
        }
    }
}
