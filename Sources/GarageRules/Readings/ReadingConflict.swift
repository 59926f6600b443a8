/// A stored reading that its neighbours contradict: lower than a reading dated on or before it, or
/// higher than a later one that is not a correction — what the odometer checks refuse when a
/// reading is written here, and what a sync can still bring when two devices logged readings apart.
///
/// Nothing resolves it on its own: both readings are kept and shown until the user edits or removes
/// the wrong one, or marks one a correction.
public struct ReadingConflict: Hashable, Sendable {
    /// How the reading contradicts its neighbour.
    public enum Kind: String, Hashable, Sendable {
        /// Lower than `contradicted`, dated on or before it.
        case belowEarlier = "below-earlier"
        /// Higher than `contradicted`, dated after it.
        case aboveLater = "above-later"
    }

    /// The reading that disagrees with its neighbour.
    public let reading: OdometerReading
    /// The neighbour it contradicts.
    public let contradicted: OdometerReading
    /// Which way.
    public let kind: Kind

    /// Creates a conflict.
    public init(reading: OdometerReading, contradicted: OdometerReading, kind: Kind) {
        self.reading = reading
        self.contradicted = contradicted
        self.kind = kind
    }
}
