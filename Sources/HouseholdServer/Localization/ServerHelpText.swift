import ArgumentParsing
import WidgetContract

/// `glovebox-server`'s help in the languages other than English: the frame (its headings and last
/// line, worded as `glovebox`'s) and the content (the listing's overview and closing lines, each
/// command's summary, its arguments' and options' help, its discussion), keyed by the declared
/// English text as gettext keys by its msgid.
///
/// The server's tool has no preferences: it speaks the system's language (`LC_ALL`, `LC_MESSAGES`,
/// `LANG`); the tests check that every table covers every declared text and holds no other.
enum ServerHelpText {
    /// The texts of `language`, keyed by the English; empty for English itself.
    static func table(of language: Language) -> [String: String] {
        switch language {
        case .english: [:]
        case .portuguesePortugal: portuguese
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }

    /// The help's frame in `language`, in `glovebox`'s words for it (a test compares the two).
    static func words(for language: Language) -> HelpWords {
        .standard(languageCode: language.languageCode)
    }

    /// The parser's refusals in `language`, in the words every program says them with; counts in
    /// plain digits, as the server writes every number.
    static func refusalWords(for language: Language) -> RefusalWords {
        .standard(languageCode: language.languageCode)
    }

    /// The help's content in `language`: a text its table lacks stays English.
    static func translation(for language: Language) -> HelpTranslation {
        language == .english ? .english : HelpTranslation(table: table(of: language))
    }
}
