extension ReadingProbe {
    /// The answer when the vehicle's latest reading in reading order is `latest` (`nil`: it has none),
    /// where that alone decides it, so that a store asked for several probes of one vehicle can skip
    /// the lookups it already knows the answer of.
    ///
    /// Reading order is by day first (`OdometerReading.precedes`), so the latest reading is also the
    /// last dated on or before any day it is not after, and no reading is dated after a day it is not
    /// after. A vehicle without readings answers every probe with none.
    public func answer(knowingLatest latest: OdometerReading?) -> ProbeAnswer {
        guard let latest else { return .decided(nil) }
        switch self {
        case .latest:
            return .decided(latest)
        case .lastOnOrBefore(let day):
            return latest.date <= day ? .decided(latest) : .needsLookup
        case .firstAfter(let day):
            return latest.date <= day ? .decided(nil) : .needsLookup
        case .firstOnOrAfter(let day):
            return latest.date < day ? .decided(nil) : .needsLookup
        case .seriesStart:
            return .needsLookup
        }
    }
}
