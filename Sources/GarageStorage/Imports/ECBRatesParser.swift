import GarageRules
import WidgetContract

/// Parses the ECB's historical reference-rate CSV (`eurofxref-hist.csv`).
///
/// Header `Date,USD,JPY,…,ZAR,` (a trailing comma, so an empty last column), one row per
/// business day, newest first, values in units of currency per 1 EUR, `N/A` where nothing was
/// published. Row order is not relied on.
public struct ECBRatesParser: Sendable {
    /// One published rate.
    public struct Rate: Equatable, Sendable {
        /// Creates a rate.
        public init(currency: String, day: CalendarDay, rate: String) {
            self.currency = currency
            self.day = day
            self.rate = rate
        }

        /// The ISO 4217 code.
        public let currency: String
        /// The business day it was published for.
        public let day: CalendarDay
        /// Units of `currency` per 1 EUR, as canonical decimal text.
        public let rate: String
    }

    /// What a file held.
    public struct Result: Equatable, Sendable {
        /// Every published rate.
        public var rates: [Rate]
        /// The known currencies in the header, in order.
        public var currencies: [String]
        /// The number of day rows.
        public var days: Int
        /// The number of `N/A` cells skipped.
        public var missing: Int
        /// The oldest and newest days, when there was at least one row.
        public var range: ClosedRange<CalendarDay>?
        /// The header's currencies unknown to the app, in order; their columns were skipped.
        public var skippedCurrencies: [String]
    }

    /// The file name used in errors.
    public let fileName: String

    /// Creates a parser whose errors name `fileName`.
    public init(fileName: String) {
        self.fileName = fileName
    }

    /// Parses the whole file, refusing it at the first malformed cell.
    public func parse(_ text: String) throws(ImportError) -> Result {
        let records = try CSVReader(fileName: fileName).records(in: text)
        guard let header = records.first else {
            throw ImportError(file: fileName, line: 0, column: 0, problem: .empty)
        }
        guard header.fields.first?.value.lowercased() == "date" else {
            let field = header.fields[0]
            throw ImportError(file: fileName, field: field, problem: .firstColumnNotDate(field.value))
        }
        // The trailing comma leaves one empty column at the end; any other empty name is an error.
        var columns = Array(header.fields.dropFirst())
        if columns.last?.value.isEmpty == true { columns.removeLast() }
        var seen = Set<String>()
        for field in columns {
            let code = field.value
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                throw ImportError(file: fileName, field: field, problem: .notACurrencyCode(code))
            }
            guard seen.insert(code).inserted else {
                throw ImportError(file: fileName, field: field, problem: .repeatedCurrency(code))
            }
        }
        // A column for a currency the app does not know (such as XAU) could never be read back: skip it.
        let known = columns.map { (try? CurrencyCode($0.value)) != nil }
        var result = Result(
            rates: [], currencies: zip(columns, known).filter(\.1).map(\.0.value), days: 0, missing: 0, range: nil,
            skippedCurrencies: zip(columns, known).filter { !$0.1 }.map(\.0.value))
        var days = Set<CalendarDay>()
        for record in records.dropFirst() {
            let width = record.fields.count
            guard width == header.fields.count || width == columns.count + 1 else {
                throw ImportError(
                    file: fileName, line: record.line, column: 0, problem: .fieldCount(expected: header.fields.count, found: width))
            }
            let dateField = record.fields[0]
            guard let day = try? CalendarDay(parsing: dateField.value) else {
                throw ImportError(file: fileName, field: dateField, problem: .notARatesDate(dateField.value))
            }
            guard days.insert(day).inserted else {
                throw ImportError(file: fileName, field: dateField, problem: .repeatedDay(day.isoString))
            }
            for (offset, column) in columns.enumerated() {
                guard known[offset] else { continue }
                let cell = record.fields[offset + 1]
                let text = cell.value
                if text == "N/A" || text.isEmpty {
                    result.missing += 1
                    continue
                }
                guard let rate = DecimalText.canonical(text), !rate.hasPrefix("-"), rate != "0" else {
                    throw ImportError(file: fileName, field: cell, problem: .notARate(currency: column.value, text: text))
                }
                // The same reader (and length limit) as loading uses, so a stored rate always reads back.
                guard ExchangeRate.parseDecimal(rate) != nil else {
                    throw ImportError(file: fileName, field: cell, problem: .numberTooLong(name: column.value, text: text))
                }
                result.rates.append(Rate(currency: column.value, day: day, rate: rate))
            }
            if width == header.fields.count, header.fields.count > columns.count + 1 {
                let extra = record.fields[width - 1]
                guard extra.value.isEmpty else {
                    throw ImportError(file: fileName, field: extra, problem: .valueAfterLastCurrency(extra.value))
                }
            }
            result.days += 1
            if let range = result.range {
                result.range = min(range.lowerBound, day)...max(range.upperBound, day)
            } else {
                result.range = day...day
            }
        }
        return result
    }
}
