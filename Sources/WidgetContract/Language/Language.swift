import Foundation

/// A language the widgets speak; every other preference falls back to English.
///
/// The catalog language and the formatting locale are decided separately: the language picks the
/// catalog, while numbers, dates and currencies follow the user's own locale when it speaks that
/// language (`fr_CA` gets French texts with Canadian formats).
///
/// Portuguese: only Portugal's variety has a catalog. CLDR makes plain `pt` mean Brazilian
/// Portuguese and makes `pt_PT` the parent of the other African and Asian varieties (`pt_AO`,
/// `pt_MZ`, `pt_MO`…), so those get `pt-PT` while `pt` and `pt_BR` get English: Brazilian users
/// would otherwise read Portugal's vocabulary ("carta de condução", "IUC", "daqui a") that they
/// did not choose. Adding a `pt-BR` catalog later only means adding a case here.
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

    /// The language of `locale`, or English when no catalog speaks it.
    public init(matching locale: Locale) {
        let language = locale.language.languageCode?.identifier.lowercased() ?? ""
        let region = locale.region?.identifier.uppercased()
        switch language {
        case "en": self = .english
        case "es": self = .spanish
        case "fr": self = .french
        case "de": self = .german
        case "pt":
            // Brazilian Portuguese (and plain `pt`, which CLDR defines as Brazilian) is not pt-PT.
            if let region, region != "BR" { self = .portuguesePortugal } else { self = .english }
        default: self = .english
        }
    }

    /// The locale that formats numbers, dates and currencies next to this language's texts.
    ///
    /// The user's locale when it speaks this language; otherwise this language in the user's
    /// region (`it_IT` → `en_IT`), so an English sentence never holds an Italian month name.
    /// The calendar is always Gregorian: due days are Gregorian calendar days.
    public func formattingLocale(for userLocale: Locale) -> Locale {
        let base: String
        if Language(matching: userLocale) == self,
           userLocale.language.languageCode?.identifier.lowercased() == languageCode {
            base = userLocale.identifier
        } else if let region = userLocale.region?.identifier, self != .portuguesePortugal {
            // Not for Portuguese: ICU's `pt_XX` outside Portugal's family falls back to `pt`,
            // which is Brazilian, so pt-PT texts would get Brazilian formats.
            base = languageCode + "_" + region
        } else {
            base = defaultLocaleIdentifier
        }
        var components = Locale.Components(locale: Locale(identifier: base))
        components.calendar = .gregorian
        return Locale(components: components)
    }

    /// The ISO 639 language code.
    var languageCode: String {
        switch self {
        case .english: "en"
        case .portuguesePortugal: "pt"
        case .spanish: "es"
        case .french: "fr"
        case .german: "de"
        }
    }

    /// The locale used when the user's own cannot be: the language's main country.
    var defaultLocaleIdentifier: String {
        switch self {
        case .english: "en_US"
        case .portuguesePortugal: "pt_PT"
        case .spanish: "es_ES"
        case .french: "fr_FR"
        case .german: "de_DE"
        }
    }
}
