import Synchronization
import WidgetContract

/// Opens links: keeps the destination while the app is not ready, then shows a screen or hands
/// a prefilled form to the form handler.
///
/// The router never writes: a form link becomes a ``FormRequest`` that the injected
/// ``FormHandling`` runs through the normal form and its checks. A link that does not parse
/// is refused with "can't open this link: …" and reaches no handler.
///
/// ```swift
/// let router = DeepLinkRouter(screens: screens, forms: forms)      // starting
/// router.open("glovebox://vehicle/clio")                          // .pending
/// router.update(readiness: .ready)                                 // .opened: the screen is shown
/// ```
public final class DeepLinkRouter: Sendable {
    /// Shows read destinations.
    public let screens: any ScreenPresenting
    /// Runs form destinations.
    public let forms: any FormHandling

    private struct State {
        var readiness: AppReadiness
        var pending: DeepLink?
    }

    private let state: Mutex<State>

    /// A router in the given readiness (a cold start begins in `.starting`).
    public init(screens: any ScreenPresenting, forms: any FormHandling, readiness: AppReadiness = .starting) {
        self.screens = screens
        self.forms = forms
        self.state = Mutex(State(readiness: readiness))
    }

    /// The app's readiness as the router knows it.
    public var readiness: AppReadiness { state.withLock { $0.readiness } }

    /// The link kept for later, if any.
    public var pendingLink: DeepLink? { state.withLock { $0.pending } }

    /// Parses and opens a URL; a parse failure is refused without reaching any handler.
    @discardableResult
    public func open(_ urlString: String) -> RouteOutcome {
        let link: DeepLink
        do {
            link = try DeepLink(parsing: urlString)
        } catch {
            return .refused(error.description)
        }
        return open(link)
    }

    /// Opens a link now if the app is ready, else keeps it (replacing any link kept before).
    @discardableResult
    public func open(_ link: DeepLink) -> RouteOutcome {
        let readiness = state.withLock { state in
            if state.readiness != .ready { state.pending = link }
            return state.readiness
        }
        switch readiness {
        case .ready: return apply(link)
        case .starting: return .pending(link)
        case .signedOut: return .waitingForSignIn(link)
        }
    }

    /// Records the app's readiness; on `.ready` the kept link opens and its outcome is returned.
    ///
    /// On `.signedOut` a kept link stays, waiting for a sign-in (`.waitingForSignIn`).
    @discardableResult
    public func update(readiness: AppReadiness) -> RouteOutcome? {
        let pending = state.withLock { state -> DeepLink? in
            state.readiness = readiness
            guard readiness == .ready else { return state.pending }
            defer { state.pending = nil }
            return state.pending
        }
        guard let pending else { return nil }
        switch readiness {
        case .ready: return apply(pending)
        case .starting: return .pending(pending)
        case .signedOut: return .waitingForSignIn(pending)
        }
    }

    /// The user signed out during the session: a kept link is dropped, never opened for the next account.
    @discardableResult
    public func signedOut() -> RouteOutcome? {
        state.withLock { $0.readiness = .signedOut }
        return dropPending(reason: "you signed out before it could open")
    }

    /// Gives up a kept link (the user dismissed it, or a short session ends before sign-in).
    @discardableResult
    public func dropPending(reason: String) -> RouteOutcome? {
        let dropped = state.withLock { state -> DeepLink? in
            defer { state.pending = nil }
            return state.pending
        }
        return dropped.map { .dropped($0, reason: reason) }
    }

    /// Opens a link in a ready app; handlers run outside the router's lock, so a handler may
    /// itself open another link.
    private func apply(_ link: DeepLink) -> RouteOutcome {
        if let form = FormRequest(link) {
            do {
                try forms.openForm(form)
            } catch {
                return .formRefused(link, RouteFailure(error))
            }
            return .opened(link)
        }
        do {
            try screens.showScreen(for: link)
        } catch {
            return .refused("can't open this link: \(error)")
        }
        return .opened(link)
    }
}
