extension CLIHelpText {
    /// French help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let frenchOutput: [String: String] = [
        :
    ]
}
