import AppCore
import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import SharedContainer
import ShortcutsContract
import Testing
import WidgetContract

/// A command that finds the published snapshots behind the logbook (a process killed between its
/// commit and its publish) or not what was published (missing, damaged) publishes again, whether it
/// reads or writes; one that finds them up to date writes nothing.
@Suite struct CatchUpCommandTests {
    let cli = CLIHarness()

    var logbookPath: String { cli.home.path + "/app/" + GarageStore.fileName }

    /// Signed in, every widget installed, a Clio with one expense: everything published.
    func seed() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "10.00", "EUR")
    }

    /// What the spend widget shows for the month.
    func spendLabel() throws -> String? {
        try cli.snapshot().spend.first { $0.vehicleId == nil }?.totalLabel
    }

    /// The logbook's generation now.
    func logbookGeneration() throws -> Int {
        let store = try GarageStore(path: logbookPath)
        defer { store.close() }
        return try store.generation()
    }

    /// Commits `change` as a command does, and ends the way a command killed before its publish does:
    /// the logbook is closed, and nothing is published.
    func commitWithoutPublishing<Change: LogbookChange>(_ change: Change) throws {
        let pinned = cli.now
        let app = AppSession(environment: AppEnvironment(
            variables: ["GLOVEBOX_HOME": cli.root], homeDirectory: cli.home.path, now: { pinned },
            defaultTimeZone: cli.timeZone, ids: cli.ids))
        defer { app.close() }
        try app.perform(change)
    }

    static let readCommands: [[String]] = [
        ["status"], ["vehicle", "list"], ["expense", "list"], ["history"], ["spend"], ["deadline", "list"],
    ]

    @Test(arguments: readCommands)
    func aChangeNeverPublishedReachesTheWidgetsWithTheNextReadCommand(_ command: [String]) throws {
        try seed()
        try commitWithoutPublishing(AddExpense(vehicle: "clio", amount: try Money(parsing: "5.00", currency: .euro)))
        #expect(try spendLabel() == "€10.00", "the change is not published yet")

        let reloads = try cli.reloads { cli.succeed(command) }

        #expect(try spendLabel() == "€15.00")
        #expect(try cli.snapshot().generation == logbookGeneration())
        #expect(reloads == ["spend"], "only the kind whose content changed reloads")
        let shortcuts = try SnapshotCoding.decode(
            ShortcutsSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: cli.shortcutsPath)))
        #expect(shortcuts.generation == (try logbookGeneration()))
        #expect(shortcuts.vehicles.first?.monthSpend.totalLabel == "€15.00")
    }

    @Test func aRefusedCommandCatchesUpToo() throws {
        try seed()
        try commitWithoutPublishing(AddExpense(vehicle: "clio", amount: try Money(parsing: "5.00", currency: .euro)))

        // Refused by the rules, after the logbook was opened to look the vehicle up.
        #expect(cli.run("odometer", "log", "golf", "100").status == 2)

        #expect(try spendLabel() == "€15.00")
    }

    @Test func aReadCommandWithTheWidgetsUpToDateWritesNothing() throws {
        try seed()
        let inodes = try [cli.snapshotPath, cli.shortcutsPath].map(inode)
        cli.now = cli.now.addingTimeInterval(60)  // a rebuild would stamp a new generatedAt

        let reloads = try cli.reloads { cli.succeed("status") }

        #expect(reloads.isEmpty)
        #expect(try [cli.snapshotPath, cli.shortcutsPath].map(inode) == inodes, "no file was rewritten")
    }

    @Test func publishAfterTheSnapshotWasDamagedReloadsEveryInstalledWidget() throws {
        try seed()
        try Data("{\"kind\": \"glovebox.widgets\", \"vers".utf8).write(to: URL(fileURLWithPath: cli.snapshotPath))

        var output = ""
        let reloads = try cli.reloads { output = cli.succeed("publish").output }

        #expect(output.contains("changed: vehicle, deadlines, spend, maintenance"), "\(output)")
        #expect(reloads == ["vehicle", "deadlines", "spend", "maintenance"])
        #expect(try spendLabel() == "€10.00")
    }

    @Test(arguments: ["damaged", "missing", "empty"])
    func aSnapshotNoLongerAsPublishedIsRepublishedByTheNextReadCommand(_ damage: String) throws {
        try seed()
        switch damage {
        case "damaged": try Data("not json".utf8).write(to: URL(fileURLWithPath: cli.snapshotPath))
        case "missing": try FileManager.default.removeItem(atPath: cli.snapshotPath)
        default: try Data().write(to: URL(fileURLWithPath: cli.snapshotPath))
        }

        let reloads = try cli.reloads { cli.succeed("status") }

        #expect(try spendLabel() == "€10.00")
        #expect(reloads == ["vehicle", "deadlines", "spend", "maintenance"])
    }

    @Test func snapshotsPublishedBeforeGenerationsArePublishedAgainOnce() throws {
        try seed()
        // What a build from before generations left: a record without its file, Siri's without a record.
        let hashesPath = cli.container + "/" + KindHashes.fileName
        var old = try #require(KindHashes.decode(Data(contentsOf: URL(fileURLWithPath: hashesPath))))
        old.file = nil
        try old.encoded().write(to: URL(fileURLWithPath: hashesPath))
        try FileManager.default.removeItem(atPath: cli.home.path + "/app/Documents/" + ShortcutsRecord.fileName)

        let first = try cli.reloads { cli.succeed("status") }
        let second = try cli.reloads { cli.succeed("status") }

        #expect(first == ["vehicle", "deadlines", "spend", "maintenance"], "an unverifiable file reloads every kind")
        #expect(second.isEmpty)
        #expect(FileManager.default.fileExists(atPath: cli.home.path + "/app/Documents/" + ShortcutsRecord.fileName))
    }

    @Test func aReadCommandThatCannotCatchUpStillSucceedsAndSaysWhy() throws {
        try seed()
        // Something that is not a file where the snapshot goes: no publish can rename onto it.
        try FileManager.default.removeItem(atPath: cli.snapshotPath)
        try FileManager.default.createDirectory(atPath: cli.snapshotPath, withIntermediateDirectories: false)

        let status = cli.run("status")

        #expect(status.status == 0, "what was asked for was done")
        #expect(status.errors.hasPrefix("glovebox: warning: the widgets are behind the logbook and could not be updated:"),
                "\(status.errors)")
        #expect(status.errors.contains(WidgetsSnapshot.fileName))
    }

    @Test func aSignOutKilledBeforeItsPurgeIsPurgedByTheNextCommand() throws {
        try seed()
        // The sign-out's commit, without the session end that follows it in the same command.
        let store = try GarageStore(path: logbookPath)
        try store.write { try $0.accounts.signOut() }
        store.close()
        #expect(FileManager.default.fileExists(atPath: cli.snapshotPath))

        let reloads = try cli.reloads { _ = cli.run("status") }

        #expect(!FileManager.default.fileExists(atPath: cli.snapshotPath))
        #expect(!FileManager.default.fileExists(atPath: cli.shortcutsPath))
        #expect(reloads == ["all"])
    }

    @Test func signingOutStillRemovesTheSnapshotsAndSigningInAgainPublishes() throws {
        try seed()
        cli.succeed("logout")
        #expect(!FileManager.default.fileExists(atPath: cli.snapshotPath))
        #expect(cli.run("status").status == 2)
        #expect(!FileManager.default.fileExists(atPath: cli.snapshotPath), "signed out, nothing is published")

        cli.succeed("login", "eva@example.com")

        #expect(try cli.snapshot().vehicles.isEmpty, "another account sees none of Ana's vehicles")
        #expect(try cli.snapshot().generation == logbookGeneration())
    }

    @Test func aProcessKilledBetweenItsCommitAndItsPublishIsHealedByTheNextReadCommand() throws {
        try seed()
        let glovebox = GloveboxProcess(home: cli.home.path)
        let before = try expenseCount()
        // Holding the publishing lock stops the command after its commit, at the start of its publish.
        let held = try PublishingLock(directory: cli.home.path + "/app").acquire()
        let writer = try glovebox.start(["expense", "add", "clio", "5.00", "EUR"])
        let committed = Date().addingTimeInterval(60)
        while try expenseCount() == before, Date() < committed, writer.isRunning { usleep(10_000) }
        try #require(try expenseCount() == before + 1, "the command did not commit")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        held.release()
        #expect(writer.terminationReason == .uncaughtSignal)
        #expect(try spendLabel() == "€10.00", "the killed command published nothing")

        let status = try glovebox.run("status")

        #expect(status.status == 0, "\(status.errors)")
        #expect(try spendLabel() == "€15.00")
        #expect(try cli.snapshot().generation == logbookGeneration())
    }

    private func expenseCount() throws -> Int {
        let store = try GarageStore(path: logbookPath)
        defer { store.close() }
        return try store.rowCounts()["expense"] ?? 0
    }

    private func inode(_ path: String) throws -> UInt64 {
        try #require((FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
}
