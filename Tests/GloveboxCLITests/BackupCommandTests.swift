import Foundation
import GarageStorage
import GloveboxTestSupport
import Testing

/// `glovebox backup` copies the live logbook consistently while other `glovebox` processes write to
/// it, into a 0600 file that never replaces one unless forced, and that `glovebox` opens as a logbook.
@Suite struct BackupCommandTests {
    let home = TemporaryDirectory(prefix: "glovebox-backup")

    var logbook: String { home.path + "/app/" + GarageStore.fileName }

    /// The ids of the expenses in a logbook file, read through a connection of its own.
    func expenseIDs(in path: String) throws -> Set<String> {
        let database = try Database(path: path)
        defer { database.close() }
        return Set(try database.rows("SELECT id FROM expense") { $0.text(0) })
    }

    /// What the writers did: how many expenses they added, and any command that failed.
    struct Tally {
        var added = 0
        var failures: [String] = []
        var stop = false
    }

    /// The tally, shared by the writers and the test, which waits on it for the writers' commits.
    final class SharedTally: @unchecked Sendable {
        // Guards `state`; the writers broadcast it after every change, so a wait wakes on the change itself.
        private let condition = NSCondition()
        private var state = Tally()

        func withLock<T: Sendable>(_ body: (inout Tally) -> T) -> T {
            condition.lock()
            defer {
                condition.broadcast()
                condition.unlock()
            }
            return body(&state)
        }

        /// Waits until `done` holds of the tally, or `deadline` passed; returns whether it holds.
        func wait(until deadline: Date, for done: (Tally) -> Bool) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while !done(state) {
                if !condition.wait(until: deadline) { return done(state) }
            }
            return true
        }
    }

    @Test func aBackupTakenWhileFourProcessesWriteHoldsEverythingCommittedBeforeIt() throws {
        let glovebox = GloveboxProcess(home: home.path)
        for command in [["login", "ana@example.com"], ["vehicle", "add", "Clio"]] {
            let result = try glovebox.run(command)
            try #require(result.status == 0, "\(command): \(result.errors)")
        }

        let tally = SharedTally()
        let writers = DispatchGroup()
        for writer in 1...4 {
            DispatchQueue.global().async(group: writers) {
                var round = 0
                while !tally.withLock({ $0.stop }) {
                    round += 1
                    let note = "writer \(writer) round \(round)"
                    let result = try? glovebox.run("expense", "add", "clio", "1.00", "EUR", "--note", note)
                    // The publishing lock makes concurrent commands publish in turn, so none of them
                    // fails after its commit (ConcurrentPublishingTests shows what happens without it).
                    let committed = result?.status == 0
                    tally.withLock { tally in
                        if committed {
                            tally.added += 1
                        } else {
                            tally.failures.append("\(note): \(result?.errors ?? "did not run")")
                        }
                    }
                }
            }
        }
        defer {
            tally.withLock { $0.stop = true }
            writers.wait()
        }

        // Let the writers get going, then note what is committed before the backup starts.
        let deadline = Date().addingTimeInterval(60)
        _ = tally.wait(until: deadline) { $0.added >= 8 }
        let before = try expenseIDs(in: logbook)
        let addedBefore = tally.withLock { $0.added }
        let copy = home.path + "/backup.sqlite"
        let backup = try glovebox.run("backup", copy)
        // The writers go on after the backup too, so it ran among them, not after them.
        _ = tally.wait(until: deadline) { $0.added >= addedBefore + 8 }
        tally.withLock { $0.stop = true }
        writers.wait()

        #expect(backup.status == 0, "\(backup.errors)")
        #expect(backup.output.contains("backed up the logbook to \(copy)"), "\(backup.output)")
        #expect(tally.withLock { $0.failures }.isEmpty, "\(tally.withLock { $0.failures })")
        #expect(before.count >= 8)
        let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions]
        #expect(mode as? Int == 0o600)
        #expect(!FileManager.default.fileExists(atPath: home.path + "/.backup.sqlite.partial"))

        let database = try Database(path: copy)
        let integrity = try database.rows("PRAGMA integrity_check") { $0.text(0) }
        database.close()
        #expect(integrity == ["ok"])
        let backedUp = try expenseIDs(in: copy)
        #expect(before.count <= backedUp.count)
        #expect(before.isSubset(of: backedUp), "missing: \(before.subtracting(backedUp).sorted())")
        #expect(backedUp.isSubset(of: try expenseIDs(in: logbook)))

        // The copy is a logbook: `glovebox` opens it from a home of its own.
        let restored = TemporaryDirectory(prefix: "glovebox-backup-open")
        try FileManager.default.createDirectory(atPath: restored.path + "/app", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: copy, toPath: restored.path + "/app/" + GarageStore.fileName)
        let listed = try GloveboxProcess(home: restored.path).run("expense", "list", "--json")
        #expect(listed.status == 0, "\(listed.errors)")
        let rows = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [Any]
        #expect(rows?.count == backedUp.count)
    }

    @Test func aBackupNeverReplacesAFileUnlessForcedAndNeedsSomeoneSignedIn() throws {
        let cli = CLIHarness()
        let target = home.path + "/copy.sqlite"
        let signedOut = cli.run("backup", target)
        #expect(signedOut.status == 2)
        #expect(!FileManager.default.fileExists(atPath: target))

        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let refused = cli.run("backup", target)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("already exists; pass --force"), "\(refused.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("mine".utf8))

        cli.succeed("backup", target, "--force")
        let store = try GarageStore(path: target)
        defer { store.close() }
        #expect(try store.vehicles.all().map(\.name) == ["Clio"])
    }
}
