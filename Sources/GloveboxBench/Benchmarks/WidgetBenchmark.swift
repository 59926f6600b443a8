import BenchBasics
import Foundation
import LinuxHome
import GarageStorage
import SharedContainer
import SnapshotBuilding
import WidgetContract

/// Measures cold widget processes: `glovebox-widget render` of every installed widget from its
/// part of the snapshot, against a bench-only extension that opens the SQLite logbook and computes the same
/// answers with the app's rules, and a bare Foundation process as the memory floor.
public struct WidgetBenchmark {
    /// The widgets installed in every run's host: every kind, a family each.
    public static let widgets: [InstalledWidget] = [
        InstalledWidget(id: "w1", kind: .vehicle, family: .small),
        InstalledWidget(id: "w2", kind: .deadlines, family: .medium),
        InstalledWidget(id: "w3", kind: .spend, family: .medium),
        InstalledWidget(id: "w4", kind: .maintenance, family: .large),
    ]

    /// The programs a run starts, copied from `executables` (see ``ChildProcess/freshCopies(of:from:into:)``).
    static let executableNames = ["glovebox-widget", "glovebox-bench-db-widget", "glovebox-bench-bare", "glovebox-bench-spawn"]

    /// The directory the databases and widget homes are kept in.
    public var benchDirectory: String
    /// Measured runs per size (one warm-up run more is made and discarded).
    public var runs: Int
    /// The directory holding `glovebox-widget` and the bench's helper executables.
    public var executables: String
    /// Whether to measure the extension that loads the whole logbook too.
    public var includeFullPath: Bool
    /// Whether to publish the whole snapshot alone, as before parts: the widgets then read it (the
    /// reader's path for an app from before parts) and the floor parses it. The "before" of issue 24.
    public var wholeSnapshotOnly = false
    /// This process's environment (for `PATH` and `HOME`).
    public var environment: [String: String]
    /// Where progress lines go.
    public var log: (String) -> Void

    /// Creates the benchmark.
    public init(
        benchDirectory: String, runs: Int, executables: String, includeFullPath: Bool = false,
        environment: [String: String], log: @escaping (String) -> Void
    ) {
        self.benchDirectory = benchDirectory
        self.runs = runs
        self.executables = executables
        self.includeFullPath = includeFullPath
        self.environment = environment
        self.log = log
    }

    /// Runs every size, interleaved: each run measures every size's widgets in turn, so a change in
    /// the machine's speed (the VM's second core, its process-spawn cost) falls on every size alike
    /// and the goals that compare sizes compare like with like.
    public func run(sizes: [GarageSize]) throws -> [WidgetResult] {
        var measured = try sizes.map(prepare(size:))
        let programs = try ChildProcess.freshCopies(
            of: Self.executableNames, from: executables, into: benchDirectory + "/programs")
        for run in 0...runs {
            for index in measured.indices {
                // The warm-up run fills the page cache and is not counted; the first measured run
                // keeps what each path drew, to check they agree.
                try measure(
                    &measured[index], programs: programs, counted: run > 0, keep: run == 1,
                    full: includeFullPath && run > 0 && run <= 3)
            }
        }
        return measured.map(\.result)
    }

    /// Runs one size.
    public func run(size: GarageSize) throws -> WidgetResult {
        try run(sizes: [size])[0]
    }

    /// One size's published widget home and the runs measured on it so far.
    struct SizeRuns {
        var size: GarageSize
        var database: BenchDatabase
        var published: Published
        var childEnvironment: [String: String]
        var drawings: String
        var snapshotRuns: [ChildRun] = []
        var databaseRuns: [ChildRun] = []
        var fullRuns: [ChildRun] = []
        var bareRuns: [ChildRun] = []
        /// Nil until a pair of drawings is compared.
        var same: Bool?

        var result: WidgetResult {
            WidgetResult(
                size: size, records: published.records, snapshotBytes: published.snapshotBytes,
                partBytes: Dictionary(uniqueKeysWithValues: WidgetBenchmark.widgets.map {
                    ("\($0.kind.rawValue)/\($0.family.rawValue)",
                     published.parts[WidgetPart.fileName(for: $0.kind)] ?? published.snapshotBytes)
                }),
                largestPartBytes: published.parts.values.max(), partCount: published.parts.count,
                widgets: WidgetBenchmark.widgets.map { "\($0.kind.rawValue)/\($0.family.rawValue)" },
                snapshotPath: WidgetBenchmark.summarize("glovebox-widget render", snapshotRuns),
                databasePath: WidgetBenchmark.summarize("shared database (snapshot load)", databaseRuns),
                fullDatabasePath: fullRuns.isEmpty ? nil : WidgetBenchmark.summarize("shared database (full load)", fullRuns),
                bareFoundation: WidgetBenchmark.summarize("bare Foundation", bareRuns), sameDrawings: same)
        }
    }

    /// Publishes one size's snapshot into its own widget home.
    func prepare(size: GarageSize) throws -> SizeRuns {
        let database = BenchDatabase(directory: benchDirectory, size: size, today: BenchSetting.today)
        _ = try database.prepare(log: log)
        let home = benchDirectory + "/widget-home-\(size.rawValue)"
        let published = try publish(database: database, home: home)
        let childEnvironment = [
            "PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/tmp",
            "GLOVEBOX_HOME": home, "TZ": BenchSetting.timeZoneIdentifier, "LANG": "pt_PT.UTF-8", "NO_COLOR": "1",
        ]
        let drawings = benchDirectory + "/drawings-\(size.rawValue)"
        try FileManager.default.createDirectory(atPath: drawings, withIntermediateDirectories: true)
        log("widget \(size.rawValue): \(published.records) records, snapshot \(published.snapshotBytes) bytes, \(published.parts.count) parts, \(runs) runs…")
        return SizeRuns(
            size: size, database: database, published: published, childEnvironment: childEnvironment, drawings: drawings)
    }

    /// One run of every widget of one size: the widget, the extension on the database, the floor,
    /// each started from `programs` (``ChildProcess/freshCopies(of:from:into:)``).
    func measure(_ sized: inout SizeRuns, programs: String, counted: Bool, keep: Bool, full includeFull: Bool) throws {
        let widgetExecutable = programs + "/glovebox-widget"
        let databaseExecutable = programs + "/glovebox-bench-db-widget"
        let bareExecutable = programs + "/glovebox-bench-bare"
        let launcher = programs + "/glovebox-bench-spawn"
        for widget in Self.widgets {
            let common = [widget.kind.rawValue, "--family", widget.family.rawValue, "--at", BenchSetting.nowText]
            let widgetOut = keep ? sized.drawings + "/\(widget.id)-snapshot.txt" : "/dev/null"
            let databaseOut = keep ? sized.drawings + "/\(widget.id)-database.txt" : "/dev/null"
            let rendered = try checked(ChildProcess.measure(
                widgetExecutable, ["render"] + common + ["--format", "text"], environment: sized.childEnvironment,
                outputPath: widgetOut, launcher: launcher), widgetExecutable)
            let computed = try checked(ChildProcess.measure(
                databaseExecutable, ["--db", sized.database.path] + common, environment: sized.childEnvironment,
                outputPath: databaseOut, launcher: launcher), databaseExecutable)
            // The floor reads and parses the very file the widget reads: its part.
            let bare = try checked(ChildProcess.measure(
                bareExecutable, [sized.published.partPath(of: widget.kind), BenchSetting.timeZoneIdentifier],
                environment: sized.childEnvironment, launcher: launcher),
                bareExecutable)
            var full: ChildRun?
            if includeFull {
                full = try checked(ChildProcess.measure(
                    databaseExecutable, ["--db", sized.database.path, "--full"] + common, environment: sized.childEnvironment,
                    launcher: launcher),
                    databaseExecutable)
            }
            guard counted else { continue }
            sized.snapshotRuns.append(rendered)
            sized.databaseRuns.append(computed)
            sized.bareRuns.append(bare)
            if let full { sized.fullRuns.append(full) }
            if keep {
                let equal = FileManager.default.contentsEqual(atPath: widgetOut, andPath: databaseOut)
                sized.same = (sized.same ?? true) && equal
            }
        }
    }

    func checked(_ run: ChildRun, _ path: String) throws(BenchError) -> ChildRun {
        guard run.status == 0 else { throw .processFailed("'\(path)' exited with status \(run.status)") }
        return run
    }

    /// What ``publish(database:home:)`` put in a widget home.
    struct Published {
        /// Rows in the logbook's record tables.
        var records: Int
        /// The whole snapshot's size in bytes.
        var snapshotBytes: Int
        /// Each part's size in bytes, by file name.
        var parts: [String: Int]
        /// The shared container's directory.
        var container: String

        /// The path of the part an unconfigured widget of `kind` reads; the whole snapshot's when no
        /// part was published.
        func partPath(of kind: WidgetKind) -> String {
            container + "/" + (parts.isEmpty ? WidgetsSnapshot.fileName : WidgetPart.fileName(for: kind))
        }
    }

    /// Builds the snapshot as the app does and publishes it and its widget parts into the widget
    /// home's shared container, with the four widgets installed.
    func publish(database: BenchDatabase, home: String) throws -> Published {
        try? FileManager.default.removeItem(atPath: home)
        let locations = try ContainerLocations.resolve(
            environment: ["GLOVEBOX_HOME": home], homeDirectory: environment["HOME"] ?? "/tmp")
        let store = try GarageStore(path: database.path)
        let dashboard = try store.dashboards.dashboard(today: BenchSetting.today)
        let spend = try store.dashboards.spendRecords(today: BenchSetting.today)
        let snapshot = SnapshotBuilder.build(
            dashboard: dashboard, spend: spend, rates: try store.rates.converting(spend), context: BenchSetting.context)
        let bytes = try SnapshotCoding.encode(snapshot)
        let files = SnapshotFiles(directory: locations.sharedContainer)
        try files.publish(bytes, as: WidgetsSnapshot.fileName)
        var parts: [String: Int] = [:]
        for part in wholeSnapshotOnly ? [] : snapshot.parts() {
            let encoded = try SnapshotCoding.encode(part)
            try files.publish(encoded, as: part.fileName)
            parts[part.fileName] = encoded.count
        }
        try InstalledWidgets.save(Self.widgets, to: files)
        return Published(
            records: try SnapshotBenchmark.recordCount(store), snapshotBytes: bytes.count, parts: parts,
            container: locations.sharedContainer)
    }

    static func summarize(_ path: String, _ runs: [ChildRun]) -> ProcessPathResult {
        ProcessPathResult(
            path: path, processes: runs.count, wall: Summary(runs.map(\.wall.milliseconds)),
            peakResidentKiB: Summary(runs.map { Double($0.peakResidentKiB) }))
    }
}
