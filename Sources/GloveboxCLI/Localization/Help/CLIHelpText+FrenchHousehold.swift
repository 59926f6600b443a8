extension CLIHelpText {
    /// French help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let frenchHousehold: [String: String] = [
        :
    ]
}
