import Foundation
import GarageRules
import GloveboxTestSupport
import WidgetContract

/// Random values that keep every rule of a kind's descriptor, drawn from a seeded generator, made from
/// the rules themselves (not from the typed records): what the shape tests feed the mappings, the
/// checks and the store, so that a field a mapping forgets, or a rule a check misses, shows.
public struct RandomFieldValues {
    /// The generator, advanced by every draw.
    public var random: SplitMix
    /// The day the day windows are placed on.
    public let today: CalendarDay

    /// A generator of values from `seed`.
    public init(seed: UInt64, today: CalendarDay) {
        random = SplitMix(seed: seed)
        self.today = today
    }

    /// Values of `kind` that pass its descriptor's checks. Store-kept fields are left out.
    public mutating func values(_ kind: RecordKind) -> FieldValues {
        let descriptor = kind.descriptor
        var values = FieldValues(kind)
        let currency = CurrencyCode.all.filter(\.isActive).randomElement(using: &random)!
        for (index, field) in descriptor.fields.enumerated() where field.origin == .record {
            let optional = !field.rule.isRequired && Int.random(in: 0..<10, using: &random) < 3
            values.values[index] = optional ? nil : value(field.rule, currency: currency)
        }
        if values.kind.descriptor.hasField("currency") { values["currency"] = .text(currency.code) }
        enforceRecordRules(&values)
        return values
    }

    /// A value of `rule`; amounts in `currency`.
    public mutating func value(_ rule: FieldRule, currency: CurrencyCode) -> FieldValue {
        switch rule.value {
        case .identifier(let reserved):
            var id: String
            repeat { id = identifier() } while reserved.contains(id)
            return .text(id)
        case .reference: return .text(identifier())
        case .text(let limit): return .text(text(maximumLength: limit))
        case .integer(let range):
            // The edges as often as the middle: that is where a range is kept or broken.
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .integer(range.lowerBound)
            case 1: return .integer(range.upperBound)
            default: return .integer(Int.random(in: range, using: &random))
            }
        case .boolean: return .boolean(Bool.random(using: &random))
        case .day(let window):
            let first = DayWindow.earliest.dayNumber
            let last = window.latest(today: today).dayNumber
            return .text(CalendarDay(dayNumber: Int.random(in: first...last, using: &random)).isoString)
        case .positiveDecimal:
            let whole = Int.random(in: 0...99_999, using: &random)
            let fraction = Int.random(in: 0...999, using: &random)
            var text = "\(whole == 0 && fraction == 0 ? 1 : whole)"
            if fraction > 0 {
                var digits = String(fraction)
                digits = String(repeating: "0", count: 3 - digits.count) + digits
                while digits.hasSuffix("0") { digits.removeLast() }
                text += "." + digits
            }
            return .text(text)
        case .money:
            let units = Int.random(in: -1_000_000...100_000_000, using: &random)
            return .text(Money(minorUnits: units, currency: currency).amountText)
        case .currency: return .text(CurrencyCode.all.randomElement(using: &random)!.code)
        case .word(let words): return .text(words.randomElement(using: &random)!)
        case .wordList(let words):
            let count = Int.random(in: 1...words.count, using: &random)
            return .text(words.shuffled(using: &random).prefix(count).joined(separator: ","))
        }
    }

    /// The values made to keep the record's rules and its groups' (a group without a value has its
    /// required flags off and its other flags absent).
    private mutating func enforceRecordRules(_ values: inout FieldValues) {
        let descriptor = values.kind.descriptor
        for rule in descriptor.rules {
            switch rule {
            case .together(let names):
                let keep = Bool.random(using: &random)
                for name in names {
                    let field = descriptor.field(name)
                    values[name] = keep ? (values[name] ?? value(field.rule, currency: try! values.currency("currency") ?? .euro)) : nil
                }
            case let .requires(name, other):
                if values[other] == nil { values[name] = nil }
            case .anyOf(let names, _):
                if names.allSatisfy({ values[$0] == nil }) {
                    values[names[0]] = value(descriptor.field(names[0]).rule, currency: .euro)
                }
            }
        }
        for rule in descriptor.rules {
            if case let .requires(name, other) = rule, values[other] == nil { values[name] = nil }
            if case .together(let names) = rule, names.contains(where: { values[$0] == nil }) {
                for name in names { values[name] = nil }
            }
        }
        // A quantity stored without its unit is data from before fuel units (read with the vehicle's
        // unit); what the app writes today always has one.
        if values.kind == .expense, values["fuelQuantity"] != nil, values["fuelFill.unit"] == nil {
            for name in ["fuelFill.unit", "fuelFill.isFull", "fuelFill.missedPrevious"] {
                values[name] = value(descriptor.field(name).rule, currency: .euro)
            }
        }
        let groups = Dictionary(grouping: descriptor.fields.filter { $0.group != nil }, by: { $0.group! })
        for (_, members) in groups {
            let given = members.contains { $0.rule.storage != .boolean && values[$0.name] != nil }
            guard !given else { continue }
            for member in members where member.rule.storage == .boolean {
                values[member.name] = member.rule.isRequired ? .boolean(false) : nil
            }
        }
    }

    private mutating func identifier() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
        let count = Int.random(in: 1...12, using: &random)
        return String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
    }

    /// A text of letters, accents, emoji sequences and spaces inside, never at an end, at most
    /// `maximumLength` characters as ``VisibleText`` counts them.
    private mutating func text(maximumLength: Int) -> String {
        let pieces = ["a", "Z", "é", "e\u{301}", "ß", "Ö", "ç", "日", "🚗", "👍🏽", "👨‍👩‍👧", "🇵🇹", "-", "'", "1"]
        let count = Int.random(in: 1...min(maximumLength, 24), using: &random)
        var text = ""
        for index in 0..<count {
            let space = index > 0 && index < count - 1 && Int.random(in: 0..<6, using: &random) == 0
            text += space ? " " : pieces.randomElement(using: &random)!
        }
        return text
    }
}
