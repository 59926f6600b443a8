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

extension AppSession {
    /// The words help is printed in: the `locale` preference's language when a logbook is there to
    /// say it, else the system's (`LC_ALL`, `LC_MESSAGES`, `LANG`), since help is often the first
    /// thing someone asks for, before any logbook or preference exists.
    var wordsForHelp: CLIWords {
        wordsIfLogbookExists ?? CLIWords(localeTag: platform.systemLocale.identifier)
    }
}
