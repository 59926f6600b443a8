import Foundation
import WidgetContract

/// One published reference rate: on `day`, one euro bought `perEuro` units of `currency` (the ECB's convention).
public struct ExchangeRate: Hashable, Codable, Sendable {
    /// The day the rate was published for.
    public let day: CalendarDay
    /// The currency quoted.
    public let currency: CurrencyCode
    /// Units of `currency` per 1 EUR; always positive.
    public let perEuro: Decimal

    /// Creates a rate, refusing zero and negative values.
    public init(day: CalendarDay, currency: CurrencyCode, perEuro: Decimal) throws(GarageError) {
        guard Self.isStorable(perEuro) else { throw .invalidRate("\(perEuro)") }
        self.day = day
        self.currency = currency
        self.perEuro = perEuro
    }

    /// The longest decimal text (in bytes) that is parsed, stored or read back: the one limit
    /// every rate and quantity obeys, so whatever is accepted can always be loaded again.
    public static let maximumDecimalLength = 30

    /// Parses a rate as the ECB writes it (`1.0856`, `162.39`) into an exact decimal, or `nil`.
    ///
    /// Only digits with one optional `.` are accepted, so `1e3`, `N/A`, `-1` and `1,5` are refused,
    /// and so is text longer than `maximumDecimalLength`.
    ///
    /// Read on its bytes: a text of at most 18 digits (every quantity and rate the app writes) is
    /// made from its digits as a whole number and its count of decimals, which is exact; a longer
    /// one is left to `Decimal(string:)`, which cost some 7,000 instructions for every fill-up a
    /// publish decodes. `ParsedDecimalTextTests` compares the two on random texts.
    public static func parseDecimal(_ text: String) -> Decimal? {
        var text = text
        return text.withUTF8 { bytes -> Decimal? in
            guard let form = DecimalTextForm(bytes) else { return nil }
            guard form.digits <= DecimalTextForm.exactDigits else {
                return Decimal(string: String(decoding: bytes, as: UTF8.self), locale: posix)
            }
            return Decimal(sign: .plus, exponent: -form.decimals, significand: Decimal(form.significand))
        }
    }

    /// Whether `text` reads as a decimal `isStorable` keeps (`parseDecimal(text).map(isStorable)`),
    /// decided on its bytes: digits with at most one `.` between digits, no longer than
    /// `maximumDecimalLength`, and a digit that is not zero. Such a text fits `Decimal`'s 38 digits
    /// exactly, and its value's plain text is never longer than it, so only zero is refused after
    /// the form; making the `Decimal` cost some 7,000 instructions a quantity on Linux, once for every
    /// fill-up an import checks (issue 24). `StorableDecimalTextTests` compares the two on random texts.
    public static func isStorableText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in DecimalTextForm(bytes)?.hasNonZeroDigit ?? false }
    }

    /// The locale decimal text is read in: made once, since an import reads one per row (building a
    /// `Locale` each time was a tenth of a 100,000-row import's parse).
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Whether `value` is positive and its plain text (as stored) reads back with `parseDecimal`.
    ///
    /// Plain text of a positive `Decimal` is digits with at most one point, which `parseDecimal`
    /// reads back exactly whenever it is short enough: so only its length is worked out.
    public static func isStorable(_ value: Decimal) -> Bool {
        value > 0 && value.isFinite && DecimalPlainText.length(ofPositive: value) <= maximumDecimalLength
    }
}
