import Foundation
import WidgetContract

extension Preferences {
    /// The language tag answers, snapshots and reports speak when neither the `locale` preference
    /// nor the system's locale names a language (`LANG=C`, say): American English.
    public static let fallbackLocaleTag = "en-US"

    /// The language tag that applies: the `locale` preference when it is set, else the system's locale
    /// (`systemLocale`) written as a BCP 47 tag (`pt_PT` → `pt-PT`).
    ///
    /// This is the one rule; the app asks it through `AppSession.localeTag()`, and the snapshot
    /// pipeline with the same system locale, so that an answer and the widgets never disagree.
    public func localeTag(systemLocale: Locale) -> String {
        locale ?? Self.languageTag(of: systemLocale)
    }

    /// `locale` as a BCP 47 tag, checked as a preference would be (``LanguageTag``); a system locale
    /// that names no language this system knows (`C`, `POSIX`, or garbage in `LANG`) is `en-US`, as
    /// it was when the preference alone decided.
    static func languageTag(of locale: Locale) -> String {
        if let tag = try? LanguageTag(parsing: locale.identifier) { return tag.text }
        // An identifier with keywords (`en_US@rg=gbzzzz` on Apple platforms) is read as its language
        // and region alone.
        guard let language = locale.language.languageCode?.identifier else { return fallbackLocaleTag }
        let bare = [language, locale.region?.identifier].compactMap { $0 }.joined(separator: "-")
        return (try? LanguageTag(parsing: bare).text) ?? fallbackLocaleTag
    }
}
