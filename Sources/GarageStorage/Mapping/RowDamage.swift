import GarageRules

/// Why a stored row does not decode: the English words `corruptRow` says, and the field problem
/// behind them where a field rule refused the value, so that the app can say it again in the
/// person's language.
///
/// Written as a string (`"not a journal entry"`, `"'\(text)' is not a rate"`) where no rule of a
/// field is at fault.
public struct RowDamage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The reason, lowercase, as messages and exports carry it.
    public let description: String
    /// The field rule's refusal behind ``description``, when one is.
    public let field: FieldProblem?

    /// The damage a field rule found.
    public init(_ problem: FieldProblem) {
        description = problem.description
        field = problem
    }

    /// A reason in words alone (a row of the app's own bookkeeping, a preference's own message).
    public init(said reason: String) {
        description = reason
        field = nil
    }

    /// A reason written in the source.
    public init(stringLiteral value: String) {
        self.init(said: value)
    }

    /// A reason written in the source, with values in it.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(said: String(stringInterpolation: stringInterpolation))
    }

    // Two damages are the same when they say the same: a test (or a caller) that names the reason by
    // its words matches the row whatever rule found it.
    public static func == (lhs: RowDamage, rhs: RowDamage) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
