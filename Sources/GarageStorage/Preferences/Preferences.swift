import Foundation
import GarageRules
import WidgetContract

/// The user's preferences as typed values: read and validated once by the store, each default written
/// once, here.
///
/// ```swift
/// var preferences = try store.preferences()
/// try preferences.set(.locale, to: "pt-PT")
/// try store.save(preferences)
/// let zone = preferences.timeZone ?? systemZone
/// let language = preferences.localeTag(systemLocale: systemLocale)
/// ```
public struct Preferences: Hashable, Sendable {
    /// One preference, by the name the user types.
    public enum Key: String, CaseIterable, Sendable {
        /// The language and formats of every snapshot and answer; unset, the system's.
        case locale
        /// The home currency spending is reported in.
        case currency
        /// The app lock: with it on, no odometer value or money amount leaves the app.
        case lock
        /// The time zone whose calendar days the logbook counts in.
        case timezone
        /// The unit fuel economy is shown in, or `auto` (the vehicle's distance unit decides).
        case economy

        /// The key named `text`, or `unknownKey`.
        public init(parsing text: String) throws(PreferenceError) {
            guard let key = Key(rawValue: text) else { throw .unknownKey(text) }
            self = key
        }
    }

    /// The language tag the user chose (`pt-PT`); `nil` (unless set) means the system's locale, as
    /// with the time zone: every app a person uses speaks the system's language until told otherwise.
    /// What applies is ``localeTag(systemLocale:)``.
    public var locale: String?
    /// The currency spending is reported in; EUR unless set.
    public var homeCurrency: CurrencyCode
    /// Whether the app lock is on; off unless set.
    public var isLocked: Bool
    /// The time zone; `nil` (unless set) means the system's.
    public var timeZone: TimeZone?
    /// The unit economy is shown in when the user names none; `nil` (`auto`, unless set): mpg (US) on
    /// a vehicle in miles, L/100 km in kilometres. A unit of the other energy (kWh/100 km for a
    /// petrol car) leaves that vehicle to the automatic choice.
    public var economyUnit: EconomyUnit?

    /// Every preference at its default.
    public static let defaults = Preferences(locale: nil, homeCurrency: .euro, isLocked: false, timeZone: nil)

    /// Creates preferences from their values.
    public init(locale: String?, homeCurrency: CurrencyCode, isLocked: Bool, timeZone: TimeZone?, economyUnit: EconomyUnit? = nil) {
        self.locale = locale
        self.homeCurrency = homeCurrency
        self.isLocked = isLocked
        self.timeZone = timeZone
        self.economyUnit = economyUnit
    }

    /// What a user types for the locale or the time zone to be the system's again, as if never set:
    /// no language tag or IANA name is spelled so.
    public static let systemValue = "system"

    /// Sets one preference from the text a user typed, refused (`invalidValue`, `invalidLocale`)
    /// when the text is not a value of it: a valid BCP 47 language tag such as `pt-PT`
    /// (`LanguageTag`), an ISO 4217 code, `on` or `off` (any letter case), an IANA time zone name, `auto` or an economy unit (`l/100km`, `mpg-us`, …);
    /// `system` (any letter case) unsets the locale or the time zone.
    public mutating func set(_ key: Key, to text: String) throws(PreferenceError) {
        if text.lowercased() == Self.systemValue {
            switch key {
            case .locale: locale = nil; return
            case .timezone: timeZone = nil; return
            default: break
            }
        }
        switch key {
        case .locale:
            do {
                locale = try LanguageTag(parsing: text).text
            } catch {
                throw .invalidLocale(value: text, reason: error)
            }
        default:
            try restore(key, from: text)
        }
    }

    /// Sets one preference from its stored (or exported) text: as ``set(_:to:)``, except that a
    /// locale is held to the looser rule earlier versions stored by (letters, digits, `-` and `_`,
    /// starting with a letter, at most 35 characters), so that a logbook that stored `klingon`
    /// before tags were checked still opens — it shows English, as it always did.
    public mutating func restore(_ key: Key, from text: String) throws(PreferenceError) {
        switch key {
        case .locale:
            let allowed = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
            guard !text.isEmpty, text.count <= 35, allowed, text.first?.isLetter == true else {
                throw .invalidValue(key: key, value: text)
            }
            locale = text.replacingOccurrences(of: "_", with: "-")
        case .currency:
            guard let code = try? CurrencyCode(text) else {
                throw .invalidValue(key: key, value: text)
            }
            homeCurrency = code
        case .lock:
            switch text.lowercased() {
            case "on": isLocked = true
            case "off": isLocked = false
            default: throw .invalidValue(key: key, value: text)
            }
        case .timezone:
            guard let zone = TimeZone(identifier: text) else {
                throw .invalidValue(key: key, value: text)
            }
            timeZone = zone
        case .economy:
            if text.lowercased() == "auto" {
                economyUnit = nil
            } else {
                guard let unit = try? EconomyUnit(parsing: text) else { throw .invalidValue(key: key, value: text) }
                economyUnit = unit
            }
        }
    }

    /// The stored text of a preference, or `nil` when it is at its default.
    ///
    /// A locale that was set is stored whatever it is, `en-US` included: its default is no tag but
    /// the system's, so a person who chose English keeps English on a Portuguese system.
    public func storedText(for key: Key) -> String? {
        if key == .locale { return locale }
        let text = displayText(for: key, systemTimeZone: nil)
        return text == Self.defaults.displayText(for: key, systemTimeZone: nil) ? nil : text
    }

    /// The value as a user reads it: what applies, defaults included (an unset time zone is the
    /// system's, `systemTimeZone`; an unset locale the system's, `systemLocale`, as a language tag).
    public func text(for key: Key, systemTimeZone: TimeZone, systemLocale: Locale) -> String {
        if key == .locale { return localeTag(systemLocale: systemLocale) }
        return displayText(for: key, systemTimeZone: systemTimeZone) ?? systemTimeZone.identifier
    }

    func displayText(for key: Key, systemTimeZone: TimeZone?) -> String? {
        switch key {
        case .locale: locale
        case .currency: homeCurrency.code
        case .lock: isLocked ? "on" : "off"
        case .timezone: (timeZone ?? systemTimeZone)?.identifier
        case .economy: economyUnit?.rawValue ?? "auto"
        }
    }
}
