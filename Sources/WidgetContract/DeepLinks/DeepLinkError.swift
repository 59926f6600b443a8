/// Why a link cannot be opened. Every case reads as "can't open this link: …".
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than ``DeepLink/maximumLength`` bytes.
    case tooLong(Int)
    /// Another app's scheme.
    case otherScheme(String)
    /// Not of the shape of any Glovebox link.
    case malformed(DeepLinkMalformation)
    /// A destination the app does not have.
    case unknownDestination(String)
    /// An id with bad percent-encoding or characters an id cannot have.
    case invalidIdentifier(String)
    /// A parameter whose value is out of range or of the wrong form.
    case invalidParameter(String, String)
    /// A parameter the destination does not take.
    case unknownParameter(String)
    /// A parameter given more than once.
    case repeatedParameter(String)
    /// A parameter the destination needs.
    case missingParameter(String)

    /// The message, lowercase and naming the value at fault. Every value comes from the link, so
    /// it is quoted by `SafeText` (a percent-decoded `%1b` must not reach a terminal as ESC).
    public var description: String {
        let q = SafeText.quoted
        let reason: String = switch self {
        case .tooLong(let count): "it is \(count) bytes long"
        case .otherScheme(let scheme): "'\(q(scheme))' is not a \(DeepLink.scheme) link"
        case .malformed(let malformation): SafeText.printable(malformation.description)
        case .unknownDestination(let name): "there is no '\(q(name))' in Glovebox"
        case .invalidIdentifier(let id): "'\(q(id))' is not a valid id"
        case .invalidParameter(let name, let value): "'\(q(value))' is not a valid \(q(name))"
        case .unknownParameter(let name): "unknown parameter '\(q(name))'"
        case .repeatedParameter(let name): "parameter '\(q(name))' is given more than once"
        case .missingParameter(let name): "parameter '\(q(name))' is missing"
        }
        return "can't open this link: \(reason)"
    }
}
