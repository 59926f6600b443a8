import BenchBasics
import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// A generated garage written into a real SQLite logbook, cached by size and generator version.
///
/// The file is `<directory>/garage-<size>-v<version>-<today>.sqlite`. It is written under a
/// `.partial` name through `GarageStore.seed(_:now:)` in one transaction and renamed only when complete,
/// so an interrupted generation is never mistaken for a finished one.
public struct BenchDatabase: Sendable {
    /// The cache directory.
    public let directory: String
    /// The size.
    public let size: GarageSize
    /// The last day of the history.
    public let today: CalendarDay

    /// A database of `size` ending on `today`, cached in `directory`.
    public init(directory: String, size: GarageSize, today: CalendarDay) {
        self.directory = directory
        self.size = size
        self.today = today
    }

    /// The cached file's path.
    public var path: String {
        directory + "/garage-\(size.rawValue)-v\(GarageGenerator.version)-\(today.isoString).sqlite"
    }

    /// What `prepare` did.
    public struct Preparation: Sendable {
        /// Whether the file was already cached.
        public var wasCached: Bool
        /// The time spent generating the garage in memory (zero when cached).
        public var generate: Duration
        /// The time spent writing it into SQLite (zero when cached).
        public var write: Duration
        /// The records written (zero when cached).
        public var records: Int
    }

    /// Makes sure the database exists: generates and writes it when it is not cached.
    public func prepare(log: (String) -> Void) throws -> Preparation {
        if FileManager.default.fileExists(atPath: path) {
            // A garage cached by an older build is migrated here, once, so that no measured command
            // pays for the schema steps added since (each run starts from a copy of this file).
            let store = try GarageStore(path: path)
            store.close()
            return Preparation(wasCached: true, generate: .zero, write: .zero, records: 0)
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let partial = path + ".partial"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial + suffix) }

        let clock = ContinuousClock()
        log("generating garage \(size.rawValue) (\(size.vehicleCount) vehicles × \(size.years) years)…")
        var start = clock.now
        let generated = GarageGenerator(size: size, today: today).generate()
        let generate = start.duration(to: clock.now)
        log("  \(generated.recordCount) records in \(Self.seconds(generate)); writing \(partial)…")

        start = clock.now
        do {
            let store = try GarageStore(path: partial)
            try store.write { store in
                try store.seed(generated.garage, now: Date(timeIntervalSince1970: 1_764_000_000))
                try store.rates.insert(generated.rates)
                var preferences = try store.preferences.load()
                try preferences.set(.locale, to: BenchSetting.localeIdentifier)
                try preferences.set(.timezone, to: BenchSetting.timeZoneIdentifier)
                try store.preferences.save(preferences)
            }
            store.close()  // checkpoints its WAL into the file
        }
        let write = start.duration(to: clock.now)
        log("  written in \(Self.seconds(write))")
        guard rename(partial, path) == 0 else {
            throw BenchError.setupFailed("cannot rename '\(partial)' to '\(path)': errno \(errno)")
        }
        return Preparation(wasCached: false, generate: generate, write: write, records: generated.recordCount)
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f s", duration.milliseconds / 1_000)
    }
}
