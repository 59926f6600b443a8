/// What the vehicle widget shows where the odometer goes.
///
/// Three answers that must not look alike: a reading (with the day it was taken, and whether it
/// is too old to stand for today), no reading at all, and the privacy placeholder of the lock.
public enum OdometerDisplay: Hashable, Sendable, Codable {
    /// A reading: its value, private (the system hides it on a locked screen), and the line under
    /// it, "Read 20 Nov 2026", or when stale "Not read since 20 Nov 2026".
    case reading(value: String, note: String, isStale: Bool)
    /// The vehicle has no reading: a sentence in its place ("No reading yet").
    case noReading(String)
    /// The app lock is on: the placeholder, which says nothing about the odometer.
    case hidden

    /// The odometer value, when one is shown.
    public var value: String? {
        if case .reading(let value, _, _) = self { return value }
        return nil
    }
}
