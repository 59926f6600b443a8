import AppCore
import Foundation
import GloveboxTestSupport
import LinuxPlatform
import ShortcutsContract
import Testing
import WidgetContract

/// One "today": the app counts it in the `timezone` preference, and Siri's answers count in the zone
/// the snapshot carries, whatever the system's is; `GLOVEBOX_NOW` pins it or is refused.
@Suite struct OneTodayTests {
    @Test func siriCountsInThePreferredZoneNotTheSystems() throws {
        // 23:30 UTC on 1 December: the 1st in Lisbon (the preference), the 2nd in Tokyo (the system).
        let cli = CLIHarness(now: "2026-12-01T23:30:00Z", timeZone: "Asia/Tokyo")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "timezone", "Europe/Lisbon")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-02")
        let published = try Data(contentsOf: URL(fileURLWithPath: cli.shortcutsPath))
        #expect(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: published).timeZone == "Europe/Lisbon")
        #expect(cli.succeed("status").output.contains("Clio: Insurance due 2026-12-02"))
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Insurance, tomorrow.\n")
    }

    @Test(arguments: ["garbage", "2026-11-29", "2026-02-30T10:00:00Z", "2026-11-29T12:00:00Z\u{1B}[2J"])
    func aPinThatIsNotAnInstantIsRefusedWithExitStatus2(_ value: String) throws {
        let home = TemporaryDirectory(prefix: "glovebox-pinned-now")
        var glovebox = GloveboxProcess(home: home.path)
        glovebox.now = value
        let result = try glovebox.run("vehicle", "list")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors
            == "glovebox: GLOVEBOX_NOW '\(SafeText.printable(value))' is not an ISO 8601 instant such as 2026-11-29T19:20:00Z\n")
        // Refused before anything was opened or created.
        #expect(!FileManager.default.fileExists(atPath: home.path + "/app"))
    }

    @Test func theEnvironmentReadsThePinAsTheWidgetSideDoes() throws {
        let zone = Pinned.timeZone("Europe/Lisbon")
        let pinned = try AppEnvironment.from(variables: ["GLOVEBOX_NOW": "2026-11-29T20:20:00+01:00"], systemTimeZone: zone)
        #expect(pinned.now() == Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(throws: PinnedNowError(value: "soon")) {
            try AppEnvironment.from(variables: ["GLOVEBOX_NOW": "soon"], systemTimeZone: zone)
        }
    }
}
