import WidgetContract

extension DistanceForecast {
    /// The readings a forecast on one day is computed from: what a store fetches for it, no more.
    ///
    /// The recent window's readings come from one range scan; `last` and `seriesStart` from one
    /// probe each (see `ReadingProbe`). Nothing else of the history matters to the forecast.
    public struct Inputs: Hashable, Sendable {
        /// Every reading dated in `DistanceForecast.recentWindow(endingOn:)`, in reading order.
        public var window: [OdometerReading]
        /// `ReadingProbe.lastOnOrBefore(today)`: where projections start.
        public var last: OdometerReading?
        /// `ReadingProbe.seriesStart(onOrBefore: today)`: the first reading the whole-history average may use.
        public var seriesStart: OdometerReading?

        /// Creates the inputs a store fetched.
        public init(window: [OdometerReading], last: OdometerReading?, seriesStart: OdometerReading?) {
            self.window = window
            self.last = last
            self.seriesStart = seriesStart
        }

        /// The inputs for `today` taken from a whole history in reading order.
        public init(from readings: [OdometerReading], today: CalendarDay) {
            let days = DistanceForecast.recentWindow(endingOn: today)
            let probes = DistanceForecast.probes(today: today)
            self.init(
                window: readings.filter { days.contains($0.date) }, last: probes.last.answer(in: readings),
                seriesStart: probes.seriesStart.answer(in: readings))
        }
    }

    /// The days whose readings form the recent window on `today`: the last `recentWindowDays` and today.
    public static func recentWindow(endingOn today: CalendarDay) -> ClosedRange<CalendarDay> {
        today.adding(days: -recentWindowDays)...today
    }

    /// The probes that fetch `Inputs.last` and `Inputs.seriesStart` on `today`.
    public static func probes(today: CalendarDay) -> (last: ReadingProbe, seriesStart: ReadingProbe) {
        (.lastOnOrBefore(today), .seriesStart(onOrBefore: today))
    }

    /// Computes the forecast from a whole history in reading order (readings dated after `today`,
    /// which only an import can bring, are left out).
    public init(readings: [OdometerReading], today: CalendarDay) {
        self.init(Inputs(from: readings, today: today), today: today)
    }

    /// Computes the forecast on `today` from its inputs.
    public init(_ inputs: Inputs, today: CalendarDay) {
        // A correction restarts the series: distances across it mean nothing, so the recent window
        // starts at the latest correction inside it (an earlier one is before the window anyway).
        let window = inputs.window.filter { $0.date <= today }
        let recent = window[(window.lastIndex(where: \.isCorrection) ?? window.startIndex)...]
        var chosen: (Basis, OdometerReading, OdometerReading)?
        if let first = recent.first, let end = recent.last, recent.count >= 2, Self.spans(from: first, to: end) {
            chosen = (.recent, first, end)
        } else if let first = inputs.seriesStart, let end = inputs.last, Self.spans(from: first, to: end) {
            chosen = (.wholeHistory, first, end)
        }
        guard let (basis, first, end) = chosen, let last = inputs.last else {
            self.init(status: .unavailable, basis: nil, lastReading: inputs.last, spanDistance: 0, spanDays: 0)
            return
        }
        let status: Status = last.date.days(to: today) > Self.staleAfterDays
            ? .stale(lastReading: last.date) : .current
        self.init(
            status: status, basis: basis, lastReading: last, spanDistance: end.value - first.value,
            spanDays: first.date.days(to: end.date))
    }

    /// Whether two readings of a series can give an average: at least `minimumSpanDays` apart and not
    /// going down.
    private static func spans(from first: OdometerReading, to end: OdometerReading) -> Bool {
        first.date.days(to: end.date) >= minimumSpanDays && end.value >= first.value
    }
}
