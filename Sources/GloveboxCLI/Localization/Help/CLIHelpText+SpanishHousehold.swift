extension CLIHelpText {
    /// Spanish help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let spanishHousehold: [String: String] = [
        :
    ]
}
