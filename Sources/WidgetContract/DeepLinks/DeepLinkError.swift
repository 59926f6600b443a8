/// Why a link cannot be opened. Every case reads as "can't open this link: …".
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than ``DeepLink/maximumLength`` bytes.
    case tooLong(Int)
    /// Another app's scheme.
    case otherScheme(String)
    /// Not of the shape of any Glovebox link.
    case malformed(String)
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

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        let reason: String = switch self {
        case .tooLong(let count): "it is \(count) bytes long"
        case .otherScheme(let scheme): "'\(scheme)' is not a \(DeepLink.scheme) link"
        case .malformed(let detail): detail
        case .unknownDestination(let name): "there is no '\(name)' in Glovebox"
        case .invalidIdentifier(let id): "'\(id)' is not a valid id"
        case .invalidParameter(let name, let value): "'\(value)' is not a valid \(name)"
        case .unknownParameter(let name): "unknown parameter '\(name)'"
        case .repeatedParameter(let name): "parameter '\(name)' is given more than once"
        case .missingParameter(let name): "parameter '\(name)' is missing"
        }
        return "can't open this link: \(reason)"
    }
}
