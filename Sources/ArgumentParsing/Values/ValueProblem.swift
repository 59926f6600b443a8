/// Why a value parser refused a word, for the refusals programs share, so that a program can say it
/// in its user's language; ``description`` is the English end of the sentence a ``ValueError`` carries.
public enum ValueProblem: Sendable, Hashable, CustomStringConvertible {
    /// Not digits with an optional minus.
    case notWholeNumber
    /// A whole number beyond what can be held.
    case tooLarge
    /// A whole number above the upper bound.
    case atMost(Int)
    /// A whole number below the lower bound.
    case atLeast(Int)
    /// A whole number outside the bounds.
    case between(Int, Int)
    /// Not a plain decimal above zero.
    case notPositiveNumber
    /// Not a plain decimal above zero, with an example of one.
    case notPositiveNumberLike(String)
    /// None of the words a declaration allows.
    case notOneOf([String])
    /// A comma-separated list with an empty item.
    case emptyListItem
    /// Not a date of the form given (`YYYY-MM-DD`).
    case notADate(form: String)
    /// A date of the right form that names no day on the calendar.
    case notOnTheCalendar

    /// The English words, after the refused text: `is not a whole number`.
    public var description: String {
        switch self {
        case .notWholeNumber: "is not a whole number"
        case .tooLarge: "is too large"
        case .atMost(let upper): "must be at most \(upper)"
        case .atLeast(let lower): "must be at least \(lower)"
        case let .between(lower, upper): "must be between \(lower) and \(upper)"
        case .notPositiveNumber: "is not a positive number"
        case .notPositiveNumberLike(let example): "is not a positive number like \(example)"
        case .notOneOf(let words): "is not one of: \(words.joined(separator: ", "))"
        case .emptyListItem: "is not a comma-separated list (it has an empty item)"
        case .notADate(let form): "is not a date of the form \(form)"
        case .notOnTheCalendar: "is not a day on the calendar"
        }
    }
}
