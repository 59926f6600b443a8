import WidgetContract

/// Why a maintenance item cannot be postponed as asked: the English words `cannotPostpone` says, and
/// the case behind them, so that the app can say it again in the person's language.
///
/// Written as a string where a caller names the reason by its words (a test's expectation).
public struct PostponeRefusal: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The refusals.
    public enum Reason: Hashable, Sendable {
        /// A count of days or a distance that is not positive within range.
        case notPositive(Int)
        /// By days or to a date, for an item without a due date.
        case noDueDate
        /// By distance or to an odometer value, for an item without a due distance.
        case noDueDistance
        /// A day that is not after the due date.
        case notAfterDueDate(CalendarDay, due: CalendarDay)
        /// A due distance that would pass the largest odometer value.
        case beyondLargestOdometer(Int)
        /// An odometer value that is not after the due distance.
        case notAfterDueDistance(Int, due: Int)

        /// The English words.
        var words: String {
            switch self {
            case .notPositive(let count): "\(count) must be a positive number within range"
            case .noDueDate: "it has no due date; postpone it by distance"
            case .noDueDistance: "it has no due distance; postpone it by days"
            case let .notAfterDueDate(day, due): "\(day) is not after its due date \(due)"
            case .beyondLargestOdometer(let value): "\(value) is beyond the largest odometer value"
            case let .notAfterDueDistance(value, due): "\(value) is not after its due distance \(due)"
            }
        }
    }

    /// The reason, lowercase, as the message carries it.
    public let description: String
    /// The refusal behind ``description``, when the rules gave it.
    public let reason: Reason?

    /// The refusal for `reason`.
    public init(_ reason: Reason) {
        description = reason.words
        self.reason = reason
    }

    /// A reason named by its words.
    public init(stringLiteral value: String) {
        description = value
        reason = nil
    }

    // Two refusals are the same when they say the same: one named by its words matches the rules'.
    public static func == (lhs: PostponeRefusal, rhs: PostponeRefusal) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
