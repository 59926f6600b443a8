import Foundation
import GarageRules
import WidgetContract

/// Formats numbers, distances, money, days and months for one language in the user's locale.
///
/// Everything goes through Foundation's ICU-backed formatters (no `MeasurementFormatter`, which
/// Linux lacks). Calendar days are formatted as noon UTC in a UTC Gregorian calendar, so no time
/// zone or daylight-saving change can move a label to another day.
public struct SnapshotFormatter {
    /// The locale the labels are formatted in (see ``Language/formattingLocale(for:)``).
    public let locale: Locale
    /// The language of the words around the numbers.
    public let localizer: Localizer

    /// The locale's ICU formatters, shared in the process (``LocaleFormatters``).
    private let formatters: LocaleFormatters

    /// The no-break space between a number and its unit, so "84 210" and "km" never wrap apart.
    static let unitSpace = "\u{00A0}"

    /// Creates a formatter for `language` in the user's `userLocale`.
    public init(language: Language, userLocale: Locale) {
        let formatters = LocaleFormatters.of(language.formattingLocale(for: userLocale))
        self.formatters = formatters
        self.locale = formatters.locale
        self.localizer = Localizer(language: language)
    }

    /// A whole number with the locale's grouping: "84,210", "84.210", "84 210".
    public func number(_ value: Int) -> String {
        formatters.number(value) ?? String(value)
    }

    /// A distance with its unit: "84 210 km", "1,200 mi".
    public func distance(_ value: Int, unit: OdometerUnit) -> String {
        number(value) + Self.unitSpace + unit.symbol
    }

    /// A fuel economy figure to one decimal with its unit in the language's words: "6.8 L/100 km",
    /// "6,8 l/100 km", "31.2 mpg (US)" (a no-break space before the unit).
    public func economy(_ value: Decimal, unit: EconomyUnit) -> String {
        // Rounded half away from zero first, then formatted with a FormatStyle: on Linux (Swift 6.3)
        // NumberFormatter ignores maximumFractionDigits and writes "6,091" for a one-digit setting.
        var exact = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 1, .plain)
        let number = rounded.formatted(.number.precision(.fractionLength(1)).locale(locale))
        return number + Self.unitSpace + localizer.text(Self.unitKey(unit))
    }

    /// The catalog key of an economy unit's words.
    public static func unitKey(_ unit: EconomyUnit) -> TextKey {
        switch unit {
        case .litresPer100Kilometres: .unitLitresPer100Kilometres
        case .kilometresPerLitre: .unitKilometresPerLitre
        case .milesPerUSGallon: .unitMilesPerUSGallon
        case .milesPerImperialGallon: .unitMilesPerImperialGallon
        case .kilowattHoursPer100Kilometres: .unitKilowattHoursPer100Kilometres
        case .milesPerKilowattHour: .unitMilesPerKilowattHour
        }
    }

    /// A maintenance distance label: "In 1,200 km", "Overdue by 300 km", "Due now".
    ///
    /// - Parameters:
    ///   - remaining: the distance left to the due odometer; negative or `isOverdue` when passed.
    ///   - isOverdue: the rules' verdict, which wins over the sign of `remaining`.
    public func distanceLabel(remaining: Int, unit: OdometerUnit, isOverdue: Bool) -> String {
        if isOverdue || remaining < 0 {
            let passed = Int(remaining.magnitude)
            if passed == 0 { return localizer.text(.distanceDueNow) }
            return localizer.text(.distanceOverdue, ["distance": distance(passed, unit: unit)])
        }
        if remaining == 0 { return localizer.text(.distanceDueNow) }
        return localizer.text(.distanceAhead, ["distance": distance(remaining, unit: unit)])
    }

    /// A distance item's label when the current odometer is unknown: "At 15,000 km".
    public func distanceLabel(dueOdometer: Int, unit: OdometerUnit) -> String {
        localizer.text(.distanceDueAt, ["distance": distance(dueOdometer, unit: unit)])
    }

    /// An amount of money in `currencyCode` with the locale's symbol placement and separators:
    /// "€312.40", "312,40 €", "1.312,40 €".
    public func money(_ amount: Decimal, currencyCode: String) -> String {
        formatters.money(amount, currencyCode: currencyCode) ?? "\(amount) \(currencyCode)"
    }

    /// A due day as the locale's medium date: "Dec 10, 2026", "10/12/2026", "10.12.2026".
    public func dayLabel(_ day: CalendarDay) -> String {
        formatters.mediumDate(day)
    }

    /// A month with its year, first letter capitalized as a label: "November 2026",
    /// "Novembro de 2026".
    public func monthLabel(_ month: CalendarMonth) -> String {
        capitalizedFirst(formatters.monthYear(month))
    }

    /// A month with its year as the locale writes it inside a sentence: "November 2026",
    /// "novembro de 2026", "novembre 2026".
    public func monthInSentence(_ month: CalendarMonth) -> String {
        formatters.monthYear(month)
    }

    /// A month's short name as the locale writes it: "Nov", "nov.", "nov".
    public func shortMonthLabel(_ month: CalendarMonth) -> String {
        formatters.shortMonth(month)
    }

    private func capitalizedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased(with: locale) + text.dropFirst()
    }
}
