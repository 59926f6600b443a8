/// A rule over several fields of one record.
public enum RecordRule: Hashable, Sendable {
    /// The fields have values together or not at all (a rate and the currency it quotes).
    case together([String])
    /// The first field may have a value only when the second has one (a fuel unit needs a quantity).
    case requires(String, String)
    /// At least one of the fields has a value (a maintenance item needs some schedule); `label` is
    /// the field the message names.
    case anyOf([String], label: String)
}

extension RecordRule {
    /// The fields the rule names.
    public var fieldNames: [String] {
        switch self {
        case .together(let names), .anyOf(let names, _): names
        case let .requires(name, other): [name, other]
        }
    }
}
