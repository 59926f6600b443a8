import AppCore
import Foundation
import LinuxHome
import SharedContainer
import WidgetContract

extension AppPlatform {
    /// The Linux platform of a `glovebox` process: everything under the Glovebox home
    /// (`$GLOVEBOX_HOME`, else `$XDG_DATA_HOME/glovebox`, else `~/.local/share/glovebox`), reloads
    /// requested through the widget host's log in the shared container, the household server's
    /// password in a file of mode 0600 beside the logbook in libpq's password-file format, and the
    /// environment's clock.
    ///
    /// The directories are resolved, and created `0700` where missing, each time the core asks,
    /// exactly as `glovebox-widget` resolves them (``ContainerLocations``), so that a home that
    /// cannot be used fails the command that needs it, naming the directory.
    public static func linux(_ environment: AppEnvironment) -> AppPlatform {
        let directories: @Sendable () throws -> AppDirectories = {
            try ContainerLocations.resolve(
                environment: environment.variables, homeDirectory: environment.homeDirectory, role: .app
            ).directories
        }
        return AppPlatform(
            directories: directories,
            makeReloadCenter: { directories, isInForeground in
                ContainerReloadCenter(
                    files: SnapshotFiles(directory: directories.sharedContainer), clock: environment.now,
                    isForeground: isInForeground)
            },
            credentials: PasswordFileCredentialStore(directory: { try directories().appPrivate }),
            clock: environment.now, defaultTimeZone: environment.defaultTimeZone,
            // English where the environment names no locale: Foundation's own answer on Linux is not the user's.
            systemLocale: SystemLocale.from(environment: environment.variables, fallback: Locale(identifier: "en_US")),
            ids: environment.ids,
            checkContainer: {
                StartupCheck(environment: environment.variables, homeDirectory: environment.homeDirectory).run()
            })
    }
}
