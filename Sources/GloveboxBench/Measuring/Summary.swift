/// The median and 90th percentile of a set of samples.
///
/// The median of an even count is the mean of the two middle samples; the 90th percentile is the
/// nearest-rank one (the ⌈0.9·n⌉-th smallest sample), so with fewer than ten runs it is the maximum.
public struct Summary: Codable, Equatable, Sendable {
    /// The middle value.
    public let median: Double
    /// The nearest-rank 90th percentile.
    public let p90: Double
    /// The smallest sample.
    public let min: Double
    /// The largest sample.
    public let max: Double
    /// The number of samples.
    public let count: Int

    /// Summarizes `samples`; all zero for none.
    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            median = 0
            p90 = 0
            min = 0
            max = 0
            return
        }
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        let rank = (sorted.count * 9 + 9) / 10  // ⌈0.9·n⌉ in whole numbers
        p90 = sorted[Swift.max(rank, 1) - 1]
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}

extension Duration {
    /// The duration in milliseconds.
    public var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1_000 + Double(parts.attoseconds) / 1e15
    }
}
