extension CLIHelpText {
    /// French help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let frenchRecords: [String: String] = [
        :
    ]
}
