import GarageRules
import WidgetContract

/// Why a preference change was refused.
public enum PreferenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name that is not one of `Preferences.Key`.
    case unknownKey(String)
    /// Text that is not a value of the preference.
    case invalidValue(key: Preferences.Key, value: String)
    /// A locale that is not a valid BCP 47 language tag, and why.
    case invalidLocale(value: String, reason: LanguageTagError)
    /// A home currency no rate source converts into, which would leave `expenses` of the logbook's
    /// expenses out of every total; `publisherNamesIt` when the ECB's list has it (without a rate here).
    case unconvertibleCurrency(String, expenses: Int, publisherNamesIt: Bool)

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .unknownKey(let text):
            let known = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown preference '\(Quoted.excerpt(text))' (expected one of: \(known))"
        case let .unconvertibleCurrency(code, expenses, publisherNamesIt):
            let why = publisherNamesIt
                ? "the logbook's rates have no \(code) rate" : "the ECB publishes no \(code) rate and the logbook has none"
            let dropped = expenses == 1 ? "1 expense in another currency" : "\(expenses) expenses in other currencies"
            return "home currency \(code) is refused: no rate source converts into it (\(why)), so \(dropped) would drop "
                + "out of every total; first import rates that have \(code) "
                + "('glovebox rates import FILE', an ECB-format file with a \(code) column)"
        case let .invalidLocale(value, reason):
            return "locale '\(Quoted.excerpt(value))' is not a valid BCP 47 language tag such as pt-PT: \(reason)"
        case let .invalidValue(key, value):
            let value = Quoted.excerpt(value)
            switch key {
            case .locale: return "locale '\(value)' is not a language tag such as pt-PT"
            case .currency: return GarageError.unknownCurrency(value).description
            case .lock: return "lock '\(value)' must be on or off"
            case .timezone: return "time zone '\(value)' is not an IANA time zone name such as Europe/Lisbon"
            case .economy:
                let units = EconomyUnit.allCases.map(\.rawValue).joined(separator: ", ")
                return "economy '\(value)' must be auto or one of: \(units)"
            }
        }
    }
}
