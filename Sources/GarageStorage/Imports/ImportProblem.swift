import GarageRules

/// What is wrong with an import file, where the command line words it in the person's language:
/// the faults every format shares, the rates file's, and the most common of the fuel apps'. Faults
/// of one format's own shape keep their English reason.
public enum ImportProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read.
    case notReadable
    /// The file's bytes are not UTF-8.
    case notUTF8
    /// The file holds nothing.
    case empty
    /// A field opened with a quote that never closes.
    case unclosedQuote
    /// The header lacks a column the import needs, named as the format names it.
    case missingColumn(String)
    /// A quote inside a field that did not open with one.
    case quoteInUnquotedField
    /// Something other than a separator or a line end after a closing quote (the character, printable).
    case unexpectedAfterQuote(String)
    /// A record with another number of fields than the header.
    case fieldCount(expected: Int, found: Int)
    /// A header naming a column twice.
    case repeatedColumn(String)
    /// A day that does not exist (`2026-02-30`), as the file writes it.
    case noSuchDay(String)
    /// A cost without a currency where the file says none and the command was given none.
    case costWithoutCurrency(String)
    /// A table that is no fuel app's export and has no date, odometer and quantity columns.
    case unknownFuelTable
    /// The rates file: a first column other than `Date`.
    case firstColumnNotDate(String)
    /// The rates file: a column that is no currency code.
    case notACurrencyCode(String)
    /// The rates file: a currency named twice.
    case repeatedCurrency(String)
    /// The rates file: a first cell that is no day.
    case notARatesDate(String)
    /// The rates file: a day given twice.
    case repeatedDay(String)
    /// The rates file: a cell that is no rate for its currency.
    case notARate(currency: String, text: String)
    /// The rates file: a value after the last currency's column.
    case valueAfterLastCurrency(String)
    /// A row's fuel facts that do not fit its vehicle (a fill of an energy it does not run on).
    case fuelRecord(FuelRecordProblem)
    /// A row's value refused by its field's rule.
    case field(FieldProblem)

    /// The English words, lowercase, which `ImportError/reason` carries.
    public var description: String {
        switch self {
        case .notReadable: "file is not readable"
        case .notUTF8: "file is not UTF-8 text"
        case .empty: "file is empty"
        case .unclosedQuote: "quoted field is never closed"
        case .missingColumn(let name): "missing column '\(name)'"
        case .quoteInUnquotedField: "quote inside an unquoted field"
        case .unexpectedAfterQuote(let character): "unexpected '\(character)' after a closing quote"
        case let .fieldCount(expected, found): "expected \(expected) fields, found \(found)"
        case .repeatedColumn(let name): "column '\(Quoted.excerpt(name))' appears twice"
        case .noSuchDay(let text): "no such day: '\(Quoted.excerpt(text))'"
        case .costWithoutCurrency(let text): "cost '\(Quoted.excerpt(text))' names no currency: say which with --currency"
        case .unknownFuelTable:
            "not an export of a fuel app this import knows (Fuelly, Fuelio, Drivvo, aCar), nor a table with "
                + "'date', 'odometer' and 'litres' (or 'gallons', 'quantity') columns"
        case .firstColumnNotDate(let text): "first column must be 'Date', found '\(Quoted.excerpt(text))'"
        case .notACurrencyCode(let code): "not a currency code: '\(Quoted.excerpt(code))'"
        case .repeatedCurrency(let code): "currency '\(Quoted.excerpt(code))' appears twice"
        case .notARatesDate(let text): "not a date (YYYY-MM-DD): '\(Quoted.excerpt(text))'"
        case .repeatedDay(let day): "day \(day) appears twice"
        case let .notARate(currency, text): "not a rate for \(currency): '\(Quoted.excerpt(text))'"
        case .valueAfterLastCurrency(let text): "unexpected value after the last currency: '\(Quoted.excerpt(text))'"
        case .fuelRecord(let problem): problem.description
        case .field(let problem): problem.description
        }
    }
}
