/// One hostile part rendered by a cold widget process.
public struct HostileRun: Codable, Sendable {
    /// How the file was made.
    public var shape: HostileParts.Shape
    /// The file's size in bytes.
    public var bytes: Int
    /// The widget kind that read it.
    public var kind: String
    /// The process's peak resident set, in kibibytes.
    public var peakResidentKiB: Int
    /// Wall time, in milliseconds.
    public var wallMilliseconds: Double
    /// The exit status (0: the widget drew its message).
    public var status: Int32
}

/// The hostile-part memory benchmark: every file, and the valid parts' render for comparison.
public struct HostileResult: Codable, Sendable {
    /// Every hostile file's run.
    public var runs: [HostileRun]
    /// Cold renders of the valid parts the files were made from (peak RSS in KiB).
    public var validPeakResidentKiB: Summary
    /// A bare Foundation process parsing the largest valid part (peak RSS in KiB): the floor.
    public var bareFoundationPeakResidentKiB: Summary
}
