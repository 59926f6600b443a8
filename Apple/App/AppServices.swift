import AppCore
import AppLifecycle

/// The app's one core, router and navigation, shared by its scene and its App Intents (which run in
/// the app's process).
enum AppServices {
    /// The app core: an actor, safe to call from the main actor and from any task.
    static let core = AppSessionActor(platform: .apple())
    /// Where links lead in the interface.
    @MainActor static let navigation = Navigation()
    /// The deep-link router: keeps a link that arrives while the app starts, then opens it.
    @MainActor static let router = DeepLinkRouter(
        screens: NavigationRoutes(navigation: navigation), forms: NavigationRoutes(navigation: navigation))
}
