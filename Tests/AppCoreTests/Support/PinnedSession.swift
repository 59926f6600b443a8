import AppCore
import Foundation
import GarageRules
import GloveboxTestSupport
import LinuxPlatform

extension AppSession {
    /// A session of the logbook in `home`, whose clock stands at `now`, in Lisbon, its ids from `ids`:
    /// what most of the app core's suites open, one per test.
    static func pinned(home: String, now: Date, ids: IdentifierSource) -> AppSession {
        AppSession(environment: AppEnvironment(
            variables: ["GLOVEBOX_HOME": home], homeDirectory: home, now: { now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: ids))
    }
}
