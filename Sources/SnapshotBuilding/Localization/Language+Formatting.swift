import Foundation
import WidgetContract

extension Language {
    /// The locale that formats numbers, dates and currencies next to this language's texts.
    ///
    /// The user's locale when it speaks this language (`pt_BR` keeps Brazilian formats next to
    /// Portugal's texts); otherwise this language in the user's region (`it_IT` → `en_IT`), so an
    /// English sentence never holds an Italian month name. The calendar is always Gregorian: due
    /// days are Gregorian calendar days.
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
