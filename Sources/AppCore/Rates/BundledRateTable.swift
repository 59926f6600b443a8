import Foundation
import GarageRules
import GarageStorage
import StableHashing
import WidgetContract

/// An ECB reference-rate file (`Date,USD,JPY,…` with a row per day, `N/A` where a currency has no
/// rate) held as its lines, and read only where asked: a conversion over a six-month window
/// decodes the cells of its currencies on its days, not the file.
///
/// Dates are ISO days, so a line's day is compared as text and only lines inside the window are
/// split; the order of the lines does not matter.
public struct BundledRateTable: PublishedRates {
    /// The currency of each column after the date (`nil` for one this build does not know, and for
    /// the empty column the ECB's trailing comma makes).
    let columns: [CurrencyCode?]
    /// The data lines, without the header.
    let lines: [Substring]
    /// The file's length and a 64-bit FNV-1a checksum of its bytes (a name for its contents, not a
    /// protection: nobody but the build chooses the file).
    public let edition: String

    /// The table of a file's text; `nil` when it has no header that starts with `Date`.
    public init?(csv text: String) {
        var lines = text.split(whereSeparator: \.isNewline)
        guard let header = lines.first, Self.isHeader(header) else { return nil }
        lines.removeFirst()
        columns = header.split(separator: ",", omittingEmptySubsequences: false).dropFirst().map { name in
            try? CurrencyCode(String(name).trimmingCharacters(in: .whitespaces))
        }
        self.lines = lines
        edition = Self.edition(of: text)
    }

    /// Whether `line` is the header a table starts with.
    static func isHeader(_ line: Substring) -> Bool { line.hasPrefix("Date") }

    /// The edition of the table of `text` (`nil` when `init(csv:)` makes none): what its `edition`
    /// is, worked out without splitting its lines, for a logbook that asks which rates converted its
    /// months but converts nothing (an import in the logbook's own currency; issue 24).
    static func edition(ofTableIn text: String) -> String? {
        // The first line `init(csv:)` reads: its first piece between line breaks that is not empty.
        guard let header = text.split(maxSplits: 1, whereSeparator: \.isNewline).first, isHeader(header) else { return nil }
        return edition(of: text)
    }

    /// The file's length and checksum.
    private static func edition(of text: String) -> String {
        "ecb \(text.utf8.count) \(String(FNV1a.hash(text.utf8), radix: 16))"
    }

    public var sourceName: String { "the bundled ECB rates" }

    public var publishedCurrencies: Set<CurrencyCode> { Set(columns.compactMap { $0 }) }

    public var days: ClosedRange<CalendarDay>? {
        let days = lines.compactMap { try? CalendarDay(parsing: String($0.prefix(10))) }
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }

    public func rates(of currencies: Set<CurrencyCode>, from start: CalendarDay, through end: CalendarDay) -> [ExchangeRate] {
        let wanted = columns.enumerated().compactMap { column, currency in
            currency.flatMap { currencies.contains($0) ? (column, $0) : nil }
        }
        guard !wanted.isEmpty else { return [] }
        let first = start.isoString
        let last = end.isoString
        var rates: [ExchangeRate] = []
        for line in lines {
            let dayText = String(line.prefix(10))
            guard dayText >= first, dayText <= last, let day = try? CalendarDay(parsing: dayText) else { continue }
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
            for (column, currency) in wanted {
                guard let rate = Self.rate(cells, column, day: day, currency: currency) else { continue }
                rates.append(rate)
            }
        }
        return rates
    }

    public func coverage(of currency: CurrencyCode) -> ClosedRange<CalendarDay>? {
        guard let column = columns.firstIndex(of: currency) else { return nil }
        var first: CalendarDay?
        var last: CalendarDay?
        for line in lines {
            guard let day = try? CalendarDay(parsing: String(line.prefix(10))) else { continue }
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
            guard Self.rate(cells, column, day: day, currency: currency) != nil else { continue }
            if first.map({ day < $0 }) ?? true { first = day }
            if last.map({ day > $0 }) ?? true { last = day }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The rate in `column` of a line's cells, `nil` for `N/A`, an empty cell or a value that is not one.
    private static func rate(
        _ cells: ArraySlice<Substring>, _ column: Int, day: CalendarDay, currency: CurrencyCode
    ) -> ExchangeRate? {
        let index = cells.startIndex + column
        guard index < cells.endIndex else { return nil }
        let text = cells[index].trimmingCharacters(in: .whitespaces)
        guard let value = ExchangeRate.parseDecimal(text), value > 0 else { return nil }
        return try? ExchangeRate(day: day, currency: currency, perEuro: value)
    }
}
