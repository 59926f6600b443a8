/// The measurements of one way of answering the widgets, for one garage size.
public struct ProcessPathResult: Codable, Sendable {
    /// What was run (`glovebox-widget render`, the shared-database extension, the bare baseline).
    public var path: String
    /// The measured processes (one per widget per run).
    public var processes: Int
    /// Wall time per process, in milliseconds.
    public var wall: Summary
    /// Peak resident set per process (`ru_maxrss`), in kibibytes.
    public var peakResidentKiB: Summary
}

/// The widget benchmark of one garage size.
public struct WidgetResult: Codable, Sendable {
    /// The garage size.
    public var size: GarageSize
    /// Rows in the logbook's record tables.
    public var records: Int
    /// The published snapshot's size in bytes.
    public var snapshotBytes: Int
    /// The bytes each measured widget reads (its part), by `kind/family`; `nil` in results from before parts.
    public var partBytes: [String: Int]?
    /// The largest part published (of any kind or vehicle).
    public var largestPartBytes: Int?
    /// How many parts were published.
    public var partCount: Int?
    /// The widgets rendered each run, as `kind/family`.
    public var widgets: [String]
    /// `glovebox-widget render` from its part.
    public var snapshotPath: ProcessPathResult
    /// The bench-only extension that opens the SQLite logbook and runs the app's rules.
    public var databasePath: ProcessPathResult
    /// The same extension loading the whole logbook (`loadGarage`), when measured.
    public var fullDatabasePath: ProcessPathResult?
    /// A bare Foundation process that decodes the file the widget reads (its part) and resolves a
    /// named time zone.
    public var bareFoundation: ProcessPathResult
    /// Whether both extensions drew exactly the same text for every widget; nil when no drawing
    /// was compared (no measured run), which is not the same as agreeing.
    public var sameDrawings: Bool?
}
