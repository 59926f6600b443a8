extension CLIHelpText {
    /// Spanish help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let spanishRecords: [String: String] = [
        :
    ]
}
