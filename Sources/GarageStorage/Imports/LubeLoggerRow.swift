import Foundation
import GarageRules
import WidgetContract

/// One row of a LubeLogger CSV file, read by column (`LubeLoggerColumn`, its lowercase name), each
/// found by the index its file resolved once.
struct LubeLoggerRow {
    let fileName: String
    let record: CSVRecord
    let columns: LubeLoggerColumns
    /// How the export writes numbers and dates, when the user said it differs from LubeLogger's US
    /// habit (`--decimal-separator`, `--day-order`): a server in another culture writes its own.
    var decimalSeparator: FuelAppDecimalSeparator? = nil
    var dayOrder: FuelAppDayOrder? = nil

    /// The line the row starts on.
    var line: Int { record.line }

    /// The column of the row's `date` cell (0 when the file has none), for refusals of its day.
    var dayColumn: Int { field(.date)?.column ?? 0 }

    func field(_ column: LubeLoggerColumn) -> CSVField? {
        columns[column].map { record.fields[$0] }
    }

    private func fail(_ field: CSVField, _ problem: ImportProblem) -> ImportError {
        ImportError(file: fileName, field: field, problem: problem)
    }

    /// The trimmed text with line breaks as LF, or `nil` when the column is absent or empty.
    func text(_ column: LubeLoggerColumn) -> String? {
        field(column).flatMap(Self.text(of:))
    }

    /// The trimmed text of `field` with line breaks as LF, or `nil` when it is empty: for a reader
    /// that has the field already, so that it finds it once.
    static func text(of field: CSVField) -> String? {
        let value = field.value.trimmingSpaces
        guard !value.isEmpty else { return nil }
        // LubeLogger writes CRLF inside multi-line notes; "\r\n" is one Character in Swift. Only a
        // field with a CR is walked by Character: every field of every row comes through here.
        guard value.utf8.contains(0x0D) else { return value }
        return String(value.map { $0 == "\r\n" ? "\n" : $0 })
    }

    func requiredText(_ column: LubeLoggerColumn) throws(ImportError) -> String {
        guard let field = field(column) else { preconditionFailure("required column \(column.rawValue) was checked") }
        guard let value = Self.text(of: field) else { throw fail(field, .emptyValue(column.rawValue)) }
        return value
    }

    /// A day written `M/D/YYYY` (or in the `dayOrder` the user named, read as the fuel apps' dates
    /// are); an empty cell is refused (every record has its day).
    func day(_ column: LubeLoggerColumn) throws(ImportError) -> CalendarDay {
        let name = column.rawValue
        guard let field = field(column) else { preconditionFailure("required column \(name) was checked") }
        let value = field.value.trimmingSpaces
        guard !value.isEmpty else { throw fail(field, .emptyValue(name)) }
        if let dayOrder { return try FuelAppDates(order: dayOrder).day(field, file: fileName, name: name) }
        guard let (month, day, year) = Self.usDayNumbers(value) else { throw fail(field, .lubeLoggerNotADate(value)) }
        guard let result = CalendarDay(year: year, month: month, day: day) else {
            throw fail(field, .noSuchDay(value))
        }
        return result
    }

    func integer(_ column: LubeLoggerColumn) throws(ImportError) -> Int {
        guard let field = field(column) else { preconditionFailure("required column \(column.rawValue) was checked") }
        guard let value = try optionalInteger(column) else { throw fail(field, .emptyValue(column.rawValue)) }
        return value
    }

    /// A whole non-negative number such as an odometer value; `1,234` is accepted.
    func optionalInteger(_ column: LubeLoggerColumn) throws(ImportError) -> Int? {
        let name = column.rawValue
        guard let field = field(column), let value = Self.text(of: field) else { return nil }
        // The common case, once or twice per row: plain digits, read without building any text.
        if let number = Self.plainInteger(value) { return number }
        guard let canonical = plainNumber(value), !canonical.hasPrefix("-"), !canonical.contains("."),
              !value.contains("$"), let number = Int(canonical)
        else { throw fail(field, .notAWholeNumber(name: name, text: value)) }
        return number
    }

    /// A quantity: `nil` when empty or zero (LubeLogger writes 0 for "not recorded").
    func optionalQuantity(_ column: LubeLoggerColumn) throws(ImportError) -> Decimal? {
        let name = column.rawValue
        guard let field = field(column), let value = Self.text(of: field) else { return nil }
        guard let canonical = decimalSeparator == .comma ? plainNumber(value) : DecimalText.canonical(value),
              !canonical.hasPrefix("-") else {
            throw fail(field, .notANumber(name: name, text: value))
        }
        // The same reader (and length limit) as loading uses, so an imported value always reads back.
        guard let number = DecimalText.decimal(canonical) else {
            throw fail(field, .numberTooLong(name: name, text: value))
        }
        return number > 0 ? number : nil
    }

    /// A cost such as `$1,234.56` in `currency` (the export's, see `LubeLoggerCosts`); an empty cell
    /// is refused, never zero: the format requires a cost, and LubeLogger writes `$0.00` for none.
    func cost(_ column: LubeLoggerColumn, currency: CurrencyCode?) throws(ImportError) -> Money {
        let name = column.rawValue
        guard let field = field(column) else { preconditionFailure("required column \(name) was checked") }
        guard let value = Self.text(of: field) else { throw fail(field, .emptyValue(name)) }
        let amount = LubeLoggerCosts.split(value).amount
        // Plain `16.24` (the common case) is what Money reads; anything else is made plain first.
        guard let canonical = Self.isPlainAmount(amount) && decimalSeparator != .comma ? amount : plainNumber(amount) else {
            throw fail(field, .lubeLoggerNotACost(value))
        }
        // Safe: a cell with a cost makes `LubeLoggerCosts` name a currency or refuse the export.
        guard let currency else { preconditionFailure("the currency of a cost was resolved") }
        do {
            return try Money(parsing: canonical, currency: currency)
        } catch {
            throw fail(field, .amountRefused(name: "cost", text: value, refusal: error))
        }
    }

    /// A number in the export's convention as plain `1234.56`: LubeLogger's US habit (`1,234.56`), or
    /// the decimal separator the user named.
    func plainNumber(_ value: String) -> String? {
        guard let decimalSeparator else { return DecimalText.cost(value) }
        return FuelAppNumbers(separator: decimalSeparator).canonical(value)
    }

    func flag(_ column: LubeLoggerColumn, default defaultValue: Bool) throws(ImportError) -> Bool {
        guard let field = field(column), let value = Self.text(of: field) else { return defaultValue }
        guard let flag = Self.flagWord(value) else {
            throw fail(field, .lubeLoggerNotTrueOrFalse(name: column.rawValue, text: value))
        }
        return flag
    }

    /// `true` or `false` when `value` spells that word with its letters in any case, else `nil`.
    ///
    /// The same answer as `value.lowercased()` compared with the words, since outside ASCII only the
    /// Kelvin sign (to `k`) and `İ` (to `i` and a combining dot) lowercase to ASCII letters, and
    /// neither makes "true" or "false"; read on the bytes in place, four flags a row (a walk over the
    /// `utf8` view of a short string costs more than `lowercased()` does).
    static func flagWord(_ value: String) -> Bool? {
        // Contiguous for every native string, short ones copied to the stack; the view for the rest.
        value.utf8.withContiguousStorageIfAvailable { flagWord($0) } ?? flagWord(value.utf8)
    }

    /// `true` or `false` when `bytes` spell that word with letters in any case, else `nil`: its at
    /// most five bytes in one number, each lowercased by `| 0x20`, which makes no other byte a letter.
    static func flagWord(_ bytes: some Collection<UInt8>) -> Bool? {
        guard bytes.count == 4 || bytes.count == 5 else { return nil }
        var word: UInt64 = 0
        for byte in bytes { word = word << 8 | UInt64(byte | 0x20) }
        switch word {
        case 0x74_72_75_65: return true         // "true"
        case 0x66_61_6C_73_65: return false     // "false"
        default: return nil
        }
    }

    /// The numbers of `value` when it is `M/D/YYYY` (1 or 2 ASCII digits, `/`, 1 or 2, `/`, exactly 4),
    /// else `nil`; whether they name a day is the caller's question.
    ///
    /// On UTF-8 bytes, not Characters: every row has its day read once or twice. A byte below 0x80 is
    /// never part of a multi-byte character, so a combining mark after a digit or a non-ASCII digit
    /// (`١`) makes the value no day, as the reading by Character did.
    static func usDayNumbers(_ value: String) -> (month: Int, day: Int, year: Int)? {
        var numbers = (0, 0), slashes = 0, digits = 0, number = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: "/") {
                guard slashes < 2, (1...2).contains(digits) else { return nil }
                if slashes == 0 { numbers.0 = number } else { numbers.1 = number }
                slashes += 1
                digits = 0
                number = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                // No part has more than 4 digits, so the number cannot overflow.
                guard digits < 4 else { return nil }
                digits += 1
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
            } else {
                return nil
            }
        }
        guard slashes == 2, digits == 4 else { return nil }
        return (numbers.0, numbers.1, number)
    }

    /// `value` as a number when it is 1 to 18 ASCII digits, else `nil`.
    static func plainInteger(_ value: String) -> Int? {
        let bytes = value.utf8
        guard (1...18).contains(bytes.count) else { return nil }
        var number = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }

    /// Whether `amount` is digits with at most one `.` between digits (`16.24`, `1200`).
    static func isPlainAmount(_ amount: String) -> Bool {
        var digitsBefore = 0, digitsAfter = 0, dots = 0
        for byte in amount.utf8 {
            if byte == UInt8(ascii: ".") {
                dots += 1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if dots == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            } else {
                return false
            }
        }
        return digitsBefore > 0 && (dots == 0 || (dots == 1 && digitsAfter > 0))
    }
}
