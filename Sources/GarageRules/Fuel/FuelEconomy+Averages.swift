import WidgetContract

extension FuelEconomy {
    /// The last counted segment: the figure "last fill-up" shows.
    public var last: FuelSegment? { segments.last }

    /// The average over every counted segment.
    public var lifetime: EconomyAverage? { EconomyAverage(segments: segments) }

    /// The average over the segments that close between `first` and `last` (both included), or `nil` when
    /// none do or `first` is after `last`.
    public func average(from first: CalendarDay, through last: CalendarDay) -> EconomyAverage? {
        guard first <= last else { return nil }
        return EconomyAverage(segments: segments.filter { (first...last).contains($0.end.day) })
    }

    /// The average over the segments that close in the `days` days ending on `today` (today included), or
    /// `nil` when none do or `days` is less than 1. `today` is passed in; the rule never reads a clock.
    public func average(overLast days: Int, endingOn today: CalendarDay) -> EconomyAverage? {
        guard days >= 1 else { return nil }
        return average(from: today.adding(days: -(days - 1)), through: today)
    }

    /// The average over the last `count` counted segments (all of them when there are fewer), or `nil`
    /// when there are none or `count` is less than 1.
    public func average(lastSegments count: Int) -> EconomyAverage? {
        guard count >= 1 else { return nil }
        return EconomyAverage(segments: Array(segments.suffix(count)))
    }
}
