import SwiftUI

/// The app: one window, its scene's phases reported to the core, links handed to the router.
///
/// Everything with logic is in the portable libraries; this file only wires SwiftUI's events to them.
@main
struct GloveboxApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var lifecycle = SceneLifecycle(core: AppServices.core)

    var body: some Scene {
        WindowGroup {
            GarageScreen(core: AppServices.core, navigation: AppServices.navigation)
                .onOpenURL { url in AppServices.router.open(url.absoluteString) }
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            lifecycle.enter(phase)
        }
    }
}
