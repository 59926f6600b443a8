/// The measurements of the publish path for one garage size.
public struct SnapshotResult: Codable, Sendable {
    /// The garage size.
    public var size: GarageSize
    /// Rows in the logbook's record tables (entries, expenses, services, items, deadlines).
    public var records: Int
    /// The measured runs.
    public var runs: Int
    /// `GarageStore.dashboard` + `spendRecords` + `rates(for:)`, in milliseconds.
    public var load: Summary
    /// `SnapshotBuilder.build`, in milliseconds.
    public var build: Summary
    /// `contentHashes()` for the change-only reloads, in milliseconds.
    public var hash: Summary
    /// `SnapshotCoding.encode`, in milliseconds.
    public var encode: Summary
    /// `PreparedSnapshot(encodingWhileHashing:)`: the same checks, hashes and encode as the app's
    /// publisher runs them, the JSON on one thread and the checks then the hashes on another, in
    /// milliseconds (`nil` in results from before it).
    public var hashWhileEncoding: Summary?
    /// `SnapshotFiles.publish` (temp file, fsync, rename, directory fsync), in milliseconds.
    public var publish: Summary
    /// One publish as the app runs it — load, build, the hashes while encoding, publish — in
    /// milliseconds (before `hashWhileEncoding`, load + build + hash + encode + publish).
    public var total: Summary
    /// The encoded snapshot's size in bytes.
    public var snapshotBytes: Int
    /// The process's peak resident set during the measured runs, in kibibytes (`nil` when unknown).
    public var peakResidentKiB: Int?
    /// The full-history path (`loadGarage` + `allExchangeRates` + build), when asked for.
    public var fullPath: FullPathResult?
    /// The calendar file from the same load (`CalendarBuilder.build`, its stamped and unstamped text,
    /// its publish), in milliseconds; not in `total`, which stays comparable with earlier runs.
    public var calendar: Summary?
    /// The calendar file's size in bytes.
    public var calendarBytes: Int?
    /// The widget parts from the same snapshot (derive, encode and fingerprint every part, as every
    /// publish does to find the changed ones), in milliseconds; not in `total`.
    public var parts: Summary?
    /// The same for the spend kind's parts alone: what a publish after an expense derives.
    public var spendParts: Summary?
    /// How many parts.
    public var partCount: Int?
    /// All parts' bytes together.
    public var partBytes: Int?
}

/// What the same snapshot costs when built from the whole logbook instead of the snapshot load.
public struct FullPathResult: Codable, Sendable {
    /// The measured runs.
    public var runs: Int
    /// `loadGarage` + `allExchangeRates`, in milliseconds.
    public var load: Summary
    /// `SnapshotBuilder.build` on the whole garage, in milliseconds.
    public var build: Summary
    /// Whether the snapshot equals the one built from the snapshot load (byte for byte).
    public var sameBytes: Bool
}
