import AppCore
import AppLifecycle
import SwiftUI
import UIKit

/// Turns the scene's phases into the core's lifecycle: the first activation mounts the app,
/// later ones bring it to the foreground, and going to the background publishes inside a
/// background task, so that the system lets the publish finish before it suspends the app.
@MainActor
final class SceneLifecycle {
    private let core: AppSessionActor
    private var isMounted = false

    init(core: AppSessionActor) {
        self.core = core
    }

    func enter(_ phase: ScenePhase) {
        switch phase {
        case .active: activate()
        case .background: publishInBackground()
        case .inactive: break
        @unknown default: break
        }
    }

    private func activate() {
        let first = !isMounted
        isMounted = true
        Task {
            if first {
                // Mounting arms the timer that publishes a first snapshot, which also repairs a
                // publish a kill interrupted last time.
                try? await core.mount()
            } else {
                await core.enterForeground()
            }
            let signedIn = (try? await core.account()) != nil
            AppServices.router.update(readiness: signedIn ? .ready : .signedOut)
        }
    }

    private func publishInBackground() {
        let assertion = BackgroundAssertion(named: "publish the widgets")
        Task {
            _ = try? await core.enterBackground()
            assertion.end()
        }
    }
}

/// Time the system grants the app to finish a publish after it left the screen; each publish has
/// its own, so a quick return to the foreground and back never ends another's.
@MainActor
private final class BackgroundAssertion {
    private var identifier = UIBackgroundTaskIdentifier.invalid

    init(named name: String) {
        identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            // Out of time: the publish goes on until the system suspends the app. Each file is
            // renamed whole or not at all, and the next start catches up.
            MainActor.assumeIsolated { self?.end() }
        }
    }

    func end() {
        guard identifier != .invalid else { return }
        UIApplication.shared.endBackgroundTask(identifier)
        identifier = .invalid
    }
}
