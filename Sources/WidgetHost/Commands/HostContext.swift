#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinuxHome
import SharedContainer
import WidgetContract

/// Everything a command takes from the outside world, so that tests can pin and capture it.
public struct HostContext: Sendable {
    /// The environment the container root is resolved from (`GLOVEBOX_HOME`, `XDG_DATA_HOME`), and
    /// `GLOVEBOX_NOW`, which pins the clock (see ``pinningClock()``).
    public var environment: [String: String]
    /// The user's home directory.
    public var homeDirectory: String
    /// The system's current time zone: where days begin only when there is no snapshot (a snapshot
    /// carries the zone the app counts in), and the zone instants are printed in otherwise.
    ///
    /// Looked up the first time it is asked for, and only then: a render from a snapshot counts
    /// its days in the snapshot's zone and never asks.
    public var timeZone: TimeZone { systemTimeZone.value }
    /// The zone, once looked up.
    private let systemTimeZone: MadeOnce<TimeZone>
    /// The system's locale, which chooses the built-in texts.
    ///
    /// Made the first time it is asked for, and only then: a render from a snapshot shows the
    /// snapshot's own texts and never asks. Asking for the locale and the zone up front cost a
    /// cold render about 6 % more instructions (`SystemSettingsAskedWhenNeededTests` checks that
    /// it does not ask).
    public var systemLocale: Locale { madeSystemLocale.value }
    /// The locale, once made.
    private let madeSystemLocale: MadeOnce<Locale>
    /// Whether text drawings may use ANSI colour (stdout is a terminal and `NO_COLOR` is unset).
    public var usesColor: Bool
    /// The clock.
    public var clock: any HostClock
    /// Where normal output goes.
    public var output: @Sendable (String) -> Void
    /// Where diagnostics go.
    public var errors: @Sendable (String) -> Void
    /// The file system the container is reached through.
    public var fileSystem: any FileSystem

    /// Creates a context.
    public init(
        environment: [String: String], homeDirectory: String, timeZone: @autoclosure @escaping @Sendable () -> TimeZone,
        systemLocale: @autoclosure @escaping @Sendable () -> Locale,
        usesColor: Bool, clock: any HostClock, output: @escaping @Sendable (String) -> Void,
        errors: @escaping @Sendable (String) -> Void, fileSystem: any FileSystem = POSIXFileSystem()
    ) {
        self.environment = environment
        self.homeDirectory = homeDirectory
        self.systemTimeZone = MadeOnce(timeZone)
        self.madeSystemLocale = MadeOnce(systemLocale)
        self.usesColor = usesColor
        self.clock = clock
        self.output = output
        self.errors = errors
        self.fileSystem = fileSystem
    }

    /// This context with its clock pinned by `GLOVEBOX_NOW` when the environment sets it — read by
    /// the contract's `PinnedNow`, as `glovebox` reads it, so that a pinned demo's app and widgets
    /// agree on the day. A value that is not an instant is a usage error (exit 2).
    public func pinningClock() throws(CommandError) -> HostContext {
        let pinned: Date?
        do {
            pinned = try PinnedNow.instant(in: environment)
        } catch {
            throw .usage(.message(
                .pinnedNowNotInstant,
                ["variable": PinnedNow.variable, "value": SafeText.quoted(error.value), "example": PinnedNow.example]))
        }
        guard let pinned else { return self }
        var context = self
        context.clock = PinnedClock(at: pinned)
        return context
    }

    /// The language the host speaks, its help and its own messages alike: the system locale's (the
    /// host has no preferences to ask), decided here from the locale made once.
    var language: Language {
        Language(matching: systemLocale)
    }

    /// A message of the host's catalog in ``language``, its placeholders filled with `values`.
    func text(_ message: HostMessage, _ values: [String: String] = [:]) -> String {
        message.text(in: language, values)
    }

    /// A Gregorian calendar in the context's time zone.
    public var calendar: Calendar {
        DayCalendar(timeZone: timeZone).calendar
    }

    /// The shared container and the host's own directory, created if needed.
    func storage() throws(CommandError) -> HostStorage {
        do {
            let locations = try ContainerLocations.resolve(
                environment: environment, homeDirectory: homeDirectory, role: .widget, fileSystem: fileSystem)
            return try HostStorage(locations: locations, fileSystem: fileSystem)
        } catch let error as CommandError {
            throw error
        } catch let error as ContainerError {
            throw .runtime(.message(.cannotOpenContainer, ["error": error.text(in: language)]))
        } catch {
            throw .runtime(.message(.cannotOpenContainer, ["error": "\(error)"]))
        }
    }
}
