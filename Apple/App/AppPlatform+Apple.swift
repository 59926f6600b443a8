import AppCore
import Foundation

extension AppPlatform {
    /// The app core's platform on iOS and macOS: the sandbox and the App Group for files,
    /// WidgetCenter for reloads, the Keychain for the household server's password, the system's
    /// clock, zone and locale (the language an unset `locale` preference speaks: the one the person
    /// chose in Settings for the system or for this app).
    static func apple() -> AppPlatform {
        AppPlatform(
            directories: { try AppGroupDirectories.resolve() },
            makeReloadCenter: { _, _ in WidgetCenterReloads() },
            credentials: KeychainCredentials(), clock: { Date() }, defaultTimeZone: .autoupdatingCurrent,
            systemLocale: .autoupdatingCurrent, ids: .random, checkContainer: { AppGroupDirectories.check() })
    }
}
