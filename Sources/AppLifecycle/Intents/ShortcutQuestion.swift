/// A question Siri and Shortcuts can ask about a vehicle, answered from the Shortcuts snapshot.
public enum ShortcutQuestion: String, CaseIterable, Hashable, Sendable {
    /// "When is the next maintenance?"
    case nextMaintenance = "next-maintenance"
    /// "When is the next deadline?"
    case nextDeadline = "next-deadline"
    /// "How much did I spend this month?"
    case monthSpend = "month-spend"
    /// "What does the odometer say?"
    case odometer
    /// "What is my fuel economy?" (the latest full fill-up's, as the vehicle widget shows it)
    case fuelEconomy = "fuel-economy"

    /// The question named `name` (`next-maintenance`, `next-deadline`, `month-spend`, `odometer`,
    /// `fuel-economy`).
    public init(parsing name: String) throws(ShortcutQuestionError) {
        guard let question = ShortcutQuestion(rawValue: name.lowercased()) else {
            throw ShortcutQuestionError(name: name)
        }
        self = question
    }
}

/// A question name that is not one of ``ShortcutQuestion``'s.
public struct ShortcutQuestionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public let name: String

    /// The error for the question name `name`.
    public init(name: String) {
        self.name = name
    }

    /// The message, naming the unknown question and the known ones.
    public var description: String {
        let known = ShortcutQuestion.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown question '\(name)'; ask one of: \(known)"
    }
}
