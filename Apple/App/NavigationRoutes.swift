import AppLifecycle
import Observation
import WidgetContract

/// Where a link leads in the interface: the screen or the prefilled form the root view presents.
@MainActor @Observable
final class Navigation {
    /// The read destination shown, if any.
    var screen: DeepLink?
    /// The form shown, if any; the form checks and stores as when opened by hand.
    var form: FormRequest?
}

/// The router's handlers: a destination becomes the navigation's state and nothing more, since the
/// router never touches the store and the screens read the core themselves.
struct NavigationRoutes: ScreenPresenting, FormHandling {
    let navigation: Navigation

    func showScreen(for link: DeepLink) throws {
        // The router runs its handlers on the caller's thread: `onOpenURL` and the scene's
        // readiness updates, both on the main actor.
        MainActor.assumeIsolated { navigation.screen = link }
    }

    func openForm(_ form: FormRequest) throws {
        MainActor.assumeIsolated { navigation.form = form }
    }
}
