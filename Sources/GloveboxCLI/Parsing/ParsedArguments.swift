import Foundation
import WidgetContract

/// A command line checked against its command's options and positional arguments.
///
/// Typed accessors turn text into values and refuse bad text with a validation error that names
/// the option and the value (`--year 'nineteen' is not a whole number`).
public struct ParsedArguments: Sendable, Equatable {
    /// The positional arguments, in order.
    public let positionals: [String]
    /// The values of each option given (an option given twice keeps the last).
    public let options: [String: [String]]

    /// Creates parsed arguments (tests build them directly).
    public init(positionals: [String], options: [String: [String]]) {
        self.positionals = positionals
        self.options = options
    }

    /// Whether a flag or option was given.
    public func has(_ name: String) -> Bool { options[name] != nil }

    /// The positional argument at `index`, if given.
    public func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }

    /// The first value of an option.
    public func value(_ name: String) -> String? { options[name]?.first }

    /// The values of an option with several.
    public func values(_ name: String) -> [String]? { options[name] }

    /// An option's value as a whole number in `range`.
    public func integer(_ name: String, in range: ClosedRange<Int> = 0...Int.max) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        return try Self.integer(text, label: name, in: range)
    }

    /// An option's value as a calendar day `YYYY-MM-DD`.
    public func day(_ name: String) throws(CLIError) -> CalendarDay? {
        guard let text = value(name) else { return nil }
        return try Self.day(text, label: name)
    }

    /// Text as a whole number in `range`, refused with a message naming `label` and the text.
    public static func integer(_ text: String, label: String, in range: ClosedRange<Int> = 0...Int.max) throws(CLIError) -> Int {
        // Digits only (an optional leading minus): `Int("+5")` and `Int(" 5")` are not what a user typed.
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !body.isEmpty, body.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(text) else {
            throw .validation("\(label) '\(text)' is not a whole number")
        }
        guard range.contains(value) else {
            let bound = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "between \(range.lowerBound) and \(range.upperBound)"
            throw .validation("\(label) '\(text)' must be \(bound)")
        }
        return value
    }

    /// Text as a calendar day, refused with a message naming `label` and the text.
    public static func day(_ text: String, label: String) throws(CLIError) -> CalendarDay {
        do {
            return try CalendarDay(parsing: text)
        } catch {
            switch error {
            case .malformed: throw .validation("\(label) '\(text)' is not a date of the form YYYY-MM-DD")
            case .nonexistent: throw .validation("\(label) '\(text)' is not a day on the calendar")
            }
        }
    }
}
