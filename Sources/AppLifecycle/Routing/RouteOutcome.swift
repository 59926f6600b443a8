import WidgetContract

/// What the router did with a link.
public enum RouteOutcome: Equatable, Sendable {
    /// The destination's screen was shown, or its form was handed to the form handler, which accepted it.
    case opened(DeepLink)
    /// The app is not ready; the link is kept and opens when it is.
    case pending(DeepLink)
    /// No one is signed in; the link is kept until someone signs in, or dropped.
    case waitingForSignIn(DeepLink)
    /// The link cannot be opened (malformed, hostile, or naming something that does not exist).
    case refused(String)
    /// A kept link was given up, with the reason.
    case dropped(DeepLink, reason: String)
    /// The form refused the request with its own error (the normal form's checks).
    case formRefused(DeepLink, RouteFailure)

    /// A message for the user.
    public var message: String {
        switch self {
        case .opened(let link):
            "opened \(link.urlString)"
        case .pending(let link):
            "glovebox is starting; \(link.urlString) will open when it is ready"
        case .waitingForSignIn(let link):
            "sign in to open \(link.urlString)"
        case .refused(let message):
            message
        case .dropped(let link, let reason):
            "dropped \(link.urlString): \(reason)"
        case .formRefused(_, let failure):
            failure.message
        }
    }
}

/// A handler's error, kept whole for the caller (its exit status) and compared by message.
public struct RouteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error the handler threw.
    public let error: any Error
    /// Its description.
    public var message: String { "\(error)" }

    /// Wraps a handler's error.
    public init(_ error: any Error) {
        self.error = error
    }

    /// The message shown to the user.
    public var description: String { message }

    /// Whether both failures say the same thing.
    public static func == (lhs: RouteFailure, rhs: RouteFailure) -> Bool {
        lhs.message == rhs.message
    }
}
