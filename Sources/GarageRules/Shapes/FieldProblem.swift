import WidgetContract

/// Why a record's field holds a value the logbook does not keep, naming the field: what a field
/// rule or a record rule refuses, wherever the value came from (typed, imported, restored, pulled).
public struct FieldProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of refusal.
    public enum Reason: Error, Hashable, Sendable {
        /// A required value is absent (or empty text).
        case missing
        /// The value is not of the field's type (`expected` names it: text, a whole number, true or false).
        case wrongType(expected: String)
        /// A text holds a forbidden character (its code point).
        case forbiddenCharacter(UInt32)
        /// A text is longer than its limit, as a person counts characters.
        case tooLong(limit: Int, length: Int)
        /// A text takes more UTF-8 bytes than its limit allows (``VisibleText/byteLimit(forCharacters:)``):
        /// few characters carrying many combining marks.
        case tooManyBytes(limit: Int, bytes: Int)
        /// An id that is not 1 to 64 characters of `[a-z0-9-]`.
        case notAnIdentifier(String)
        /// An id that deep links use for something else.
        case reservedIdentifier(String)
        /// A number outside its range.
        case outOfRange(String)
        /// Text that is not a day `YYYY-MM-DD`.
        case notADay(String)
        /// A day outside the window the logbook keeps.
        case dayOutsideWindow(CalendarDay, earliest: CalendarDay, latest: CalendarDay)
        /// A word that is none of the allowed ones.
        case notAWord(String, allowed: [String])
        /// A word a list names twice.
        case repeatedWord(String)
        /// A currency code that is not in ISO 4217.
        case unknownCurrency(String)
        /// An amount that is not a decimal like `1234.56`.
        case malformedAmount(String)
        /// An amount with more decimals than its currency has.
        case tooManyDecimals(String, currency: String, allowed: Int)
        /// An amount too large to hold exactly.
        case amountTooLarge(String)
        /// Text that is not a positive exact decimal the logbook can store.
        case notAPositiveDecimal(String)
        /// Another record of the vehicle (a vehicle of the account) has this name, letter case aside.
        case duplicateName(String)
        /// An id that names no record of the kind (of the vehicle).
        case unknownReference(String, kind: RecordKind)
        /// One of fields that go together is absent (its label).
        case incomplete(missing: String)
        /// The value needs another field that is absent (its label).
        case needs(String)
        /// None of these fields (their labels) has a value, and one must.
        case noneOf([String])
    }

    /// The field, by its name in the export and the JSON (`odometer.value`).
    public let field: String
    /// The words messages use for it (`odometer`, `fuel quantity`).
    public let label: String
    /// Why.
    public let reason: Reason

    /// A problem of one field.
    public init(field: String, label: String, reason: Reason) {
        self.field = field
        self.label = label
        self.reason = reason
    }

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch reason {
        case .missing:
            "\(label) must not be empty"
        case .wrongType(let expected):
            "\(label) must be \(expected)"
        case .forbiddenCharacter(let codePoint):
            "\(label) must not contain control or text-direction characters (found U+\(Self.hex(codePoint)))"
        case let .tooLong(limit, length):
            "\(label) is longer than \(limit) characters (\(length))"
        case let .tooManyBytes(limit, bytes):
            "\(label) takes more than \(limit) bytes (\(bytes)): too many marks on too few characters"
        case .notAnIdentifier(let text):
            "id '\(Quoted.excerpt(text))' may only contain a-z, 0-9 and -"
        case .reservedIdentifier(let text):
            "'\(Quoted.excerpt(text))' is reserved and cannot be a vehicle's id"
        case .outOfRange(let text):
            "\(label) '\(Quoted.excerpt(text))' is not a valid number"
        case .notADay(let text):
            // The calendar's own words: a text of another form, or one that names no day.
            (CalendarDayError.of(text) ?? .malformed(text)).description
        case let .dayOutsideWindow(day, earliest, latest):
            "\(label) \(day) is outside the days the logbook keeps (\(earliest) to \(latest))"
        case let .notAWord(text, allowed):
            "unknown \(label) '\(Quoted.excerpt(text))' (expected one of: \(allowed.joined(separator: ", ")))"
        case .repeatedWord(let word):
            "\(label) names '\(Quoted.excerpt(word))' twice"
        case .unknownCurrency(let text):
            "unknown currency '\(Quoted.excerpt(text))' (not an ISO 4217 code)"
        case .malformedAmount(let text):
            "amount '\(Quoted.excerpt(text))' is not a number like 1234.56"
        case let .tooManyDecimals(text, currency, allowed):
            "amount '\(Quoted.excerpt(text))' has more decimals than \(currency) allows (\(allowed))"
        case .amountTooLarge(let text):
            "amount '\(Quoted.excerpt(text))' is too large"
        case .notAPositiveDecimal(let text):
            "\(label) '\(Quoted.excerpt(text))' is not a positive number"
        case .duplicateName(let text):
            "another record has the \(label) '\(Quoted.excerpt(text))' (names are compared regardless of letter case)"
        case let .unknownReference(text, kind):
            "\(label) '\(Quoted.excerpt(text))' names no \(kind.word) of the vehicle"
        case .incomplete(let missing):
            "\(label) needs \(missing) too"
        case .needs(let other):
            "\(label) needs \(other)"
        case .noneOf(let fields):
            "\(label) needs one of: \(fields.joined(separator: ", "))"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension CalendarDayError {
    /// Why `text` is not a day, or `nil` when it is one.
    static func of(_ text: String) -> CalendarDayError? {
        do {
            _ = try CalendarDay(parsing: text)
            return nil
        } catch {
            return error
        }
    }
}
