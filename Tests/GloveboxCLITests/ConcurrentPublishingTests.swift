import Foundation
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import SharedContainer
import ShortcutsContract
import Synchronization
import Testing
import WidgetContract

/// Eight `glovebox` processes changing one logbook at once, fifty commands each, each publishing
/// both snapshots on its way out, while reader processes decode the snapshots in a loop.
///
/// The publishing lock makes those publishes take turns, in the order of the logbook states they
/// read, and each snapshot carries the logbook generation it was built from. Without the lock they
/// removed each other's temporary files (a command failed after its change was saved), renamed a
/// half-written one (a torn or empty snapshot), or landed out of order (the widgets went back to an
/// older logbook). The readers check every read: never empty, always decodable, never a generation
/// older than one read before; and the snapshots left at the end are what a fresh publish of the
/// final logbook builds.
@Suite struct ConcurrentPublishingTests {
    let cli = CLIHarness()
    static let writers = 8
    static let commandsPerWriter = 50
    static var total: Int { writers * commandsPerWriter }

    /// What a snapshot shows of the logbook, as numbers that only grow while records are added: the
    /// latest odometer reading (readings are logged with both date and value increasing) and the
    /// month's spend in cents (every expense is 1.00 EUR).
    struct Shown: Equatable, CustomStringConvertible {
        var odometer: Int
        var spendCents: Int

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

    /// The day of the `index`th reading: one a day from 1 May, so every reading lies between the
    /// ones logged before and after it, in whatever order the processes commit them, and the last
    /// is still before today (29 November).
    static func day(ofReading index: Int) -> String {
        CalendarDay(year: 2026, month: 5, day: 1)!.adding(days: index).isoString
    }

    static func value(ofReading index: Int) -> Int { 10_000 + 10 * index }

    /// Runs the writers, each a thread that starts its commands one after another; every command
    /// that does not exit 0 with nothing on standard error is a failure (none is refused: each
    /// would save its change).
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

    /// A snapshot with its build instant set aside: what two builds of one logbook state share.
    static func ignoringBuildInstant(_ snapshot: WidgetsSnapshot) -> WidgetsSnapshot {
        var copy = snapshot
        copy.generatedAt = Date(timeIntervalSince1970: 0)
        return copy
    }

    static func ignoringBuildInstant(_ snapshot: ShortcutsSnapshot) -> ShortcutsSnapshot {
        var copy = snapshot
        copy.generatedAt = Date(timeIntervalSince1970: 0)
        return copy
    }

    func shortcuts() throws -> ShortcutsSnapshot {
        try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: cli.shortcutsPath)))
    }

    @Test func eightProcessesOfFiftyCommandsLeaveTheSnapshotsOfTheFinalLogbookAndNoBadRead() throws {
        var glovebox = GloveboxProcess(home: cli.home.path)
        try cli.installWidgets()
        for command in [["login", "ana@example.com"], ["vehicle", "add", "Clio"]] {
            let result = try glovebox.run(command)
            try #require(result.status == 0, "\(command): \(result.errors)")
        }
        let documents = cli.home.path + "/app/Documents"
        let stop = cli.home.path + "/stop-reading"
        let readers = try [
            SnapshotReaderProcess(directory: cli.container, name: WidgetsSnapshot.fileName, kind: "widgets", stopFile: stop),
            SnapshotReaderProcess(directory: cli.container, name: WidgetsSnapshot.fileName, kind: "widgets", stopFile: stop),
            SnapshotReaderProcess(directory: documents, name: ShortcutsSnapshot.fileName, kind: "shortcuts", stopFile: stop),
        ]

        let tally = race(glovebox)
        try Data().write(to: URL(fileURLWithPath: stop))
        let reports = readers.map { $0.finish() }

        #expect(tally.failures.isEmpty, "\(tally.failures.count) commands failed: \(tally.failures.prefix(5))")
        for (index, report) in reports.enumerated() {
            #expect(report.status == 0, "reader \(index): \(report.report)")
            #expect((SnapshotReaderProcess.count("reads", in: report.report) ?? 0) > 0, "reader \(index) never read")
        }
        #expect(try temporaryFiles(in: cli.container).isEmpty)
        #expect(try temporaryFiles(in: documents).isEmpty)

        // Every command committed, and both snapshots show the last state, of the final generation.
        let final = Shown(odometer: Self.value(ofReading: Self.total / 2 - 1), spendCents: 100 * (Self.total / 2))
        let widgets = try cli.snapshot()
        let siri = try shortcuts()
        #expect(Shown(widgets) == final)
        #expect(Shown(siri) == final)
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        let generation = try store.generation()
        store.close()
        #expect(widgets.generation == generation && siri.generation == generation)

        // A fresh publish of the final logbook, an hour later, builds the same snapshots.
        glovebox.now = "2026-11-29T13:00:00Z"
        let republished = try glovebox.run("publish", "--json")
        try #require(republished.status == 0, "\(republished.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(republished.output.utf8)) as? [String: Any])
        #expect(report["changedKinds"] as? [String] == [], "\(republished.output)")
        let fresh = try cli.snapshot()
        #expect(fresh.generatedAt != widgets.generatedAt, "the publish rebuilt the file")
        #expect(Self.ignoringBuildInstant(fresh) == Self.ignoringBuildInstant(widgets))
        #expect(Self.ignoringBuildInstant(try shortcuts()) == Self.ignoringBuildInstant(siri))
        print("""
            concurrent publishing: \(Self.total) commands by \(Self.writers) processes, final generation \
            \(generation), \(final); readers: \(reports.map { $0.report.split(separator: "\n").first ?? "" })
            """)
    }
}
