import AppCore
import Foundation

extension AppSession {
    /// The words of the user's language, from the `locale` preference; English when no logbook or
    /// account can be read yet. For what runs without an `Invocation`: a link's screen or form.
    var words: CLIWords {
        guard let locale = try? preferences().locale else { return .english }
        return CLIWords(localeTag: locale)
    }
}

extension AppSession {
    /// The words of the user's language when a logbook is already on disk to say it, else `nil`:
    /// for what is said about an error or a warning, which never creates a logbook just to say why.
    var wordsIfLogbookExists: CLIWords? {
        guard let path = try? databasePath(), FileManager.default.fileExists(atPath: path),
              let locale = try? preferences().locale
        else { return nil }
        return CLIWords(localeTag: locale)
    }
}
