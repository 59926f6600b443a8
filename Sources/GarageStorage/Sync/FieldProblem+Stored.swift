import GarageRules
import WidgetContract

/// A field rule's refusal as a set-aside row stores it: the field, its label, the rule's stable code
/// and the rule's values, never a sentence, so that the refusal is said in the language of whoever
/// reads it later (``SetAsideReason/refusedByRule(_:)``).
///
/// The codes are a stored format: a new reason gets a new code, and no code changes its meaning.
extension FieldProblem {
    /// The values stored for the refusal: `field`, `label`, `rule` and the rule's own values.
    var storedValues: [String: String] {
        let (rule, values) = reason.stored
        return values.merging(["field": field, "label": label, "rule": rule]) { own, _ in own }
    }

    /// The refusal `values` stored, or `nil` when they name no rule this build knows (a newer build's).
    init?(storedValues values: [String: String]) {
        guard let field = values["field"], let label = values["label"], let rule = values["rule"],
              let reason = Reason(rule: rule, values)
        else { return nil }
        self.init(field: field, label: label, reason: reason)
    }
}

extension FieldProblem.Reason {
    // A list of words or labels, which hold no ", " themselves (words are identifiers, labels a few words).
    private static let separator = ", "

    /// The rule's stable code and its values.
    fileprivate var stored: (rule: String, values: [String: String]) {
        switch self {
        case .missing: ("missing", [:])
        case .wrongType(let expected): ("wrong-type", ["expected": expected])
        case .forbiddenCharacter(let codePoint): ("forbidden-character", ["code-point": String(codePoint)])
        case let .tooLong(limit, length): ("too-long", ["limit": String(limit), "length": String(length)])
        case let .tooManyBytes(limit, bytes): ("too-many-bytes", ["limit": String(limit), "bytes": String(bytes)])
        case .notAnIdentifier(let text): ("not-an-identifier", ["text": text])
        case .reservedIdentifier(let text): ("reserved-identifier", ["text": text])
        case .outOfRange(let text): ("out-of-range", ["text": text])
        case .notADay(let text): ("not-a-day", ["text": text])
        case let .dayOutsideWindow(day, earliest, latest):
            ("day-outside-window", ["day": day.isoString, "earliest": earliest.isoString, "latest": latest.isoString])
        case let .notAWord(text, allowed): ("not-a-word", ["text": text, "allowed": allowed.joined(separator: Self.separator)])
        case .repeatedWord(let text): ("repeated-word", ["text": text])
        case .unknownCurrency(let text): ("unknown-currency", ["text": text])
        case .malformedAmount(let text): ("malformed-amount", ["text": text])
        case let .tooManyDecimals(text, currency, allowed):
            ("too-many-decimals", ["text": text, "currency": currency, "allowed": String(allowed)])
        case .amountTooLarge(let text): ("amount-too-large", ["text": text])
        case .notAPositiveDecimal(let text): ("not-a-positive-decimal", ["text": text])
        case .duplicateName(let text): ("duplicate-name", ["text": text])
        case let .unknownReference(text, kind): ("unknown-reference", ["text": text, "record-kind": kind.rawValue])
        case .incomplete(let missing): ("incomplete", ["missing": missing])
        case .needs(let other): ("needs", ["other": other])
        case .noneOf(let labels): ("none-of", ["labels": labels.joined(separator: Self.separator)])
        }
    }

    /// The reason `rule` names with its `values`, or `nil` for a code or values this build cannot read.
    fileprivate init?(rule: String, _ values: [String: String]) {
        func number(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
        func day(_ key: String) -> CalendarDay? { values[key].flatMap { try? CalendarDay(parsing: $0) } }
        func list(_ key: String) -> [String]? { values[key].map { $0.isEmpty ? [] : $0.components(separatedBy: Self.separator) } }
        let text = values["text"]
        let reason: Self?
        switch rule {
        case "missing": reason = .missing
        case "wrong-type": reason = values["expected"].map { Self.wrongType(expected: $0) }
        case "forbidden-character": reason = values["code-point"].flatMap { UInt32($0) }.map { Self.forbiddenCharacter($0) }
        case "too-long":
            guard let limit = number("limit"), let length = number("length") else { return nil }
            reason = .tooLong(limit: limit, length: length)
        case "too-many-bytes":
            guard let limit = number("limit"), let bytes = number("bytes") else { return nil }
            reason = .tooManyBytes(limit: limit, bytes: bytes)
        case "not-an-identifier": reason = text.map { Self.notAnIdentifier($0) }
        case "reserved-identifier": reason = text.map { Self.reservedIdentifier($0) }
        case "out-of-range": reason = text.map { Self.outOfRange($0) }
        case "not-a-day": reason = text.map { Self.notADay($0) }
        case "day-outside-window":
            guard let value = day("day"), let earliest = day("earliest"), let latest = day("latest") else { return nil }
            reason = .dayOutsideWindow(value, earliest: earliest, latest: latest)
        case "not-a-word":
            guard let text, let allowed = list("allowed") else { return nil }
            reason = .notAWord(text, allowed: allowed)
        case "repeated-word": reason = text.map { Self.repeatedWord($0) }
        case "unknown-currency": reason = text.map { Self.unknownCurrency($0) }
        case "malformed-amount": reason = text.map { Self.malformedAmount($0) }
        case "too-many-decimals":
            guard let text, let currency = values["currency"], let allowed = number("allowed") else { return nil }
            reason = .tooManyDecimals(text, currency: currency, allowed: allowed)
        case "amount-too-large": reason = text.map { Self.amountTooLarge($0) }
        case "not-a-positive-decimal": reason = text.map { Self.notAPositiveDecimal($0) }
        case "duplicate-name": reason = text.map { Self.duplicateName($0) }
        case "unknown-reference":
            guard let text, let kind = values["record-kind"].flatMap(RecordKind.init(rawValue:)) else { return nil }
            reason = .unknownReference(text, kind: kind)
        case "incomplete": reason = values["missing"].map { Self.incomplete(missing: $0) }
        case "needs": reason = values["other"].map { Self.needs($0) }
        case "none-of": reason = list("labels").map { Self.noneOf($0) }
        default: reason = nil
        }
        guard let reason else { return nil }
        self = reason
    }
}
