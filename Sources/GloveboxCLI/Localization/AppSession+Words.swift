import AppCore

extension AppSession {
    /// The words of the user's language, from the `locale` preference; English when no logbook or
    /// account can be read yet. For what runs without an `Invocation`: a link's screen or form.
    var words: CLIWords {
        guard let locale = try? preferences().locale else { return .english }
        return CLIWords(localeTag: locale)
    }
}
