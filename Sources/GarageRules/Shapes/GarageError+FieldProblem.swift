extension GarageError {
    /// A field rule's refusal as a change's error: the app's own case where it has one (so that a
    /// typed value and a stored one are refused with the same words), else `invalidField`.
    public init(_ problem: FieldProblem) {
        let label = problem.label
        switch problem.reason {
        case .missing: self = .emptyField(label)
        case .forbiddenCharacter(let codePoint): self = .forbiddenCharacter(field: label, codePoint: codePoint)
        case let .tooLong(limit, length): self = .textTooLong(field: label, limit: limit, length: length)
        case .outOfRange(let text), .notAPositiveDecimal(let text): self = .invalidNumber(field: label, value: text)
        case .notAnIdentifier(let text): self = .invalidIdentifier(text)
        case .notADay(let text): self = .invalidDate(text)
        case .unknownCurrency(let text): self = .unknownCurrency(text)
        case let .notAWord(text, allowed): self = .unknownWord(field: label, value: text, allowed: allowed)
        case .malformedAmount(let text): self = .malformedAmount(text)
        case let .tooManyDecimals(text, currency, allowed): self = .tooManyDecimals(text, currency: currency, allowed: allowed)
        case .amountTooLarge(let text): self = .amountOutOfRange(text)
        default: self = .invalidField(problem)
        }
    }
}
