import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// Every command that changes the logbook is a short app session that publishes on its way out.
@Suite struct PublishingCommandTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    var container: String { cli.container }
    var snapshotPath: String { cli.snapshotPath }
    var shortcutsPath: String { cli.shortcutsPath }

    private func install(_ widgets: [InstalledWidget]) throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets(widgets)
    }

    private func snapshot() throws -> WidgetsSnapshot { try cli.snapshot() }

    private func reloadedKinds() throws -> [String] { try cli.reloadedKinds() }

    @Test func aRecordWrittenByACommandIsPublishedAndOnlyItsKindsReload() throws {
        try install([InstalledWidget(id: "w1", kind: .vehicle, family: .small),
                     InstalledWidget(id: "w2", kind: .spend, family: .medium)])
        cli.succeed("vehicle", "add", "Clio", "--plate", "AA-12-BB")
        #expect(try snapshot().vehicles.map(\.name) == ["Clio"])
        let before = try reloadedKinds().count

        cli.succeed("odometer", "log", "clio", "84210")
        #expect(try snapshot().vehicles.first?.odometer.recorded?.label == "84,210\u{00A0}km")
        let kinds = try Array(reloadedKinds().dropFirst(before))
        #expect(kinds == ["vehicle"], "an odometer reading changes the vehicle widget only, not \(kinds)")

        let unchanged = try reloadedKinds().count
        cli.succeed("prefs", "set", "timezone", "Europe/Lisbon")
        #expect(try reloadedKinds().count == unchanged, "nothing the widgets show changed")
        #expect(!(try String(contentsOfFile: snapshotPath, encoding: .utf8)).contains("AA-12-BB"))
    }

    @Test func withNoWidgetInstalledOnlyTheShortcutsSnapshotIsWritten() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        #expect(!FileManager.default.fileExists(atPath: snapshotPath))
        #expect(FileManager.default.fileExists(atPath: shortcutsPath))
    }

    @Test func aRefusedCommandPublishesNothing() throws {
        try install([InstalledWidget(id: "w1", kind: .vehicle, family: .small)])
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "84210")
        let published = try Data(contentsOf: URL(fileURLWithPath: snapshotPath))
        let requests = try reloadedKinds()
        let shortcutsFile = try FileManager.default.attributesOfItem(atPath: shortcutsPath)
        cli.now = cli.now.addingTimeInterval(60)  // a rebuild would stamp a new generatedAt
        #expect(cli.run("odometer", "log", "clio", "900").status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshotPath)) == published)
        #expect(try reloadedKinds() == requests)
        let after = try FileManager.default.attributesOfItem(atPath: shortcutsPath)
        let inode = try #require((shortcutsFile[.systemFileNumber] as? NSNumber)?.uint64Value)
        #expect((after[.systemFileNumber] as? NSNumber)?.uint64Value == inode, "the Shortcuts snapshot was not rewritten")
    }

    @Test func turningTheLockOnRepublishesWithoutOdometerOrAmounts() throws {
        try install([InstalledWidget(id: "w1", kind: .vehicle, family: .small)])
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "84210")
        cli.succeed("expense", "add", "clio", "45.90", "EUR")
        cli.succeed("prefs", "set", "lock", "on")
        let text = try String(contentsOfFile: snapshotPath, encoding: .utf8)
        #expect(try snapshot().privacy.locked)
        for secret in ["84,210", "84210", "45.90", "45,90"] { #expect(!text.contains(secret), "\(secret)") }
    }

    @Test func theLubeLoggerPlateNeverReachesEitherSnapshotInAnySpelling() throws {
        try install(WidgetKind.allCases.map { InstalledWidget(id: $0.rawValue, kind: $0, family: .large) })
        let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo")
        cli.succeed("plan", "plus")
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--with-reminders")
        // The same plate typed into names: with other spacing, other case, as the whole name.
        cli.succeed("vehicle", "add", "Mom Wagon 2", "--plate", "MOMWAGON")
        cli.succeed("vehicle", "add", "momwagon")
        cli.succeed("publish")
        for path in [snapshotPath, shortcutsPath] {
            let folded = try String(contentsOfFile: path, encoding: .utf8).lowercased()
                .filter { $0.isLetter || $0.isNumber }
            #expect(!folded.contains("momwagon"), "the plate is in \(path)")
        }
        #expect(try snapshot().vehicles.map(\.name) == ["Jeep", "••• 2", "•••"],
                "a plate is masked wherever it is typed, whichever vehicle the text belongs to")
    }

    @Test func signingOutRemovesBothSnapshotsAndReloadsEveryWidget() throws {
        try install([InstalledWidget(id: "w1", kind: .deadlines, family: .medium)])
        cli.succeed("vehicle", "add", "Clio")
        #expect(FileManager.default.fileExists(atPath: snapshotPath))
        cli.succeed("logout")
        #expect(!FileManager.default.fileExists(atPath: snapshotPath))
        #expect(!FileManager.default.fileExists(atPath: shortcutsPath))
        #expect(try reloadedKinds().last == "all")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: container).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func publishSaysWhatChangedAsTextAndJSON() throws {
        try install([InstalledWidget(id: "w1", kind: .spend, family: .medium)])
        cli.succeed("vehicle", "add", "Clio")
        let report = try #require(try cli.json("publish", "--json") as? [String: Any])
        // Forced: the file is rewritten, but no widget is asked to reload for unchanged content.
        #expect(report["outcome"] as? String == "published")
        #expect(report["trigger"] as? String == "forced")
        #expect(report["changedKinds"] as? [String] == [])
        #expect(report["reloadedKinds"] as? [String] == [])
        #expect(cli.succeed("publish").output.contains("changed: none; reloaded: none"))
    }

    @Test func theDemoSeedsPublishesAndRefusesToSeedTwice() throws {
        let first = cli.succeed("demo", "--no-widgets")
        #expect(first.output.contains("seeded a demo garage for demo@glovebox.app: 4 vehicles"))
        #expect(first.output.contains(WidgetsSnapshot.fileName))
        #expect(FileManager.default.fileExists(atPath: shortcutsPath))
        let status = try #require(try cli.json("status", "--json") as? [String: Any])
        #expect(status.isEmpty == false)
        let again = cli.succeed("demo", "--no-widgets")
        #expect(again.output.contains("the logbook already has 4 vehicles; showing them as they are (--reset starts over)"))
        // Without a terminal and without --yes, the reset says what would go and changes nothing.
        let refused = cli.run("demo", "--no-widgets", "--reset")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix(
            "glovebox: this would delete every account on this device — demo@glovebox.app (4 vehicles) — and all their records; pass --yes"))
        let reset = cli.succeed("demo", "--no-widgets", "--reset", "--yes")
        #expect(reset.output.contains("reset: every account on this device and its records were deleted"))
        #expect(reset.output.contains("seeded a demo garage"))
    }

    @Test func doctorPassesOnAHealthyContainerAndFailsWithTheFix() throws {
        let healthy = cli.succeed("doctor")
        #expect(healthy.output.contains("[ok] shared container"))
        #expect(healthy.output.contains("[ok] publishing"))
        let file = cli.home.appending("not-a-directory")
        try Data().write(to: file)
        let broken = CLIHarness(now: "2026-11-29T19:20:00Z", home: file.path)
        let result = broken.run("doctor")
        #expect(result.status == 1)
        #expect(result.output.contains("[FAIL] shared container: \(file.path) is not a directory"))
        #expect(result.output.contains("fix:"))
    }

    @Test func nativeConfigWritesOnceAndThenLeavesTheFilesAlone() throws {
        let out = cli.home.appending("apple").path
        let first = cli.succeed("native-config", "--out", out, "--team", "ABCDE12345")
        #expect(first.output.split(separator: "\n").filter { $0.hasPrefix("wrote") }.count == 6)
        let second = cli.succeed("native-config", "--out", out, "--team", "ABCDE12345")
        #expect(second.output.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged") })
        #expect(cli.run("native-config", "--out", out, "--team", "nope").status == 2)
        #expect(cli.run("native-config").status == 2)
    }
}
