import AppCore
import AppLifecycle
import WidgetContract

/// Opens a link as a cold start of the app does: the router starts not ready, learns whether
/// someone is signed in, and then shows the screen or runs the form — or drops the link.
///
/// Every outcome but "opened" is thrown: a bad link as a validation error ("can't open this
/// link: …", exit 2), a form's refusal as the form's own error (so its message and exit status
/// are the normal command's), a link that waited for a sign-in that never came as a failure.
struct LinkOpener {
    let app: AppSession
    let console: Console
    let assumeYes: Bool

    /// An opener for the command being run.
    init(invocation: Invocation, assumeYes: Bool) {
        app = invocation.app
        console = invocation.console
        self.assumeYes = assumeYes
    }

    /// A router in the cold-start state, over the command line's screens and forms.
    func makeRouter() -> DeepLinkRouter {
        DeepLinkRouter(
            screens: CLIScreenPresenter(app: app, console: console),
            forms: CLIFormHandler(app: app, console: console, assumeYes: assumeYes),
            readiness: .starting)
    }

    /// Opens a URL as typed.
    func open(_ url: String) throws {
        // Parsed here first, as the router parses it, so that a link that is no Glovebox link is
        // refused in the person's language with its reason (the router's refusal says it in English).
        do {
            _ = try DeepLink(parsing: url)
        } catch {
            throw CLIError.validation(app.words.linkRefusal(error))
        }
        let router = makeRouter()
        try finish(router.open(url), router: router)
    }

    /// Opens what `start` gives the router (a write shortcut's link), then makes the app ready.
    func open(with start: (DeepLinkRouter) -> RouteOutcome) throws {
        let router = makeRouter()
        try finish(start(router), router: router)
    }

    private func finish(_ first: RouteOutcome, router: DeepLinkRouter) throws {
        var outcome = first
        if case .pending = first {
            // The logbook opens and the session is checked only now, as in a real cold start.
            let readiness: AppReadiness = try app.account() == nil ? .signedOut : .ready
            outcome = router.update(readiness: readiness) ?? first
        }
        switch outcome {
        case .opened:
            return
        case .refused(let message):
            throw CLIError.validation(Self.refusal(message, in: app.words))
        case .formRefused(_, let failure):
            throw failure.error
        case .waitingForSignIn(let link):
            // A command line run ends here: no sign-in can come, so the link is dropped.
            _ = router.dropPending(reason: "no one is signed in")
            throw CLIError.runtime(app.words.text(.linkSignIn, ["url": link.urlString]))
        case .pending(let link), .dropped(let link, _):
            // The router's own reason for a link it kept and gave up stays English.
            throw CLIError.runtime(app.words.text(.linkNotOpened, ["url": link.urlString, "message": outcome.message]))
        }
    }

    /// The router's refusal in `words`' language: the router starts every refusal with the same English
    /// words, which this puts in the language; the reason a screen gave is in it already (a link that
    /// does not parse never gets here: ``open(_:)`` words its reason).
    static func refusal(_ message: String, in words: CLIWords) -> String {
        let prefix = "can't open this link: "
        guard message.hasPrefix(prefix) else { return message }
        return words.text(.linkCannotOpen, ["reason": String(message.dropFirst(prefix.count))])
    }
}
