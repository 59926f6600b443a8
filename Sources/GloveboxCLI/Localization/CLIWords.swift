import Foundation
import GarageRules
import SnapshotBuilding
import WidgetContract

/// The command line's words and formats in the user's language and locale.
///
/// The language is chosen by the widgets' one rule (`Language(matching:)` on the `locale`
/// preference), the words come from ``CLIMessage`` and ``CLIPlural`` (and the widgets' catalog for
/// what it already says), and numbers, days, amounts and distances go through the snapshot's own
/// `SnapshotFormatter` in the language's formatting locale. English keeps the locale-free formats
/// the command line has always printed (`1,234.56 EUR`, ISO days), so that scripts reading the text
/// of an English logbook see no change; `--json` never goes through here.
struct CLIWords {
    /// The language of every message.
    let language: Language
    private let formatter: SnapshotFormatter

    /// Words for the locale preference `localeTag` (`pt-PT`, `de_CH`, `en-US`).
    init(localeTag: String) {
        let locale = Locale(identifier: localeTag)
        language = Language(matching: locale)
        formatter = SnapshotFormatter(language: language, userLocale: locale)
    }

    /// English, for what is said before a logbook (and its preference) can be read, and for the
    /// texts `--json` carries. Made on each use: the formatters inside are not `Sendable`.
    static var english: CLIWords { CLIWords(localeTag: "en-US") }

    private var isEnglish: Bool { language == .english }

    /// The locale numbers, dates and names are written for (`de_DE` for the preference `de-DE`).
    var formattingLocale: Locale { formatter.locale }

    /// A message with its `{name}` placeholders filled with `values`.
    func text(_ message: CLIMessage, _ values: [String: String] = [:]) -> String {
        Self.fill(message.text(in: language), values)
    }

    /// The form of `message` for `count` by the language's CLDR plural rule, `{count}` written as
    /// the locale writes a number and the other placeholders filled with `values`.
    ///
    /// `shown` writes the number otherwise where English always grouped it (`1,234 segments`).
    func plural(_ message: CLIPlural, count: Int, shown: String? = nil, _ values: [String: String] = [:]) -> String {
        let forms = message.forms(in: language)
        // A missing `many` form reads as `other`, as CLDR's own fallback does.
        let template = forms[language.pluralCategory(of: count)] ?? forms[.other] ?? message.rawValue
        return Self.fill(template, values.merging(["count": shown ?? self.count(count)]) { $1 })
    }

    /// A count inside a sentence: `1234` in English as the command line always wrote it, `1.234` in German.
    func count(_ value: Int) -> String {
        isEnglish ? String(value) : formatter.number(value)
    }

    /// A whole number with the locale's grouping: `84,210`, `84.210`, `84 210`.
    func number(_ value: Int) -> String {
        isEnglish ? Format.grouped(value) : formatter.number(value)
    }

    /// An amount with its currency: `1,234.56 EUR` in English, `1.234,56 €` in German.
    func money(_ money: Money) -> String {
        isEnglish ? Format.money(money) : formatter.money(money.decimalAmount, currencyCode: money.currency.code)
    }

    /// An amount the JSON rows keep as exact text (`1234.56`) in `currency`: `1,234.56 EUR` in
    /// English, `1.234,56 €` in German.
    func amount(text: String, currency: String) -> String {
        guard !isEnglish, let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            return Format.groupedAmount(text) + " " + currency
        }
        return formatter.money(value, currencyCode: currency)
    }

    /// A quantity of fuel with its unit: `11.913 us-gal`, `38,2 kWh`.
    func volume(_ volume: FuelVolume) -> String {
        quantity(volume.amount) + " " + Format.unit(volume.unit)
    }

    /// A distance with its unit: `84,210 km`, `84.210 km`.
    func distance(_ value: Int, _ unit: DistanceUnit) -> String {
        isEnglish ? Format.distance(value, unit) : formatter.distance(value, unit: unit == .miles ? .miles : .kilometres)
    }

    /// A calendar day: ISO in English (`2026-12-10`), the locale's medium date otherwise (`10.12.2026`).
    func day(_ day: CalendarDay) -> String {
        isEnglish ? day.isoString : formatter.dayLabel(day)
    }

    /// A day the JSON rows keep as ISO text, written for the locale; unparsable text stays as it is.
    func day(iso: String) -> String {
        (try? CalendarDay(parsing: iso)).map(day) ?? iso
    }

    /// A month: ISO in English (`2026-11`), the locale's month and year otherwise (`November 2026`).
    func month(_ month: CalendarMonth) -> String {
        isEnglish ? month.isoString : formatter.monthLabel(month)
    }

    /// A month the reports keep as ISO text (`2026-11`), written as ``month(_:)`` writes it.
    func month(iso: String) -> String {
        (try? CalendarMonth(parsing: iso)).map(month) ?? iso
    }

    /// An expense category the reports keep as its word (`fuel`): that word in English, the report's
    /// own name for it in the other languages (`Kraftstoff`), so that the table and the page agree.
    func category(word: String) -> String {
        guard !isEnglish, let category = ExpenseCategory(rawValue: word) else { return word }
        let phrase: ReportPhrase = switch category {
        case .fuel: .categoryFuel
        case .service: .categoryService
        case .repair: .categoryRepair
        case .insurance: .categoryInsurance
        case .tax: .categoryTax
        case .parking: .categoryParking
        case .tolls: .categoryTolls
        case .other: .categoryOther
        }
        return phrase.text(in: language)
    }

    /// A report period: `2026-01-01 to 2026-12-31` or `up to 2026-12-31`, in the language's words and dates.
    func period(_ period: SpendPeriod) -> String {
        guard let first = period.first else { return text(.periodUpTo, ["last": day(period.last)]) }
        return text(.periodFromTo, ["first": day(first), "last": day(period.last)])
    }

    /// A figure with up to two decimals: `42.5` in English as Swift writes a `Double`, `42,5` in German.
    func decimal(_ value: Double) -> String {
        isEnglish ? String(value) : value.formatted(.number.precision(.fractionLength(0...2)).locale(formatter.locale))
    }

    /// `value` rounded half away from zero to `places` decimals, all of them written: `18.47` in
    /// English as the command line always wrote it, `18,47` in German.
    func decimal(_ value: Decimal, places: Int) -> String {
        guard !isEnglish else { return Format.decimal(value, places: places) }
        var exact = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, places, .plain)
        // A FormatStyle, not NumberFormatter: on Linux the latter ignores the fraction digits (DESIGN.md).
        return rounded.formatted(.number.precision(.fractionLength(places)).locale(formatter.locale))
    }

    /// A quantity as it was typed, with the locale's decimal separator: `11.913`, `11,913`.
    func quantity(_ value: Decimal) -> String {
        isEnglish ? "\(value)" : value.formatted(.number.grouping(.never).locale(formatter.locale))
    }

    /// An economy unit's words after a figure: the command line's own labels in English
    /// (`L/100 km`), the widgets' catalog in the other languages (`l/100 km`).
    func economyUnit(_ unit: EconomyUnit) -> String {
        isEnglish ? EconomyText.label(unit) : formatter.localizer.text(SnapshotFormatter.unitKey(unit))
    }

    /// How urgent an item is, in words (`due soon`, `bald fällig`).
    func state(_ state: AlertState) -> String {
        switch state {
        case .ok: text(.stateOK)
        case .dueSoon: text(.stateDueSoon)
        case .overdue: text(.stateOverdue)
        }
    }

    /// A sharing role (`owner`, `Eigentümer`).
    func role(_ role: SharingRole) -> String {
        switch role {
        case .owner: text(.roleOwner)
        case .editor: text(.roleEditor)
        case .viewer: text(.roleViewer)
        }
    }

    /// A sharing role after "is" (`an editor`, `Bearbeiter`): with its article where the language
    /// puts one there.
    func roleWithArticle(_ role: SharingRole) -> String {
        switch role {
        case .owner: text(.roleAsOwner)
        case .editor: text(.roleAsEditor)
        case .viewer: text(.roleAsViewer)
        }
    }

    /// An energy (`petrol`, `Benzin`).
    func energy(_ energy: Energy) -> String {
        switch energy {
        case .petrol: text(.energyPetrol)
        case .diesel: text(.energyDiesel)
        case .lpg: text(.energyLPG)
        case .electricity: text(.energyElectricity)
        }
    }

    /// A deadline's kind: its option word in English (`road-tax`, as the command line always wrote
    /// it), the widgets' own name for it in the other languages (`Kfz-Steuer`).
    func kind(_ kind: DeadlineKind) -> String {
        guard !isEnglish else { return kind.rawValue }
        let key: TextKey = switch kind {
        case .insurance: .kindInsurance
        case .inspection: .kindInspection
        case .roadTax: .kindRoadTax
        case .registration: .kindRegistration
        case .drivingLicence: .kindDrivingLicence
        case .warranty: .kindWarranty
        case .custom: .kindCustom
        }
        return formatter.localizer.text(key)
    }

    /// A deadline's title: a title left at its kind's default (English, as stored) is the kind's
    /// name in the user's language, as the widgets show it; a title someone wrote stays as written.
    func title(_ title: String, kind: DeadlineKind) -> String {
        isEnglish || title != kind.defaultTitle ? title : self.kind(kind)
    }

    /// A title of a JSON row, whose kind is its option word, written as ``title(_:kind:)`` writes it.
    func title(_ title: String, kindWord: String) -> String {
        DeadlineKind(rawValue: kindWord).map { self.title(title, kind: $0) } ?? title
    }

    /// A state the JSON rows keep as their word (`dueSoon`): that word in English, as the tables
    /// have always shown it, the state's words in the other languages.
    func state(word: String) -> String {
        guard !isEnglish, let state = AlertState(rawValue: word) else { return word }
        return self.state(state)
    }

    /// A kind the JSON rows keep as its option word (`road-tax`), written as ``kind(_:)`` writes it.
    func kind(word: String) -> String {
        DeadlineKind(rawValue: word).map(kind) ?? word
    }

    /// `template` with each `{name}` replaced by its value, in one pass, so that a value that holds
    /// braces (a vehicle named `{day}`) is never filled in again.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        PhraseTemplate.fill(template, values)
    }
}
