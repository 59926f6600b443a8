import AppCore
import Foundation
import GarageStorage

extension AppSession {
    /// The words of the user's language, from the `locale` preference or, unset, the system's locale
    /// (``AppSession/localeTag()``); with nobody signed in (no preference speaks) the system's locale,
    /// and English when no logbook can be read yet. For what runs without an `Invocation`: a link's
    /// screen or form.
    var words: CLIWords {
        guard let tag = try? localeTag() else { return .english }
        guard (try? account()) != nil else { return systemWords }
        return CLIWords(localeTag: tag)
    }

    /// The words of the system's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), for a session nobody is
    /// signed in to.
    var systemWords: CLIWords {
        CLIWords(localeTag: systemLocaleTag)
    }
}

extension AppSession {
    /// The words of the user's language when a logbook is already on disk to say it, else `nil`:
    /// for what is said about an error or a warning, which never creates a logbook just to say why.
    /// With nobody signed in, the system's locale says it.
    var wordsIfLogbookExists: CLIWords? {
        guard let path = try? databasePath(), FileManager.default.fileExists(atPath: path),
              let locale = try? localeTag()
        else { return nil }
        guard (try? account()) != nil else { return systemWords }
        return CLIWords(localeTag: locale)
    }
}

extension AppSession {
    /// The words of what is said beside a command's own answer — help, a refusal, a warning: the
    /// `locale` preference's language when a logbook is there to say it, else the system's (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`), since help or a refusal is often the first thing someone reads, before
    /// any logbook or preference exists. Never creates a logbook to say it.
    var wordsWithoutOpening: CLIWords {
        wordsIfLogbookExists ?? systemWords
    }
}
