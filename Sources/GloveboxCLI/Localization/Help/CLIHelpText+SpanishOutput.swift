extension CLIHelpText {
    /// Spanish help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let spanishOutput: [String: String] = [
        :
    ]
}
