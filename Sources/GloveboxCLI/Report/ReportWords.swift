import Foundation
import GarageRules
import SnapshotBuilding
import WidgetContract

/// The words and formats of the report in the user's language and locale: the widgets' catalogs
/// and formatter where they have the phrase, the report's own keyed phrases (`ReportPhrase`) else.
struct ReportWords {
    let language: Language
    private let formatter: SnapshotFormatter

    init(locale: Locale) {
        language = Language(matching: locale)
        formatter = SnapshotFormatter(language: language, userLocale: locale)
    }

    /// A report phrase with its `{name}` placeholders filled.
    func text(_ phrase: ReportPhrase, _ values: [String: String] = [:]) -> String {
        PhraseTemplate.fill(phrase.text(in: language), values)
    }

    /// A count and what it counts, in the form the language's plural rule gives it (the command
    /// line's catalog: `spend` says the same of the same records).
    func plural(_ message: CLIPlural, count: Int) -> String {
        CLIWords(localeTag: formatter.locale.identifier).plural(message, count: count, shown: number(count))
    }

    /// A phrase of the widgets' catalogs, in the user's language.
    func text(_ key: TextKey) -> String { formatter.localizer.text(key) }

    func money(_ amount: Decimal, _ currency: CurrencyCode) -> String { formatter.money(amount, currencyCode: currency.code) }

    func money(_ value: Double, _ currency: CurrencyCode) -> String { money(Self.decimal(value), currency) }

    /// An axis value as a `Decimal` with six decimals at most, read from its text: `Decimal(Double)`
    /// carries the binary fraction's long tail (16.5000000000000017…), which Linux Foundation's
    /// rounding and formatting then misread (17 came out as "7.0").
    static func decimal(_ value: Double) -> Decimal {
        Decimal(string: String(format: "%.6f", value)) ?? 0
    }

    func day(_ day: CalendarDay) -> String { formatter.dayLabel(day) }

    func month(_ month: CalendarMonth) -> String { formatter.monthLabel(month) }

    func shortMonth(_ month: CalendarMonth) -> String { formatter.shortMonthLabel(month) }

    func economy(_ value: Decimal, _ unit: EconomyUnit) -> String { formatter.economy(value, unit: unit) }

    /// An economy unit's words ("L/100 km", "mpg (US)"), from the widgets' catalog.
    func unit(_ unit: EconomyUnit) -> String { formatter.localizer.text(SnapshotFormatter.unitKey(unit)) }

    func distance(_ value: Int, _ unit: DistanceUnit) -> String {
        formatter.distance(value, unit: unit == .miles ? .miles : .kilometres)
    }

    func number(_ value: Int) -> String { formatter.number(value) }

    /// A share of a whole as a whole percentage ("42 %" as the locale writes it).
    func percent(_ part: Int, of whole: Int) -> String {
        let fraction = whole > 0 ? Double(part) / Double(whole) : 0
        return fraction.formatted(.percent.precision(.fractionLength(0)).locale(formatter.locale))
    }

    func category(_ category: ExpenseCategory) -> String {
        switch category {
        case .fuel: text(.categoryFuel)
        case .service: text(.categoryService)
        case .repair: text(.categoryRepair)
        case .insurance: text(.categoryInsurance)
        case .tax: text(.categoryTax)
        case .parking: text(.categoryParking)
        case .tolls: text(.categoryTolls)
        case .other: text(.categoryOther)
        }
    }

    func state(_ state: AlertState) -> String {
        switch state {
        case .overdue: text(.overdue)
        case .dueSoon: text(.stateDueSoon)
        case .ok: text(.stateOK)
        }
    }
}
