import Foundation
import Synchronization
import WidgetContract

/// The ICU formatters of one locale, made once per process and shared by every
/// ``SnapshotFormatter`` of that locale, with the month and day labels they made.
///
/// Why shared: a publish builds the widgets snapshot, the Shortcuts snapshot and the calendar,
/// each with a formatter of the same locale, and a long-running app publishes again and again;
/// opening ICU's date and number formatters was most of a small garage's build. Why the labels are
/// kept: every vehicle's spend shows the same months, and a formatted date costs far more than a
/// dictionary lookup.
///
/// `@unchecked Sendable`: Foundation's formatters are classes whose thread safety differs between
/// platforms, so each one is used only inside `lock`; nothing is changed after it is made.
final class LocaleFormatters: @unchecked Sendable {
    /// The locale the labels are formatted in.
    let locale: Locale

    private let lock = NSLock()
    private let decimal: NumberFormatter
    private let mediumDate: DateFormatter
    private let monthYear: DateFormatter
    private let shortMonth: DateFormatter
    private let utc: Calendar
    /// One currency formatter per code: changing a formatter's `currencyCode` makes Foundation
    /// open its ICU formatter again, on every amount of another currency.
    private var currencies: [String: NumberFormatter] = [:]
    /// Labels already made, by kind and day (a month's labels under its first day).
    private var labels: [LabelKey: String] = [:]

    /// What a kept label is.
    private struct LabelKey: Hashable {
        enum Kind { case medium, monthYear, shortMonth }
        let kind: Kind
        let day: CalendarDay
    }

    /// More labels than a year of days in every form, so that a process running for years keeps
    /// a bounded memo (it starts again when full).
    private static let labelLimit = 4_096

    /// The shared formatters of every locale met so far, by identifier.
    private static let shared = Mutex<[String: LocaleFormatters]>([:])

    /// The formatters of `locale`, made on first use.
    static func of(_ locale: Locale) -> LocaleFormatters {
        shared.withLock { known in
            if let formatters = known[locale.identifier] { return formatters }
            let formatters = LocaleFormatters(locale: locale)
            known[locale.identifier] = formatters
            return formatters
        }
    }

    private init(locale: Locale) {
        self.locale = locale
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        utc.locale = locale
        self.utc = utc

        let decimal = NumberFormatter()
        decimal.locale = locale
        decimal.numberStyle = .decimal
        decimal.maximumFractionDigits = 0
        self.decimal = decimal

        func dateFormatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = utc
            formatter.timeZone = utc.timeZone
            configure(formatter)
            return formatter
        }
        mediumDate = dateFormatter { $0.dateStyle = .medium; $0.timeStyle = .none }
        monthYear = dateFormatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") }
        shortMonth = dateFormatter { $0.setLocalizedDateFormatFromTemplate("MMM") }
    }

    /// A whole number with the locale's grouping, or `nil` when ICU cannot format it.
    func number(_ value: Int) -> String? {
        lock.withLock { decimal.string(from: NSNumber(value: value)) }
    }

    /// An amount in `currencyCode`, or `nil` when ICU cannot format it.
    func money(_ amount: Decimal, currencyCode: String) -> String? {
        lock.withLock {
            let formatter: NumberFormatter
            if let known = currencies[currencyCode] {
                formatter = known
            } else {
                formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .currency
                formatter.currencyCode = currencyCode
                currencies[currencyCode] = formatter
            }
            return formatter.string(from: NSDecimalNumber(decimal: amount))
        }
    }

    /// The locale's medium date of `day`.
    func mediumDate(_ day: CalendarDay) -> String {
        label(.medium, day, mediumDate)
    }

    /// The month of `month` with its year, as the locale writes it inside a sentence.
    func monthYear(_ month: CalendarMonth) -> String {
        label(.monthYear, month.firstDay, monthYear)
    }

    /// The month's short name.
    func shortMonth(_ month: CalendarMonth) -> String {
        label(.shortMonth, month.firstDay, shortMonth)
    }

    private func label(_ kind: LabelKey.Kind, _ day: CalendarDay, _ formatter: DateFormatter) -> String {
        let key = LabelKey(kind: kind, day: day)
        return lock.withLock {
            if let known = labels[key] { return known }
            // Noon UTC in a UTC Gregorian calendar: no zone or daylight-saving change moves a label.
            let noon = utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
            let text = formatter.string(from: noon)
            if labels.count >= Self.labelLimit { labels.removeAll(keepingCapacity: true) }
            labels[key] = text
            return text
        }
    }
}
