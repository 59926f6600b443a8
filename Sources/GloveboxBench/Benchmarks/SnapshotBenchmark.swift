import AppLifecycle
import BenchBasics
import Foundation
import GarageRules
import GarageStorage
import SharedContainer
import SnapshotBuilding
import WidgetContract

/// Measures the app's publish path — load, build, hash, encode, publish — on cached logbooks.
public struct SnapshotBenchmark {
    /// The directory the databases are cached in.
    public var benchDirectory: String
    /// Measured runs per size (one warm-up run more is made and discarded).
    public var runs: Int
    /// Whether to measure the full-history path too.
    public var includeFullPath: Bool
    /// Where progress lines go.
    public var log: (String) -> Void
    /// Whether each run starts with the store's converted spending forgotten (`forgetConvertedMonths`),
    /// as after a rate import; otherwise the warm-up run fills it and the measured runs read it, as
    /// every publish does but those of the months that changed.
    public var coldMemo = false

    /// Creates the benchmark.
    public init(benchDirectory: String, runs: Int, includeFullPath: Bool, log: @escaping (String) -> Void) {
        self.benchDirectory = benchDirectory
        self.runs = runs
        self.includeFullPath = includeFullPath
        self.log = log
    }

    /// The file name the snapshot is published as.
    static let snapshotName = "widgets.snapshot.json"
    /// The file name the calendar is published as.
    static let calendarName = "glovebox.ics"

    /// Runs every size in turn.
    public func run(sizes: [GarageSize]) throws -> [SnapshotResult] {
        try sizes.map(run(size:))
    }

    /// Runs one size.
    public func run(size: GarageSize) throws -> SnapshotResult {
        let database = BenchDatabase(directory: benchDirectory, size: size, today: BenchSetting.today)
        _ = try database.prepare(log: log)
        let container = try Self.temporaryContainer()
        defer { try? FileManager.default.removeItem(atPath: container) }
        let files = SnapshotFiles(directory: container)
        let context = BenchSetting.context
        let today = context.today
        let store = try GarageStore(path: database.path)
        let records = try Self.recordCount(store)
        log("snapshot \(size.rawValue): \(records) records, \(runs) runs…")

        let clock = ContinuousClock()
        var samples: [String: [Double]] = [:]
        var bytes = Data()
        var calendarBytes = Data()
        var partBytes = (count: 0, bytes: 0)
        if !ProcessMemory.resetPeak() {
            log("  cannot reset the peak RSS (/proc/self/clear_refs): it covers the whole process")
        }
        for run in 0...runs {
            if coldMemo { try store.write(advancingGeneration: false) { try $0.forgetConvertedMonths() } }
            let start = clock.now
            let (dashboard, spend) = try store.read { store in
                (try store.dashboards.dashboard(today: today), try store.dashboards.spendRecords(today: today))
            }
            let rates = try store.rates.converting(spend)
            let loaded = clock.now
            let snapshot = SnapshotBuilder.build(dashboard: dashboard, spend: spend, rates: rates, context: context)
            let built = clock.now
            let hashes = snapshot.contentHashes()
            let hashed = clock.now
            bytes = try SnapshotCoding.encode(snapshot)
            let encoded = clock.now
            // What the app's publisher runs: the same hashes on another thread while it encodes
            // (the two stages above are timed one after the other only to show their shares).
            let prepared = try PreparedSnapshot(
                encodingWhileHashing: snapshot, contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
            let overlapped = clock.now
            precondition(prepared.bytes == bytes && prepared.kindHashes == hashes)
            try files.publish(prepared.bytes, as: Self.snapshotName)
            let published = clock.now
            // The calendar a publish writes beside the snapshot, from the same load: the builder, its
            // text stamped and unstamped (the change check), and a crash-safe publish of its own.
            let feed = CalendarBuilder.build(
                facts: SnapshotFacts(dashboard: dashboard), context: context)
            let rendered = feed.rendered(stampedAt: context.generatedAt)
            calendarBytes = rendered.file
            _ = ContentDigest.hexDigest(rendered.unstamped)
            try files.publish(calendarBytes, as: Self.calendarName)
            let calendared = clock.now
            // The widget parts a publish derives, encodes and fingerprints: every kind's on a first
            // or forced publish, one kind's (the spend, which every expense changes) on an ordinary one.
            var partCount = 0
            var partTotal = 0
            for part in snapshot.parts() {
                let encoded = try SnapshotCoding.encode(part)
                _ = PublishedFile.fingerprint(of: encoded)
                partCount += 1
                partTotal += encoded.count
            }
            let parted = clock.now
            for part in snapshot.parts(of: [.spend]) {
                _ = PublishedFile.fingerprint(of: try SnapshotCoding.encode(part))
            }
            let spendParted = clock.now
            partBytes = (partCount, partTotal)
            precondition(hashes.count == WidgetKind.allCases.count)
            guard run > 0 else { continue }  // the warm-up run fills caches and is not counted
            samples["load", default: []].append(start.duration(to: loaded).milliseconds)
            samples["build", default: []].append(loaded.duration(to: built).milliseconds)
            samples["hash", default: []].append(built.duration(to: hashed).milliseconds)
            samples["encode", default: []].append(hashed.duration(to: encoded).milliseconds)
            samples["hashWhileEncoding", default: []].append(encoded.duration(to: overlapped).milliseconds)
            samples["publish", default: []].append(overlapped.duration(to: published).milliseconds)
            samples["total", default: []].append(
                (start.duration(to: built) + encoded.duration(to: published)).milliseconds)
            samples["calendar", default: []].append(published.duration(to: calendared).milliseconds)
            samples["parts", default: []].append(calendared.duration(to: parted).milliseconds)
            samples["spendParts", default: []].append(parted.duration(to: spendParted).milliseconds)
        }
        let peak = ProcessMemory.peakResidentKiB()
        var result = SnapshotResult(
            size: size, records: records, runs: runs, load: Summary(samples["load"] ?? []),
            build: Summary(samples["build"] ?? []), hash: Summary(samples["hash"] ?? []),
            encode: Summary(samples["encode"] ?? []), hashWhileEncoding: Summary(samples["hashWhileEncoding"] ?? []),
            publish: Summary(samples["publish"] ?? []),
            total: Summary(samples["total"] ?? []), snapshotBytes: bytes.count, peakResidentKiB: peak,
            calendar: Summary(samples["calendar"] ?? []), calendarBytes: calendarBytes.count,
            parts: Summary(samples["parts"] ?? []), spendParts: Summary(samples["spendParts"] ?? []),
            partCount: partBytes.count, partBytes: partBytes.bytes)
        if includeFullPath {
            result.fullPath = try fullPath(store: store, context: context, expected: bytes)
        }
        return result
    }

    /// The same snapshot from the whole logbook: what a reader without the snapshot load pays.
    func fullPath(store: GarageStore, context: SnapshotContext, expected: Data) throws -> FullPathResult {
        let clock = ContinuousClock()
        let count = max(1, min(runs, 3))
        var loads: [Double] = []
        var builds: [Double] = []
        var same = true
        log("  full-history path, \(count) runs…")
        for _ in 0..<count {
            let start = clock.now
            let (garage, rates) = try store.read { store in (try store.loadGarage(), try store.rates.all()) }
            let loaded = clock.now
            let snapshot = SnapshotBuilder.build(garage: garage, rates: rates, context: context)
            let built = clock.now
            let encoded = try SnapshotCoding.encode(snapshot)
            same = same && encoded == expected
            loads.append(start.duration(to: loaded).milliseconds)
            builds.append(loaded.duration(to: built).milliseconds)
        }
        return FullPathResult(runs: count, load: Summary(loads), build: Summary(builds), sameBytes: same)
    }

    /// Rows in the record tables.
    static func recordCount(_ store: GarageStore) throws -> Int {
        let counts = try store.rowCounts()
        return ["odometer_entry", "expense", "maintenance_service", "maintenance_item", "deadline"]
            .reduce(0) { $0 + (counts[$1] ?? 0) }
    }

    /// A fresh private directory standing in for the shared container.
    static func temporaryContainer() throws -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        let path = base + "/glovebox-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return path
    }
}
