import AppCore
import Foundation

extension AppPlatform {
    /// The app core's platform on iOS and macOS: the sandbox and the App Group for files,
    /// WidgetCenter for reloads, the Keychain for the household server's password, the system's
    /// clock and zone.
    static func apple() -> AppPlatform {
        AppPlatform(
            directories: { try AppGroupDirectories.resolve() },
            makeReloadCenter: { _, _ in WidgetCenterReloads() },
            credentials: KeychainCredentials(), clock: { Date() }, defaultTimeZone: .autoupdatingCurrent,
            ids: .random, checkContainer: { AppGroupDirectories.check() })
    }
}
