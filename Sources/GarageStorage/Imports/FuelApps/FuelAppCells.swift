import Foundation
import GarageRules
import WidgetContract

/// Typed reading of one file's cells, each refusal naming the file, line and column at fault.
///
/// Built once the file's decimal separator, day order and currency are settled, so that every row
/// is read by the same rules.
struct FuelAppCells {
    let file: String
    let numbers: FuelAppNumbers
    let dates: FuelAppDates
    /// The costs' currency (`nil` when the file has no cost).
    let currency: CurrencyCode?
    /// The sign the costs are written with (`$`), when they carry one.
    var currencySign: String? = nil
    /// The odometer values read so far that had a fraction (a parser copies them into its import).
    let roundings = RoundedOdometers()

    /// The fractional odometer values a file's cells held, gathered as they are read.
    final class RoundedOdometers {
        var all: [FuelAppImport.RoundedOdometer] = []
    }

    /// The words that mean yes and no in the flags of every app and language read here.
    static let yes: Set<String> = ["1", "true", "yes", "y", "x", "sim", "si", "sí", "sì", "ja", "tak", "oui", "da", "да", "evet"]
    static let no: Set<String> = ["0", "false", "no", "n", "não", "nao", "nein", "nie", "non", "нет", "hayır", "hayir"]

    /// The field at `index` of `record`; a column the record stops short of reads as empty, located
    /// at the record's line.
    static func field(_ record: CSVRecord, _ index: Int?) -> CSVField? {
        guard let index else { return nil }
        guard index < record.fields.count else { return CSVField(value: "", line: record.line, column: 0) }
        return record.fields[index]
    }

    /// The trimmed text, line breaks as LF, or `nil` when empty.
    func text(_ field: CSVField?) -> String? {
        guard let value = field?.value.trimmingSpaces, !value.isEmpty else { return nil }
        guard value.utf8.contains(0x0D) else { return value }
        return String(value.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }

    /// A typed fault at `field`, which the command line words in the person's language.
    func fail(_ field: CSVField, _ problem: ImportProblem) -> ImportError {
        ImportError(file: file, field: field, problem: problem)
    }

    func day(_ field: CSVField, _ name: String = "date") throws(ImportError) -> CalendarDay {
        try dates.day(field, file: file, name: name)
    }

    /// A non-negative exact number, `nil` when empty.
    func decimal(_ field: CSVField, _ name: String) throws(ImportError) -> Decimal? {
        guard let value = text(field) else { return nil }
        guard let canonical = numbers.canonical(value) else {
            throw fail(field, .notANumberWithSeparator(name: name, text: value, separator: numbers.separator))
        }
        guard !canonical.hasPrefix("-") else { throw fail(field, .negativeNumber(name: name, text: value)) }
        guard let number = DecimalText.decimal(canonical) else { throw fail(field, .numberTooLong(name: name, text: value)) }
        return number
    }

    /// An odometer value rounded half up to a whole number (a value with a fraction is noted in
    /// `roundings`); `nil` when empty, or zero and `zeroIsNone` (Drivvo and Fuelio write 0 where none was
    /// recorded).
    func odometer(_ field: CSVField, _ name: String = "odometer", zeroIsNone: Bool) throws(ImportError) -> Int? {
        guard var value = try decimal(field, name) else { return nil }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        guard rounded <= Decimal(1_000_000_000) else {
            throw fail(field, .odometerBeyondBillion(field.value.trimmingSpaces))
        }
        let whole = NSDecimalNumber(decimal: rounded).intValue
        if whole == 0 && zeroIsNone { return nil }
        if rounded != value {
            roundings.all.append(FuelAppImport.RoundedOdometer(
                line: field.line, column: field.column, written: field.value.trimmingSpaces, stored: whole))
        }
        return whole
    }

    /// A flag in any of the languages of `yes` and `no`; `nil` when empty.
    func flag(_ field: CSVField, _ name: String) throws(ImportError) -> Bool? {
        guard let value = text(field) else { return nil }
        let word = value.lowercased()
        if Self.yes.contains(word) { return true }
        if Self.no.contains(word) { return false }
        throw fail(field, .notYesOrNo(name: name, text: value))
    }

    /// An amount of money (a currency sign before or after it is allowed, and was checked against
    /// the file's currency); `nil` when empty.
    func money(_ field: CSVField, _ name: String) throws(ImportError) -> Money? {
        guard let value = text(field) else { return nil }
        let amount = LubeLoggerCosts.split(value).amount
        guard let canonical = numbers.canonical(amount) else {
            throw fail(field, .notAnAmount(name: name, text: value, separator: numbers.separator))
        }
        // Safe: every cost cell took part in settling the currency, which refuses a file with costs and none.
        guard let currency else { preconditionFailure("the currency of a cost was resolved") }
        do {
            return try Money(parsing: canonical, currency: currency)
        } catch {
            throw fail(field, .amountRefused(name: name, text: value, refusal: error))
        }
    }

    /// A price per unit times a quantity, rounded half to even to the currency's minor unit.
    func cost(price field: CSVField, _ name: String, volume: Decimal) throws(ImportError) -> Money? {
        guard let value = text(field) else { return nil }
        let amount = LubeLoggerCosts.split(value).amount
        guard let canonical = numbers.canonical(amount), !canonical.hasPrefix("-"),
              let price = DecimalText.decimal(canonical)
        else {
            throw fail(field, .notAPrice(name: name, text: value, separator: numbers.separator))
        }
        guard let currency else { preconditionFailure("the currency of a cost was resolved") }
        guard let total = Money(rounding: price * volume, currency: currency) else {
            throw fail(field, .priceOutOfRange(text: value, volume: volume))
        }
        return total
    }
}
