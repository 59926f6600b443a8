/// A value axis from zero (or a lower bound) to a round maximum, with round ticks: 0, 50, 100, 150
/// rather than 0, 47.3, 94.6.
struct ChartScale {
    let lower: Double
    let upper: Double
    let ticks: [Double]

    /// An axis that holds every value in `low...high`, with about `count` steps of 1, 2 or 5 × 10ⁿ.
    init(low: Double, high: Double, count: Int = 5) {
        let span = max(high - low, high == 0 ? 1 : abs(high) * 0.1, 1e-9)
        let rough = span / Double(max(count, 1))
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
        let first = (low / step).rounded(.down) * step
        var ticks: [Double] = []
        var tick = first
        while tick < high + step * 0.999 && ticks.count < 50 {
            ticks.append(tick)
            tick += step
        }
        if ticks.count < 2 { ticks.append(first + step) }
        self.lower = first
        self.upper = ticks[ticks.count - 1]
        self.ticks = ticks
    }

    /// Where `value` lies on the axis, 0 at `lower` and 1 at `upper`.
    func fraction(_ value: Double) -> Double {
        upper > lower ? (value - lower) / (upper - lower) : 0
    }
}
