import Foundation
import GloveboxTestSupport
import SharedContainer
import Synchronization
import Testing
import WidgetContract

/// Several `glovebox` processes changing one logbook at once each publish both snapshots on their
/// way out; the publishing lock makes those publishes take turns, in the order of the logbook
/// states they read. Without it they remove each other's temporary files (a command fails after
/// its change is saved), rename a half-written one (a torn snapshot), or land out of order (the
/// widgets go back to an older logbook).
@Suite struct ConcurrentPublishingTests {
    let cli = CLIHarness()
    static let writers = 4
    static let commandsPerWriter = 10

    /// What a snapshot shows of the logbook, as numbers that only grow while records are added: the
    /// latest odometer reading (readings are logged with both date and value increasing) and the
    /// month's spend in cents (every expense is 1.00 EUR).
    struct Generation: Equatable, CustomStringConvertible {
        var odometer: Int
        var spendCents: Int

        /// Whether neither number is lower than in `earlier`.
        func isNotBehind(_ earlier: Generation) -> Bool {
            odometer >= earlier.odometer && spendCents >= earlier.spendCents
        }

        var description: String { "odometer \(odometer), spend \(spendCents)c" }

        static func digits(_ label: String?) -> Int { Int(label?.filter(\.isWholeNumber) ?? "") ?? 0 }

        init(odometer: Int, spendCents: Int) {
            self.odometer = odometer
            self.spendCents = spendCents
        }

        init(_ snapshot: WidgetsSnapshot) {
            odometer = snapshot.vehicles.first?.odometer.recorded?.value ?? 0
            spendCents = Self.digits(snapshot.spend.first { $0.vehicleId == nil }?.totalLabel)
        }

        init(_ snapshot: ShortcutsSnapshot) {
            odometer = Self.digits(snapshot.vehicles.first?.odometer?.label)
            spendCents = Self.digits(snapshot.vehicles.first?.monthSpend.totalLabel)
        }
    }

    /// Reads one published file in a loop, as a widget or an intent would, until stopped, noting
    /// every read that does not decode and every generation that is behind one read before it.
    final class Watcher: Sendable {
        struct Seen {
            var reads = 0
            var undecodable: [String] = []
            var backwards: [String] = []
            var last: Generation?
            var stop = false
        }

        let files: SnapshotFiles
        let name: String
        let generation: @Sendable (Data) throws -> Generation
        let seen = Mutex(Seen())
        let done = DispatchSemaphore(value: 0)

        init(directory: String, name: String, generation: @escaping @Sendable (Data) throws -> Generation) {
            files = SnapshotFiles(directory: directory)
            self.name = name
            self.generation = generation
        }

        func start() {
            Thread.detachNewThread { [self] in
                while !seen.withLock({ $0.stop }) {
                    if case .bytes(let data) = files.read(name) {
                        let found = Result { try generation(data) }
                        seen.withLock { seen in
                            seen.reads += 1
                            switch found {
                            case .success(let generation):
                                if let last = seen.last, !generation.isNotBehind(last) {
                                    seen.backwards.append("\(last) then \(generation)")
                                }
                                seen.last = generation
                            case .failure(let error):
                                seen.undecodable.append("\(error)")
                            }
                        }
                    }
                    usleep(500)
                }
                done.signal()
            }
        }

        func stop() -> Seen {
            seen.withLock { $0.stop = true }
            done.wait()
            return seen.withLock { $0 }
        }
    }

    /// The commands the writers ran and how each ended.
    struct Tally {
        var nextReading = 0
        var failures: [String] = []
    }

    /// The tally, shared by the writers.
    final class SharedTally: Sendable {
        private let state = Mutex(Tally())

        func withLock<T: Sendable>(_ body: (inout Tally) -> T) -> T {
            state.withLock { body(&$0) }
        }
    }

    /// The day of the `index`th reading: one a day from 1 October, so every reading lies between
    /// the ones logged before and after it, in whatever order the processes commit them.
    static func day(ofReading index: Int) -> String {
        CalendarDay(year: 2026, month: 10, day: 1)!.adding(days: index).isoString
    }

    static func value(ofReading index: Int) -> Int { 10_000 + 10 * index }

    /// Runs the writers, each a thread that starts its commands one after another.
    func race(_ glovebox: GloveboxProcess) -> Tally {
        let tally = SharedTally()
        let finished = DispatchGroup()
        for writer in 1...Self.writers {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                for round in 1...Self.commandsPerWriter {
                    let arguments: [String]
                    if round % 2 == 1 {
                        let index = tally.withLock { tally in
                            defer { tally.nextReading += 1 }
                            return tally.nextReading
                        }
                        arguments = [
                            "odometer", "log", "clio", "\(Self.value(ofReading: index))", "--date",
                            Self.day(ofReading: index),
                        ]
                    } else {
                        arguments = ["expense", "add", "clio", "1.00", "EUR", "--note", "writer \(writer) round \(round)"]
                    }
                    let result = try? glovebox.run(arguments)
                    if let result, result.status == 0, result.errors.isEmpty { continue }
                    let said = result.map { "exit \($0.status): \($0.errors)" } ?? "did not run"
                    tally.withLock { $0.failures.append("\(arguments.joined(separator: " ")): \(said)") }
                }
            }
        }
        finished.wait()
        return tally.withLock { $0 }
    }

    func temporaryFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter(SnapshotFiles.isTemporaryName)
    }

    @Test func fourProcessesPublishingAtOnceLeaveTheSnapshotsOfTheFinalLogbook() throws {
        let glovebox = GloveboxProcess(home: cli.home.path)
        try cli.installWidgets()
        for command in [["login", "ana@example.com"], ["vehicle", "add", "Clio"]] {
            let result = try glovebox.run(command)
            try #require(result.status == 0, "\(command): \(result.errors)")
        }
        let documents = cli.home.path + "/app/Documents"
        let widgets = Watcher(directory: cli.container, name: WidgetsSnapshot.fileName) { data in
            Generation(try SnapshotCoding.decode(WidgetsSnapshot.self, from: data))
        }
        let shortcuts = Watcher(directory: documents, name: ShortcutsSnapshot.fileName) { data in
            Generation(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: data))
        }
        widgets.start()
        shortcuts.start()

        let tally = race(glovebox)
        let seenWidgets = widgets.stop()
        let seenShortcuts = shortcuts.stop()

        #expect(tally.failures.isEmpty, "\(tally.failures.count) commands failed: \(tally.failures)")
        #expect(try temporaryFiles(in: cli.container).isEmpty)
        #expect(try temporaryFiles(in: documents).isEmpty)
        for (file, seen) in [("widgets", seenWidgets), ("shortcuts", seenShortcuts)] {
            #expect(seen.reads > 0, "the \(file) snapshot was never read")
            #expect(seen.undecodable.isEmpty, "torn \(file) snapshots: \(seen.undecodable)")
            #expect(seen.backwards.isEmpty, "the \(file) snapshot went back: \(seen.backwards)")
        }

        // Every command committed (even one that failed to publish), and the snapshots show the
        // last of them.
        let total = Self.writers * Self.commandsPerWriter
        let final = Generation(odometer: Self.value(ofReading: total / 2 - 1), spendCents: 100 * (total / 2))
        #expect(Generation(try cli.snapshot()) == final)
        let published = try Data(contentsOf: URL(fileURLWithPath: cli.snapshotPath))
        let publishedShortcuts = try Data(contentsOf: URL(fileURLWithPath: cli.shortcutsPath))
        #expect(Generation(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: publishedShortcuts)) == final)

        // A publish from the final logbook changes nothing: both files and the recorded hashes are
        // already what it builds.
        let republished = try glovebox.run("publish", "--json")
        try #require(republished.status == 0, "\(republished.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(republished.output.utf8)) as? [String: Any])
        #expect(report["changedKinds"] as? [String] == [], "\(republished.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.snapshotPath)) == published)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.shortcutsPath)) == publishedShortcuts)
        print("""
            concurrent publishing: \(total) commands, \(seenWidgets.reads) widgets and \(seenShortcuts.reads) \
            shortcuts reads, final \(final)
            """)
    }
}
