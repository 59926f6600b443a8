import Foundation
import GloveboxTestSupport
import Testing

/// `glovebox remind` as real processes: runs at once never tell the same change twice (the run
/// lock), and a run killed between a channel taking a message and its record repeats that one
/// message at the next run and loses none (at least once, as `remind run --help` says).
@Suite struct ReminderProcessTests {
    /// Lines a command channel appended to `path`.
    func told(_ path: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func runsStartedTogetherTellEachChangeOnce() throws {
        let cli = CLIHarness.reminderGarage()
        let log = cli.root + "/told.txt"
        // The pause widens the window in which two runs without the lock would both send.
        cli.succeed("remind", "add", "command", "echo \"$GLOVEBOX_TITLE\" >> '\(log)'; sleep 0.1")
        let glovebox = GloveboxProcess(home: cli.root, now: "2026-11-29T09:00:00Z")
        let runs = try (0..<6).map { _ in try glovebox.start(["remind"]) }
        for run in runs { run.waitUntilExit() }
        #expect(runs.allSatisfy { $0.terminationStatus == 0 })
        #expect(try told(log) == ["Oil · Clio", "Insurance · Clio", "Tyres · Clio"])
    }

    @Test func aRunKilledAfterSendingRepeatsThatOneMessageAndLosesNone() throws {
        let cli = CLIHarness.reminderGarage()
        let log = cli.root + "/told.txt"
        let marker = cli.root + "/killed"
        // Told the insurance the first time, the command kills the run that started it ($PPID) before
        // the run can record the message.
        cli.succeed(
            "remind", "add", "command",
            "echo \"$GLOVEBOX_TITLE\" >> '\(log)'; if [ \"$GLOVEBOX_TITLE\" = 'Insurance · Clio' ] && [ ! -e '\(marker)' ]; then touch '\(marker)'; kill -9 $PPID; fi")
        let glovebox = GloveboxProcess(home: cli.root, now: "2026-11-29T09:00:00Z")
        let killed = try glovebox.run(["remind"])
        #expect(killed.status != 0)
        #expect(try told(log) == ["Oil · Clio", "Insurance · Clio"])
        let next = try glovebox.run(["remind"])
        #expect(next.status == 0, "\(next.errors)")
        #expect(try told(log) == ["Oil · Clio", "Insurance · Clio", "Insurance · Clio", "Tyres · Clio"])
        #expect(try glovebox.run(["remind"]).status == 0)
        #expect(try told(log).count == 4)
    }
}
