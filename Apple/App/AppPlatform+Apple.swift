import AppCore
import Foundation

extension AppPlatform {
    /// The app core's platform on iOS and macOS: the sandbox and the App Group for files,
    /// WidgetCenter for reloads, the Keychain for the household server's password, the system's
    /// clock, zone and locale (the language an unset `locale` preference speaks: the first of the
    /// person's preferred languages in Settings; not `Locale.current`, whose language iOS narrows to
    /// the app bundle's declared localizations, so that a Portuguese phone would read `en_PT`).
    static func apple() -> AppPlatform {
        AppPlatform(
            directories: { try AppGroupDirectories.resolve() },
            makeReloadCenter: { _, _ in WidgetCenterReloads() },
            credentials: KeychainCredentials(), clock: { Date() }, defaultTimeZone: .autoupdatingCurrent,
            systemLocale: Locale.preferredLanguages.first.map(Locale.init(identifier:)) ?? .autoupdatingCurrent, ids: .random, checkContainer: { AppGroupDirectories.check() })
    }
}
