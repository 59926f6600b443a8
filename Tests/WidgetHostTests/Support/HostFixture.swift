import Foundation
import GloveboxTestSupport
import LinuxHome
import SharedContainer
import WidgetContract
import WidgetHost

/// Output captured from a command.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) {
        lock.withLock { text += more }
    }

    var value: String { lock.withLock { text } }
}

/// A container under a temporary root, a pinned clock, zone and locale, and captured output.
final class HostFixture: @unchecked Sendable {
    let home = TemporaryDirectory(prefix: "glovebox-widget-host")
    let clock: ManualClock
    let timeZone: TimeZone
    let output = Capture()
    let errors = Capture()
    /// Variables the commands see besides `GLOVEBOX_HOME` and `PATH` (such as `GLOVEBOX_NOW`).
    var environment: [String: String] = [:]
    /// The system's locale, as `main` reads it from `LC_ALL`, `LC_MESSAGES` and `LANG`.
    var systemLocale = Locale(identifier: "en_US")

    init(now: Date, zone: String = "Europe/Lisbon", onSleep: (@Sendable (Date) -> Void)? = nil) {
        clock = ManualClock(start: now, onSleep: onSleep)
        timeZone = Pinned.timeZone(zone)
    }

    var context: HostContext {
        let output = output
        let errors = errors
        let (timeZone, systemLocale) = (timeZone, systemLocale)
        return HostContext(
            environment: environment.merging(["GLOVEBOX_HOME": home.path, "PATH": ""]) { _, fixed in fixed },
            homeDirectory: home.path, timeZone: timeZone,
            systemLocale: systemLocale, usesColor: false, clock: clock,
            output: { output.append($0) }, errors: { errors.append($0) })
    }

    /// The shared container, as the app sees it.
    var shared: SnapshotFiles {
        let locations = try! ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": home.path], homeDirectory: home.path)
        return SnapshotFiles(directory: locations.sharedContainer)
    }

    /// Runs a command line and returns its exit status.
    @discardableResult
    func run(_ arguments: String...) -> Int32 {
        GloveboxWidget.run(arguments, context: context)
    }

    /// Runs a command line given as an array and returns its exit status.
    @discardableResult
    func run(_ arguments: [String]) -> Int32 {
        GloveboxWidget.run(arguments, context: context)
    }

    /// Publishes the sample snapshot for the local day of the clock, as the app would.
    func publishSample(locked: Bool = false) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = CalendarDay(containing: clock.now(), in: calendar)
        try shared.publish(try SnapshotCoding.encode(RelativeSnapshot.make(today: today, locked: locked)), as: WidgetsSnapshot.fileName)
    }

    /// Publishes the sample snapshot's widget parts for the local day of the clock, as the app
    /// publishes them beside the snapshot.
    func publishSampleParts(locked: Bool = false) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = CalendarDay(containing: clock.now(), in: calendar)
        for part in RelativeSnapshot.make(today: today, locked: locked).parts() {
            try shared.publish(try SnapshotCoding.encode(part), as: part.fileName)
        }
    }

    /// Appends a reload request, as the app's reload center does.
    func request(_ scope: ReloadRequest.Scope, foreground: Bool) throws {
        try ReloadRequestLog(files: shared).append(
            ReloadRequest(scope: scope, requestedAt: clock.now(), foreground: foreground))
    }
}
