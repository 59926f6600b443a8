import Foundation

/// The few Unicode CLDR facts the golden files' checks need, written out by hand from CLDR
/// (`common/main/<language>.xml`: number symbols, minimum grouping digits, currency and numeric
/// date patterns; `supplemental/plurals.xml`: the cardinal plural rules), so that a check never
/// formats through the Foundation and ICU calls the code under test makes.
///
/// Languages are the app's five: `en` (British English formats: the pinned garages use `en_GB`),
/// `pt-PT`, `es`, `fr`, `de`.
public enum CLDRByHand {
    /// One language's number symbols and rules.
    public struct Numbers: Sendable {
        /// The grouping separator (`,`, `.`, U+00A0 no-break space, U+202F narrow no-break space).
        public let group: String
        /// The decimal separator.
        public let decimal: String
        /// Digits above the first group a number needs before it is grouped at all (2: `2353` but `84 210`).
        public let minimumGrouping: Int
        /// Whether the currency symbol follows the amount, after a no-break space (`312,40 €`), or precedes it (`€312.40`).
        public let symbolAfter: Bool
    }

    /// The number symbols of `language`.
    public static func numbers(_ language: String) -> Numbers {
        switch language {
        case "en": Numbers(group: ",", decimal: ".", minimumGrouping: 1, symbolAfter: false)
        case "de": Numbers(group: ".", decimal: ",", minimumGrouping: 1, symbolAfter: true)
        case "es": Numbers(group: ".", decimal: ",", minimumGrouping: 2, symbolAfter: true)
        case "fr": Numbers(group: "\u{202F}", decimal: ",", minimumGrouping: 1, symbolAfter: true)
        case "pt-PT": Numbers(group: "\u{00A0}", decimal: ",", minimumGrouping: 2, symbolAfter: true)
        default: preconditionFailure("no CLDR numbers written down for \(language)")
        }
    }

    /// `value` with the grouping of `language`: `84,210`, `84 210`, `2353` in Spanish.
    public static func grouped(_ value: Int, _ language: String) -> String {
        let symbols = numbers(language)
        let digits = String(value.magnitude)
        // Grouped only when the digits above the first group of three are at least the minimum.
        guard digits.count > 3 + symbols.minimumGrouping - 1 else { return (value < 0 ? "-" : "") + digits }
        var groups: [Substring] = []
        var rest = Substring(digits)
        while rest.count > 3 {
            groups.insert(rest.suffix(3), at: 0)
            rest = rest.dropLast(3)
        }
        groups.insert(rest, at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: symbols.group)
    }

    /// `amount` (at most two decimals) with two decimals and `language`'s symbols: `1.046,75`.
    public static func twoDecimals(_ amount: Decimal, _ language: String) -> String {
        var cents = amount * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &cents, 0, .bankers)
        let total = NSDecimalNumber(decimal: rounded).intValue
        let fraction = total.magnitude % 100
        return grouped(total / 100, language) + numbers(language).decimal + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// `amount` in a currency whose symbol is `symbol`, as `language` writes it: `€312.40`, `312,40 €`.
    public static func money(_ amount: Decimal, symbol: String, _ language: String) -> String {
        let number = twoDecimals(amount, language)
        return numbers(language).symbolAfter ? number + "\u{00A0}" + symbol : symbol + number
    }

    /// A distance or odometer value with its unit symbol after a no-break space: `84,210 km`.
    public static func distance(_ value: Int, unit: String, _ language: String) -> String {
        grouped(value, language) + "\u{00A0}" + unit
    }

    /// The day `iso` (`YYYY-MM-DD`) in the numeric medium date pattern of `language`, for the
    /// languages whose medium date is all digits (`de`: `dd.MM.y`, `pt-PT`: `dd/MM/y`); `nil` for the others.
    public static func numericDate(_ iso: String, _ language: String) -> String? {
        let parts = iso.split(separator: "-")
        switch language {
        case "de": return "\(parts[2]).\(parts[1]).\(parts[0])"
        case "pt-PT": return "\(parts[2])/\(parts[1])/\(parts[0])"
        default: return nil
        }
    }

    /// A cardinal plural category of CLDR.
    public enum Plural: String, Sendable {
        case one, other
    }

    /// The plural category of the whole number `n` (no visible fraction digits, so `v = 0`) in `language`:
    /// `en`, `de`, `es`, `pt-PT`: one for `i = 1 and v = 0`; `fr`: one for `i = 0,1` (0 and 1).
    public static func plural(_ n: Int, _ language: String) -> Plural {
        switch language {
        case "fr": (n == 0 || n == 1) ? .one : .other
        case "en", "de", "es", "pt-PT": n == 1 ? .one : .other
        default: preconditionFailure("no CLDR plural rule written down for \(language)")
        }
    }

    /// The cardinal plural categories CLDR's `supplemental/plurals.xml` (v44 and later) defines for
    /// `language`, by their names: every one of them needs a form in a catalog of that language.
    /// `en`, `de`: one, other; `es`, `fr`, `pt-PT`: one, many (whole millions: "1 000 000 de jours"), other.
    public static func pluralCategoryNames(_ language: String) -> Set<String> {
        switch language {
        case "en", "de": ["one", "other"]
        case "es", "fr", "pt-PT": ["one", "many", "other"]
        default: preconditionFailure("no CLDR plural categories written down for \(language)")
        }
    }

    /// The word for "day" in each plural category, as the app's day phrases use it (German's in the dative).
    public static func dayWord(_ category: Plural, _ language: String) -> String {
        switch (language, category) {
        case ("en", .one): "day"
        case ("en", .other): "days"
        case ("de", .one): "Tag"
        case ("de", .other): "Tagen"
        case ("es", .one): "día"
        case ("es", .other): "días"
        case ("fr", .one): "jour"
        case ("fr", .other): "jours"
        case ("pt-PT", .one): "dia"
        case ("pt-PT", .other): "dias"
        default: preconditionFailure("no day word written down for \(language)")
        }
    }

    /// What is wrong with a day phrase table of `language` (offsets −60…+120, `phrases[60 + n]` for
    /// `n` days): each phrase for `n ∉ {0, 1}` must name `|n|` with the word of its plural category,
    /// and only that word. Offsets 0 and +1 are words of their own (today, tomorrow).
    public static func dayPhraseProblems(_ phrases: [String], _ language: String) -> [String] {
        guard phrases.count == 181 else { return ["\(phrases.count) day phrases, not 181 (−60…+120)"] }
        var problems: [String] = []
        for offset in -60...120 where offset != 0 && offset != 1 {
            let phrase = phrases[offset + 60]
            let category = plural(abs(offset), language)
            let words = phrase.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map(String.init)
            let other: Plural = category == .one ? .other : .one
            if !words.contains(String(abs(offset))) || !words.contains(dayWord(category, language))
                || words.contains(dayWord(other, language)) {
                problems.append("\(language) \(offset): «\(phrase)» should name \(abs(offset)) \(dayWord(category, language)) (CLDR \(category.rawValue))")
            }
        }
        return problems
    }
}
