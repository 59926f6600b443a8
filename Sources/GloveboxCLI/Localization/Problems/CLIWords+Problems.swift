import AppCore
import GarageRules
import GarageStorage
import SharedContainer
import WidgetContract

/// The field rules' refusals and the rows that do not decode in the person's language. English keeps
/// the rules' own text, word for word (`FieldProblem.description`), which `--json` and exports carry.
extension CLIWords {
    /// A message about what went wrong with its `{name}` placeholders filled with `values`.
    func text(_ problem: CLIProblem, _ values: [String: String] = [:]) -> String {
        Self.fill(problem.text(in: language), values)
    }

    /// A field as messages name it (`odometer`, `Kilometerstand`); a name no record's field has stays as it is.
    func label(_ english: String) -> String {
        CLIFieldLabel(rawValue: english)?.text(in: language) ?? english
    }

    /// Why a field's value is refused, naming the field in this language.
    func fieldProblem(_ problem: FieldProblem) -> String {
        guard language != .english else { return problem.description }
        let quoted = Quoted.excerpt
        let label = label(problem.label)
        return switch problem.reason {
        case .missing: text(.fieldMissing, ["label": label])
        case .wrongType(let expected): text(.fieldWrongType, ["label": label, "expected": expectation(expected)])
        case .forbiddenCharacter(let codePoint):
            text(.fieldForbiddenCharacter, ["label": label, "code": Self.hex(codePoint)])
        case let .tooLong(limit, length):
            text(.fieldTooLong, ["label": label, "limit": count(limit), "length": count(length)])
        case let .tooManyBytes(limit, bytes):
            text(.fieldTooManyBytes, ["label": label, "limit": count(limit), "bytes": count(bytes)])
        case .notAnIdentifier(let text): self.text(.fieldNotAnIdentifier, ["text": quoted(text)])
        case .reservedIdentifier(let text): self.text(.fieldReservedIdentifier, ["text": quoted(text)])
        case .outOfRange(let text): self.text(.fieldOutOfRange, ["label": label, "text": quoted(text)])
        case .notADay(let text):
            // The calendar's own distinction: a text of another form, or one that names no day.
            self.text(Self.isNonexistentDay(text) ? .dayNonexistent : .dayMalformed, ["text": text])
        case let .dayOutsideWindow(day, earliest, latest):
            text(.fieldDayOutsideWindow, [
                "label": label, "day": self.day(day), "earliest": self.day(earliest), "latest": self.day(latest),
            ])
        case let .notAWord(text, allowed):
            self.text(.fieldNotAWord, ["label": label, "text": quoted(text), "allowed": allowed.joined(separator: ", ")])
        case .repeatedWord(let word): text(.fieldRepeatedWord, ["label": label, "text": quoted(word)])
        case .unknownCurrency(let text): self.text(.fieldUnknownCurrency, ["text": quoted(text)])
        case .malformedAmount(let text): self.text(.fieldMalformedAmount, ["text": quoted(text)])
        case let .tooManyDecimals(text, currency, allowed):
            self.text(.fieldTooManyDecimals, ["text": quoted(text), "currency": currency, "allowed": count(allowed)])
        case .amountTooLarge(let text): self.text(.fieldAmountTooLarge, ["text": quoted(text)])
        case .notAPositiveDecimal(let text): self.text(.fieldNotAPositiveDecimal, ["label": label, "text": quoted(text)])
        case .duplicateName(let text): self.text(.fieldDuplicateName, ["label": label, "text": quoted(text)])
        case let .unknownReference(text, kind):
            self.text(.fieldUnknownReference, ["label": label, "text": quoted(text), "kind": recordKind(word: kind.word)])
        case .incomplete(let missing): text(.fieldIncomplete, ["label": label, "missing": self.label(missing)])
        case .needs(let other): text(.fieldNeeds, ["label": label, "other": self.label(other)])
        case .noneOf(let fields): text(.fieldNoneOf, ["label": label, "fields": fields.map(self.label).joined(separator: ", ")])
        }
    }

    /// Why a stored row does not decode: a field rule's refusal in this language; a reason in words
    /// alone (the app's own bookkeeping) stays as the store wrote it.
    func damage(_ damage: RowDamage) -> String {
        damage.field.map(fieldProblem) ?? damage.description
    }

    /// What a stored row is, by its table (`expense`, `Ausgabe`); English keeps the table's name.
    func storedRecord(table: String) -> String {
        guard language != .english else { return table }
        switch table {
        case "journal": return text(.tableJournal)
        case "exchange_rate": return text(.tableExchangeRate)
        case "device_account": return text(.tableAccount)
        case "account_preference", "unclaimed_preference", "preference": return text(.tablePreference)
        default:
            let kind = RecordKind.allCases.first { $0.table == table }
            return kind.map { recordKind(word: $0.word) } ?? table
        }
    }

    /// The words of a field rule's expected type (`a whole number`).
    private func expectation(_ english: String) -> String {
        switch english {
        case "text": text(.expectText)
        case "a whole number": text(.expectWholeNumber)
        case "true or false": text(.expectTrueOrFalse)
        default: english
        }
    }

    /// Whether `text` has a day's form but names no day (`2026-02-30`), as the calendar tells them apart.
    private static func isNonexistentDay(_ text: String) -> Bool {
        do {
            _ = try CalendarDay(parsing: text)
            return false
        } catch {
            return error == .nonexistent(text)
        }
    }

    /// A code point as `U+` writes it: at least four uppercase hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
