import BenchBasics
import Foundation
import SharedContainer
import WidgetContract

/// Renders hostile widget parts (``HostileParts``) in cold `glovebox-widget` processes and measures
/// each one's peak resident set: the memory a file in the shared container can cost a widget
/// extension, which gets 30 MB. Issue 24's goal: the worst stays at or under 27 MB.
///
/// The files are written under the kind part's name in a widget home made from the S garage (its
/// real parts are the templates), one at a time, and each is read by `render` of that kind.
public struct HostilePartBenchmark {
    /// The directory the garages and the widget home are kept in.
    public var benchDirectory: String
    /// How many hostile files to render.
    public var count: Int
    /// The directory holding `glovebox-widget` and the bench's helper executables.
    public var executables: String
    /// This process's environment (for `PATH` and `HOME`).
    public var environment: [String: String]
    /// Where progress lines go.
    public var log: (String) -> Void

    /// The goal: 27 MB (decimal, as the extension's 30 MB limit is stated), in KiB.
    public static let goalKiB = 27_000_000.0 / 1024

    /// Creates the benchmark.
    public init(benchDirectory: String, count: Int, executables: String, environment: [String: String], log: @escaping (String) -> Void) {
        self.benchDirectory = benchDirectory
        self.count = count
        self.executables = executables
        self.environment = environment
        self.log = log
    }

    /// Renders every file; the seed is fixed, so every run renders the same files.
    public func run() throws -> HostileResult {
        let widgets = WidgetBenchmark(
            benchDirectory: benchDirectory, runs: 1, executables: executables, environment: environment, log: log)
        let database = BenchDatabase(directory: benchDirectory, size: .small, today: BenchSetting.today)
        _ = try database.prepare(log: log)
        let home = benchDirectory + "/hostile-home"
        let published = try widgets.publish(database: database, home: home)
        let kinds = WidgetKind.allCases
        var templates: [WidgetKind: Data] = [:]
        for kind in kinds {
            templates[kind] = try Data(contentsOf: URL(fileURLWithPath: published.partPath(of: kind)))
        }
        let childEnvironment = [
            "PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/tmp",
            "GLOVEBOX_HOME": home, "TZ": BenchSetting.timeZoneIdentifier, "LANG": "pt_PT.UTF-8", "NO_COLOR": "1",
        ]
        // Started from fresh copies, as the widget benchmark starts them.
        let programs = try ChildProcess.freshCopies(
            of: ["glovebox-widget", "glovebox-bench-bare", "glovebox-bench-spawn"], from: executables,
            into: benchDirectory + "/programs")
        let widget = programs + "/glovebox-widget"
        let launcher = programs + "/glovebox-bench-spawn"
        func render(_ kind: WidgetKind) throws(BenchError) -> ChildRun {
            try ChildProcess.measure(
                widget, ["render", kind.rawValue, "--family", "large", "--at", BenchSetting.nowText, "--format", "text"],
                environment: childEnvironment, launcher: launcher)
        }

        // The valid parts first, as they are: the cost of a widget's ordinary read.
        var valid: [Double] = []
        for kind in kinds { valid.append(Double(try render(kind).peakResidentKiB)) }
        let largest = kinds.max { templates[$0]!.count < templates[$1]!.count }!
        var bare: [Double] = []
        for _ in 0..<3 {
            bare.append(Double(try ChildProcess.measure(
                programs + "/glovebox-bench-bare", [published.partPath(of: largest), BenchSetting.timeZoneIdentifier],
                environment: childEnvironment, launcher: launcher).peakResidentKiB))
        }

        log("hostile: \(count) files over the \(kinds.count) kinds' parts…")
        var random = SeededRandom(seed: 24)
        var runs: [HostileRun] = []
        let files = SnapshotFiles(directory: published.container)
        for index in 0..<count {
            let kind = kinds[(index / HostileParts.Shape.allCases.count) % kinds.count]
            let (shape, bytes) = HostileParts.make(index: index, template: templates[kind]!, random: &random)
            try files.publish(bytes, as: WidgetPart.fileName(for: kind))
            let measured = try render(kind)
            runs.append(HostileRun(
                shape: shape, bytes: bytes.count, kind: kind.rawValue, peakResidentKiB: measured.peakResidentKiB,
                wallMilliseconds: measured.wall.milliseconds, status: measured.status))
            try files.publish(templates[kind]!, as: WidgetPart.fileName(for: kind))
        }
        return HostileResult(runs: runs, validPeakResidentKiB: Summary(valid), bareFoundationPeakResidentKiB: Summary(bare))
    }
}
