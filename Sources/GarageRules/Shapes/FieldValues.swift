import Foundation
import WidgetContract

/// One record's values, in its descriptor's field order (`nil`: no value): the form in which every
/// layout holds a record, and in which the field rules check it.
public struct FieldValues: Hashable, Sendable {
    /// The kind of record.
    public let kind: RecordKind
    /// The values, one per field of the kind's descriptor.
    public var values: [FieldValue?]

    /// No values yet.
    public init(_ kind: RecordKind) {
        self.kind = kind
        values = Array(repeating: nil, count: kind.descriptor.fields.count)
    }

    /// Values in field order.
    public init(_ kind: RecordKind, values: [FieldValue?]) {
        precondition(values.count == kind.descriptor.fields.count, "\(kind) has \(kind.descriptor.fields.count) fields")
        self.kind = kind
        self.values = values
    }

    /// The value of the field named `name`.
    public subscript(_ name: String) -> FieldValue? {
        get { values[kind.descriptor.index(of: name)] }
        set { values[kind.descriptor.index(of: name)] = newValue }
    }

    // MARK: Writing typed values

    /// Sets text (`nil` clears it).
    public mutating func set(_ name: String, _ text: String?) { self[name] = text.map(FieldValue.text) }
    /// Sets a whole number.
    public mutating func set(_ name: String, _ value: Int?) { self[name] = value.map(FieldValue.integer) }
    /// Sets a flag.
    public mutating func set(_ name: String, _ value: Bool?) { self[name] = value.map(FieldValue.boolean) }
    /// Sets a day.
    public mutating func set(_ name: String, _ day: CalendarDay?) { self[name] = day.map { .text($0.isoString) } }
    /// Sets an id.
    public mutating func set(_ name: String, _ id: GarageID?) { self[name] = id.map { .text($0.rawValue) } }
    /// Sets an exact decimal, as its plain text.
    public mutating func set(_ name: String, _ value: Decimal?) { self[name] = value.map { .text(DecimalPlainText.text(of: $0)) } }
    /// Sets a list field to its words joined by commas, or clears it for none.
    public mutating func set<Word: RawRepresentable>(_ name: String, words: [Word]) where Word.RawValue == String {
        self[name] = words.isEmpty ? nil : .text(words.map(\.rawValue).joined(separator: ","))
    }
    /// Sets a word.
    public mutating func set<Word: RawRepresentable>(_ name: String, word: Word?) where Word.RawValue == String {
        self[name] = word.map { .text($0.rawValue) }
    }

    // MARK: Reading typed values

    /// The text of a field (`nil` when absent); another type is a `wrongType` problem.
    public func text(_ name: String) throws(FieldProblem) -> String? {
        guard let value = self[name] else { return nil }
        guard let text = value.text else { throw problem(name, .wrongType(expected: "text")) }
        return text
    }

    /// The text of a field that must have one.
    public func requiredText(_ name: String) throws(FieldProblem) -> String {
        guard let text = try text(name) else { throw problem(name, .missing) }
        return text
    }

    /// The whole number of a field.
    public func integer(_ name: String) throws(FieldProblem) -> Int? {
        guard let value = self[name] else { return nil }
        guard let number = value.integer else { throw problem(name, .wrongType(expected: "a whole number")) }
        return number
    }

    /// The flag of a field, `false` when absent.
    /// The flag of a field that may be absent (`nil`), unlike ``flag(_:)``'s `false`.
    public func optionalFlag(_ name: String) throws(FieldProblem) -> Bool? {
        guard let value = self[name] else { return nil }
        guard let flag = value.boolean else { throw problem(name, .wrongType(expected: "true or false")) }
        return flag
    }

    public func flag(_ name: String) throws(FieldProblem) -> Bool {
        guard let value = self[name] else { return false }
        guard let flag = value.boolean else { throw problem(name, .wrongType(expected: "true or false")) }
        return flag
    }

    /// The day of a field.
    public func day(_ name: String) throws(FieldProblem) -> CalendarDay? {
        guard let text = try text(name) else { return nil }
        guard let day = try? CalendarDay(parsing: text) else { throw problem(name, .notADay(text)) }
        return day
    }

    /// The day of a field that must have one.
    public func requiredDay(_ name: String) throws(FieldProblem) -> CalendarDay {
        guard let day = try day(name) else { throw problem(name, .missing) }
        return day
    }

    /// The id of a field.
    public func id(_ name: String) throws(FieldProblem) -> GarageID? {
        guard let text = try text(name) else { return nil }
        guard let id = GarageID(rawValue: text) else { throw problem(name, .notAnIdentifier(text)) }
        return id
    }

    /// The id of a field that must have one.
    public func requiredID(_ name: String) throws(FieldProblem) -> GarageID {
        guard let id = try id(name) else { throw problem(name, .missing) }
        return id
    }

    /// The word of a field, as the type it names.
    public func word<Word: RawRepresentable & CaseIterable>(_ name: String, as type: Word.Type) throws(FieldProblem) -> Word?
    where Word.RawValue == String {
        guard let text = try text(name) else { return nil }
        guard let word = Word(rawValue: text) else {
            throw problem(name, .notAWord(text, allowed: Word.allCases.map(\.rawValue)))
        }
        return word
    }

    /// The words of a list field (``FieldRule/Value/wordList(_:)``), in order; empty when it has none.
    public func words<Word: RawRepresentable & CaseIterable>(_ name: String, as type: Word.Type) throws(FieldProblem) -> [Word]
    where Word.RawValue == String {
        guard let text = try text(name) else { return [] }
        var words: [Word] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let word = Word(rawValue: String(part)) else {
                throw problem(name, .notAWord(String(part), allowed: Word.allCases.map(\.rawValue)))
            }
            guard !words.contains(where: { $0.rawValue == word.rawValue }) else { throw problem(name, .repeatedWord(String(part))) }
            words.append(word)
        }
        return words
    }

    /// The word of a field that must have one.
    public func requiredWord<Word: RawRepresentable & CaseIterable>(_ name: String, as type: Word.Type) throws(FieldProblem) -> Word
    where Word.RawValue == String {
        guard let word = try word(name, as: type) else { throw problem(name, .missing) }
        return word
    }

    /// The positive exact decimal of a field.
    public func decimal(_ name: String) throws(FieldProblem) -> Decimal? {
        guard let text = try text(name) else { return nil }
        guard let value = ExchangeRate.parseDecimal(text), value > 0 else { throw problem(name, .notAPositiveDecimal(text)) }
        return value
    }

    /// The currency of a field.
    public func currency(_ name: String) throws(FieldProblem) -> CurrencyCode? {
        guard let text = try text(name) else { return nil }
        guard let code = try? CurrencyCode(text) else { throw problem(name, .unknownCurrency(text)) }
        return code
    }

    /// The amount of money in field `name`, in the currency of field `currencyField`.
    public func money(_ name: String, currency currencyField: String) throws(FieldProblem) -> Money? {
        guard let text = try text(name) else { return nil }
        guard let currency = try currency(currencyField) else { throw problem(name, .needs(currencyField)) }
        do {
            return try Money(stored: text, currency: currency)
        } catch {
            throw problem(name, FieldRule.moneyProblem(error, text: text))
        }
    }

    /// A problem of the field named `name`.
    public func problem(_ name: String, _ reason: FieldProblem.Reason) -> FieldProblem {
        FieldProblem(field: name, label: kind.descriptor.field(name).label, reason: reason)
    }
}
