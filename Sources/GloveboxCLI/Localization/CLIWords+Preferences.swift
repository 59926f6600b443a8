import Foundation
import GarageRules
import GarageStorage
import WidgetContract

extension CLIWords {
    /// A refusal of `prefs set` in this language, or `nil` for English, whose text the store's
    /// `PreferenceError` already holds word for word.
    func refusal(_ error: PreferenceError) -> String? {
        guard language != .english else { return nil }
        let quoted = Quoted.excerpt
        switch error {
        case .unknownKey(let name):
            let known = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")
            return text(.prefsUnknownKey, ["name": quoted(name), "known": known])
        case let .unconvertibleCurrency(code, expenses, publisherNamesIt):
            let why = text(publisherNamesIt ? .prefsCurrencyNoRate : .prefsCurrencyNoSource, ["code": code])
            return plural(.prefsCurrencyRefused, count: expenses, ["code": code, "why": why])
        case let .invalidLocale(value, reason):
            return text(.prefsInvalidLocaleTag, ["value": quoted(value), "reason": self.reason(reason)])
        case let .invalidValue(key, value):
            let value = quoted(value)
            switch key {
            case .locale: return text(.prefsInvalidLocale, ["value": value])
            case .currency: return text(.refusalUnknownCurrency, ["code": value])
            case .lock: return text(.prefsInvalidLock, ["value": value])
            case .timezone: return text(.prefsInvalidTimeZone, ["value": value])
            case .economy:
                let units = EconomyUnit.allCases.map(\.rawValue).joined(separator: ", ")
                return text(.prefsInvalidEconomy, ["value": value, "units": units])
            }
        }
    }

    /// Why a text is not a language tag, naming the subtag at fault as `LanguageTagError` does.
    func reason(_ error: LanguageTagError) -> String {
        let q = SafeText.quoted
        return switch error {
        case .empty: text(.tagEmpty)
        case .tooLong(let count): text(.tagTooLong, ["count": self.count(count), "maximum": self.count(LanguageTag.maximumLength)])
        case .emptySubtag: text(.tagEmptySubtag)
        case .malformedSubtag(let subtag): text(.tagMalformedSubtag, ["subtag": q(subtag)])
        case .noLanguage(let subtag): text(.tagNoLanguage, ["subtag": q(subtag)])
        case .unknownLanguage(let subtag): text(.tagUnknownLanguage, ["subtag": q(subtag)])
        case .unknownRegion(let subtag): text(.tagUnknownRegion, ["subtag": q(subtag)])
        case .misplacedSubtag(let subtag): text(.tagMisplacedSubtag, ["subtag": q(subtag)])
        case .repeated(let subtag): text(.tagRepeated, ["subtag": q(subtag)])
        case .emptyExtension(let subtag): text(.tagEmptyExtension, ["subtag": q(subtag)])
        }
    }

    /// What the app shows for a valid tag whose own language it has no texts in, or `nil` when it
    /// speaks the tag's language: the same rule the snapshots and the widget follow (`Language`).
    ///
    /// The languages are named in this language (`português (Brasil)`); English names them with
    /// `en_US`, as `prefs set` always has.
    func languageNote(for tag: LanguageTag) -> String? {
        let shown = Language(matching: tag)
        guard !shown.isOwn(for: tag) else { return nil }
        let namer = language == .english ? Locale(identifier: "en_US") : formattingLocale
        let asked = namer.localizedString(forIdentifier: tag.text) ?? tag.text
        if shown == .english {
            return text(.prefsLanguageEnglish, ["asked": asked, "tag": tag.text])
        }
        let name = language == .english
            ? shown.englishName
            : namer.localizedString(forIdentifier: shown == .portuguesePortugal ? "pt-PT" : shown.languageCode) ?? shown.englishName
        return text(.prefsLanguageNearest, ["language": name, "asked": asked, "tag": tag.text])
    }
}
