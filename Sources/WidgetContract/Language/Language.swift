#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// A language Glovebox speaks, and the one rule that picks it for a locale — used by the app's
/// builder (the snapshot's texts), by the widget side (its built-in fallback texts, chosen by the
/// system locale) and by `prefs set locale` (which says what the app will show).
///
/// Every locale whose language has a catalog gets that catalog; every other one gets English.
/// The catalog language and the formatting locale are decided separately (see the builder's
/// `formattingLocale(for:)`): `fr_CA` gets French texts with Canadian formats.
///
/// Portuguese: only Portugal's variety has a catalog, and every Portuguese locale gets it —
/// `pt-BR` and plain `pt` (which CLDR defines as Brazilian) included, with their own (Brazilian)
/// number and date formats. A Brazilian reader who chose Portuguese reads European Portuguese
/// without effort (the two are mutually intelligible, and the widgets' texts are short phrases
/// such as "Amanhã" or "Daqui a 2 dias"), while English is a foreign language to most of them;
/// the few words that differ ("carta de condução", "IUC") are a smaller surprise than a whole app
/// in a language they did not choose. Adding a `pt-BR` catalog later only means adding a case.
public enum Language: String, CaseIterable, Sendable, Codable {
    /// English, the fallback.
    case english = "en"
    /// Portuguese as written in Portugal.
    case portuguesePortugal = "pt-PT"
    /// Spanish.
    case spanish = "es"
    /// French.
    case french = "fr"
    /// German.
    case german = "de"

    /// The BCP 47 tag written into the snapshot's `locale` field.
    public var tag: String { rawValue }

    /// The ISO 639 language code of the catalog.
    public var languageCode: String {
        switch self {
        case .english: "en"
        case .portuguesePortugal: "pt"
        case .spanish: "es"
        case .french: "fr"
        case .german: "de"
        }
    }

    /// The language's name in English, as the command line says it.
    public var englishName: String {
        switch self {
        case .english: "English"
        case .portuguesePortugal: "Portuguese (Portugal)"
        case .spanish: "Spanish"
        case .french: "French"
        case .german: "German"
        }
    }

    /// The language of a locale's ISO 639 language code (`pt`), or English when no catalog speaks
    /// it: the rule itself, which every other way of asking comes down to.
    public init(languageCode: String) {
        switch languageCode.lowercased() {
        case "es": self = .spanish
        case "fr": self = .french
        case "de": self = .german
        case "pt": self = .portuguesePortugal
        default: self = .english
        }
    }

    /// The language of `locale`, or English when no catalog speaks it.
    public init(matching locale: Locale) {
        self.init(languageCode: locale.language.languageCode?.identifier ?? "")
    }

    /// The language of a tag (`pt-BR`, `de_CH`), or English when no catalog speaks it.
    public init(matching tag: LanguageTag) {
        self.init(languageCode: tag.language)
    }

    /// Whether this language is the locale's own, rather than the nearest one Glovebox has:
    /// `pt-PT` is pt-PT's own but only the nearest for `pt-BR` and plain `pt` (Brazilian).
    public func isOwn(for tag: LanguageTag) -> Bool {
        guard tag.language == languageCode else { return false }
        guard self == .portuguesePortugal else { return true }
        return tag.region.map { $0 != "BR" } ?? false
    }
}
