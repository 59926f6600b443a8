/// Whether a deadline comes back, and how often.
public enum Recurrence: Hashable, Sendable {
    /// A one-off deadline; renewing it needs a new due date.
    case none
    /// Every N months, on a fixed schedule from the first due date.
    case everyMonths(Int)

    /// The interval in months, or `nil` for a one-off.
    public var months: Int? {
        switch self {
        case .none: nil
        case .everyMonths(let months): months
        }
    }
}

extension Recurrence: Codable {
    /// Encoded as the number of months, or `null` for a one-off.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .none
        } else {
            let months = try container.decode(Int.self)
            guard months > 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "months must be positive")
            }
            self = .everyMonths(months)
        }
    }

    /// Encodes the recurrence in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .none: try container.encodeNil()
        case .everyMonths(let months): try container.encode(months)
        }
    }
}
