import Foundation
import GarageRules
import WidgetContract

/// What a Linux `glovebox` process reads from the world: environment variables, the home
/// directory, the clock, the time zone when none is set, and where new record ids come from.
/// Tests pin all of them; ``AppPlatform/linux(_:)`` turns them into the app core's platform.
public struct AppEnvironment: Sendable {
    /// The process environment (`GLOVEBOX_HOME`, `XDG_DATA_HOME`, `GLOVEBOX_NOW`).
    public var variables: [String: String]
    /// The user's home directory.
    public var homeDirectory: String
    /// The clock.
    public var now: @Sendable () -> Date
    /// The time zone used when the `timezone` preference is unset.
    public var defaultTimeZone: TimeZone
    /// Where new record ids come from.
    public var ids: IdentifierSource

    /// Creates an environment.
    public init(
        variables: [String: String], homeDirectory: String, now: @escaping @Sendable () -> Date,
        defaultTimeZone: TimeZone, ids: IdentifierSource
    ) {
        self.variables = variables
        self.homeDirectory = homeDirectory
        self.now = now
        self.defaultTimeZone = defaultTimeZone
        self.ids = ids
    }

    /// This process's environment, clock, time zone and random ids.
    ///
    /// `GLOVEBOX_NOW` (an ISO 8601 instant) replaces the clock, so that scripts and demos can
    /// show what the logbook says on a given day; it is read by the contract's `PinnedNow`, as the
    /// widget side reads it. A value that is not an instant is refused, never ignored.
    public static func current() throws(PinnedNowError) -> AppEnvironment {
        try from(variables: ProcessInfo.processInfo.environment, systemTimeZone: TimeZone.current)
    }

    /// The environment of a process with these variables and this system time zone.
    public static func from(variables: [String: String], systemTimeZone: TimeZone) throws(PinnedNowError) -> AppEnvironment {
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        var clock: @Sendable () -> Date = { Date() }
        if let pinned = try PinnedNow.instant(in: variables) {
            clock = { pinned }
        }
        return AppEnvironment(
            variables: variables, homeDirectory: home, now: clock, defaultTimeZone: systemTimeZone, ids: .random)
    }
}
