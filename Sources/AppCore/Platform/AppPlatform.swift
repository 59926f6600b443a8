import Foundation
import GarageRules
import SharedContainer

/// What differs from one platform to another, handed to the app core by the executable that
/// starts it: where the files are, how widgets are reloaded, where secrets are kept, the clock,
/// and when publishing happens.
///
/// The core itself reads no environment variable and knows no platform. The Linux executables
/// fill this from the Glovebox home (the `LinuxPlatform` module, which only they link); an
/// Apple app fills it from its sandbox, its App Group container, `WidgetCenter` and the
/// Keychain (`Apple/App/`):
///
/// ```swift
/// let platform = AppPlatform(
///     directories: { try AppGroupDirectories.resolve() }, makeReloadCenter: { _, _ in WidgetCenterReloads() },
///     credentials: KeychainCredentials(), clock: { Date() }, defaultTimeZone: .current, ids: .random)
/// let app = AppSessionActor(platform: platform)
/// ```
///
/// The executable also reports the app's lifecycle to the core, which decides when to publish:
/// the interface is mounted, comes to the foreground, goes to the background (a short command
/// line session goes to the background when its command ends); between them, the timer of
/// ``triggers`` publishes a snapshot that changes while the app stays in front.
public struct AppPlatform: Sendable {
    /// Where the app's private directory, its documents and the shared container are, made sure
    /// of (created, checked) when the core first needs them. It may be asked more than once, and
    /// its error is reported as ``AppError/containerUnavailable(_:)`` when it is the container's, as
    /// ``AppError/directoriesUnavailable(_:)`` otherwise.
    public var directories: @Sendable () throws -> AppDirectories
    /// Makes the reload center for one publishing session over `directories`, given how to tell
    /// whether the app is in front (the Linux widget host charges reloads asked for in the
    /// background to the widgets' budget; WidgetCenter knows by itself and ignores it).
    public var makeReloadCenter: @Sendable (
        _ directories: AppDirectories, _ isInForeground: @escaping @Sendable () -> Bool
    ) -> any ReloadCenter
    /// Where secrets are kept: the household server's password, for one.
    public var credentials: any CredentialStore
    /// The clock.
    public var clock: @Sendable () -> Date
    /// The time zone used when the `timezone` preference is unset.
    public var defaultTimeZone: TimeZone
    /// The system's locale, which speaks wherever no `locale` preference does: the preference is
    /// unset (as ``defaultTimeZone`` stands for an unset time zone), nobody is signed in, or no logbook
    /// exists yet (the help of a first command line). `en_US` unless the executable names one.
    public var systemLocale: Locale
    /// Where new record ids come from.
    public var ids: IdentifierSource
    /// The publish timer that runs while the app stays in front.
    public var triggers: PublishingTriggers
    /// The platform's own check that the widgets can see what the app publishes (its directories
    /// resolve, the shared container takes a file): `glovebox doctor`'s first findings, and what an
    /// app runs at start-up.
    public var checkContainer: @Sendable () -> [DoctorFinding]

    /// Creates a platform description.
    public init(
        directories: @escaping @Sendable () throws -> AppDirectories,
        makeReloadCenter: @escaping @Sendable (
            _ directories: AppDirectories, _ isInForeground: @escaping @Sendable () -> Bool
        ) -> any ReloadCenter,
        credentials: any CredentialStore, clock: @escaping @Sendable () -> Date, defaultTimeZone: TimeZone,
        systemLocale: Locale = Locale(identifier: "en_US"), ids: IdentifierSource, triggers: PublishingTriggers = .standard,
        checkContainer: @escaping @Sendable () -> [DoctorFinding] = { [] }
    ) {
        self.directories = directories
        self.makeReloadCenter = makeReloadCenter
        self.credentials = credentials
        self.clock = clock
        self.defaultTimeZone = defaultTimeZone
        self.systemLocale = systemLocale
        self.ids = ids
        self.triggers = triggers
        self.checkContainer = checkContainer
    }
}
