import Foundation
import WidgetContract

extension FieldRule {
    /// The value as it may be stored, or why not: text trimmed (empty text is no value), then every
    /// bound of the rule. An amount's shape is checked here, its decimals by the record, which knows
    /// its currency. `today` places the day windows; a kind without days (a vehicle) may pass `nil`.
    public func checked(_ value: FieldValue?, today: CalendarDay?) throws(FieldProblem.Reason) -> FieldValue? {
        var value = value
        if case .text(let text)? = value, case .text = self.value {
            let trimmed = BlankTrimming.trimmed(text, newlines: true)
            value = trimmed.isEmpty ? nil : .text(trimmed.endIndex == text.endIndex && trimmed.startIndex == text.startIndex ? text : String(trimmed))
        }
        guard let value else {
            if isRequired { throw .missing }
            return nil
        }
        try check(value, today: today)
        return value
    }

    private func check(_ value: FieldValue, today: CalendarDay?) throws(FieldProblem.Reason) {
        switch (self.value, value) {
        case (.identifier(let reserved), .text(let text)):
            guard GarageID.isValid(text) else { throw .notAnIdentifier(text) }
            guard !reserved.contains(text) else { throw .reservedIdentifier(text) }
        case (.reference, .text(let text)):
            guard GarageID.isValid(text) else { throw .notAnIdentifier(text) }
        case (.text(let limit), .text(let text)):
            let length: Int
            if let printable = VisibleText.printableASCIILength(of: text) {
                length = printable
            } else {
                if let forbidden = text.unicodeScalars.first(where: VisibleText.isForbidden) {
                    throw .forbiddenCharacter(forbidden.value)
                }
                length = VisibleText.length(of: text)
            }
            guard length <= limit else { throw .tooLong(limit: limit, length: length) }
            let bytes = text.utf8.count
            let byteLimit = VisibleText.byteLimit(forCharacters: limit)
            guard bytes <= byteLimit else { throw .tooManyBytes(limit: byteLimit, bytes: bytes) }
        case (.integer(let range), .integer(let number)):
            guard range.contains(number) else { throw .outOfRange(String(number)) }
        case (.boolean, .boolean):
            break
        case (.day(let window), .text(let text)):
            guard let day = try? CalendarDay(parsing: text) else { throw .notADay(text) }
            guard let today else { preconditionFailure("a day is checked without today") }
            guard window.contains(day, today: today) else {
                throw .dayOutsideWindow(day, earliest: DayWindow.earliest, latest: window.latest(today: today))
            }
        case (.positiveDecimal, .text(let text)):
            // Decided on the text's bytes, not by making its `Decimal`: the answer is the same.
            guard ExchangeRate.isStorableText(text) else {
                throw .notAPositiveDecimal(text)
            }
        case (.money, .text(let text)):
            // The shape alone (its currency's decimals and range are the record's check): the shape the
            // stored spend totals count. `Money(parsing:)` also reads `+88.30` and ` 88.30`, which a
            // pulled row must not bring in, or the totals and the record would tell two amounts.
            guard Self.isPlainDecimal(text) else { throw .malformedAmount(text) }
        case (.currency, .text(let text)):
            guard (try? CurrencyCode(text))?.code == text else { throw .unknownCurrency(text) }
        case (.word(let words), .text(let text)):
            guard words.contains(text) else { throw .notAWord(text, allowed: words) }
        case (.wordList(let words), .text(let text)):
            var seen: Set<Substring> = []
            for word in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard words.contains(String(word)) else { throw .notAWord(String(word), allowed: words) }
                guard seen.insert(word).inserted else { throw .repeatedWord(String(word)) }
            }
        case (_, _):
            throw .wrongType(expected: storage.expectation)
        }
    }

    /// `-`, digits, and at most one point followed by digits, 16 characters at most without the sign:
    /// `-0.05`, `1250`, `88.30`. What the stored spend totals count (`SpendAmountSQL.isDecimal`) and
    /// the household server's check of an amount accept.
    public static func isPlainDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard bytes.count <= 16 else { return false }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")) else { return !bytes.isEmpty && bytes.allSatisfy(isDigit) }
        let whole = bytes[..<point], fraction = bytes[bytes.index(after: point)...]
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit) && fraction.allSatisfy(isDigit)
    }

    /// The reason an amount's text is refused, from the money rules' own error.
    public static func moneyProblem(_ error: GarageError, text: String) -> FieldProblem.Reason {
        switch error {
        case let .tooManyDecimals(_, currency, allowed): .tooManyDecimals(text, currency: currency, allowed: allowed)
        case .amountOutOfRange: .amountTooLarge(text)
        default: .malformedAmount(text)
        }
    }
}

extension FieldRule.Storage {
    /// What a message says a value of the type must be.
    var expectation: String {
        switch self {
        case .text: "text"
        case .integer: "a whole number"
        case .boolean: "true or false"
        }
    }
}
