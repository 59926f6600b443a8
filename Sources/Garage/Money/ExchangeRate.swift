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
        guard perEuro > 0, perEuro.isFinite else { throw .invalidRate("\(perEuro)") }
        self.day = day
        self.currency = currency
        self.perEuro = perEuro
    }

    /// Parses a rate as the ECB writes it (`1.0856`, `162.39`) into an exact decimal, or `nil`.
    ///
    /// Only digits with one optional `.` are accepted, so `1e3`, `N/A`, `-1` and `1,5` are refused.
    public static func parseDecimal(_ text: String) -> Decimal? {
        let bytes = Array(text.utf8)
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, bytes.count <= 30,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
