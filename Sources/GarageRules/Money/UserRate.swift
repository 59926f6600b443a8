import Foundation

/// An exchange rate the user gave for one record: one unit of the record's currency is `rate` units of `quote`.
///
/// It wins over the ECB table. When `quote` is the home currency it converts directly; otherwise the
/// amount is first converted into `quote` with it, then from `quote` into the home currency through the
/// table at the record's date (and is unconverted if the table has no rate then).
public struct UserRate: Hashable, Codable, Sendable {
    /// The currency the rate is expressed in.
    public let quote: CurrencyCode
    /// Units of `quote` per one unit of the record's currency; always positive.
    public let rate: Decimal

    /// Creates a rate, refusing zero, negative and over-long values.
    public init(quote: CurrencyCode, rate: Decimal) throws(GarageError) {
        guard ExchangeRate.isStorable(rate) else { throw .invalidRate("\(rate)") }
        self.quote = quote
        self.rate = rate
    }

    /// Parses a user's rate such as `1.0856` (digits and one optional `.`; no sign, no exponent).
    public init(parsing text: String, quote: CurrencyCode) throws(GarageError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = ExchangeRate.parseDecimal(trimmed), value > 0 else { throw .invalidRate(text) }
        self.quote = quote
        self.rate = value
    }
}
