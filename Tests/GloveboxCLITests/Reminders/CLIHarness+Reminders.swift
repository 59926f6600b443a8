import Foundation
import GloveboxTestSupport
import ReminderDelivery
import Testing

extension CLIHarness {
    /// A garage in Lisbon on Sunday 29 November 2026 with one of each kind of reminder: an insurance
    /// due on Thursday 3 December (due soon now), a time-based item due on 10 December (due soon now),
    /// and an oil change due at 15,200 km that the forecast (10,000 km on 1 June, 15,000 on 20 November)
    /// already puts past its due odometer (overdue), while the reading alone is 200 km short of it.
    static func reminderGarage(sourceLocation: SourceLocation = #_sourceLocation) -> CLIHarness {
        let cli = CLIHarness.signedIn(now: "2026-11-29T09:00:00Z")
        cli.succeed(["vehicle", "add", "Clio", "--plate", "AB-12-CD"], sourceLocation: sourceLocation)
        cli.succeed(["deadline", "add", "Clio", "insurance", "2026-12-03"], sourceLocation: sourceLocation)
        cli.succeed(["odometer", "log", "Clio", "10000", "--date", "2026-06-01"], sourceLocation: sourceLocation)
        cli.succeed(["odometer", "log", "Clio", "15000", "--date", "2026-11-20"], sourceLocation: sourceLocation)
        cli.succeed(
            ["maintenance", "add", "Clio", "Oil", "--every-distance", "10000", "--next-distance", "15200"],
            sourceLocation: sourceLocation)
        cli.succeed(
            ["maintenance", "add", "Clio", "Tyres", "--every-months", "12", "--next-date", "2026-12-10"],
            sourceLocation: sourceLocation)
        return cli
    }

    /// The reminder host of this harness: `variables` over its Glovebox home, a config directory of
    /// its own, the built `glovebox` as the timer's executable, short HTTP timeouts.
    func useReminderHost(_ variables: [String: String] = [:], hasSystemd: Bool = true, executable: String? = nil) throws {
        var all = ["GLOVEBOX_HOME": root, "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "PATH": "/usr/bin:/bin"]
        all.merge(variables) { _, new in new }
        reminderHost = ReminderHost(
            variables: all, executablePath: try executable ?? GloveboxProcess.binary().path, hasSystemd: hasSystemd,
            http: HTTPPoster(timeout: 5))
    }

    /// Moves the pinned clock to `instant` (ISO 8601).
    func at(_ instant: String) {
        now = Pinned.instant(instant)
    }
}
