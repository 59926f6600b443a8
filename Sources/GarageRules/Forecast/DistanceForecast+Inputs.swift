import WidgetContract

extension DistanceForecast {
    /// The readings a forecast on one day is computed from: what a store fetches for it, no more.
    ///
    /// Four probes (see `ReadingProbe`), whatever the number of readings: of the recent window the
    /// forecast needs only its first reading, its last (`last`) and its latest correction (which
    /// `seriesStart` names when there is one in the window), never the readings between. Nothing
    /// else of the history matters to the forecast.
    public struct Inputs: Hashable, Sendable {
        /// `ReadingProbe.firstOnOrAfter` the window's first day: the first reading of the window
        /// when it is dated on or before today.
        public var windowFirst: OdometerReading?
        /// `ReadingProbe.lastOnOrBefore` the day before the window: where the interval that crosses the
        /// window's first day starts (the odometer on that day is interpolated along it).
        public var beforeWindow: OdometerReading?
        /// `ReadingProbe.lastOnOrBefore(today)`: where projections start.
        public var last: OdometerReading?
        /// `ReadingProbe.seriesStart(onOrBefore: today)`: the first reading the whole-history average may use.
        public var seriesStart: OdometerReading?

        /// Creates the inputs a store fetched.
        public init(
            windowFirst: OdometerReading?, beforeWindow: OdometerReading?, last: OdometerReading?,
            seriesStart: OdometerReading?
        ) {
            self.windowFirst = windowFirst
            self.beforeWindow = beforeWindow
            self.last = last
            self.seriesStart = seriesStart
        }

        /// The inputs for `today` taken from a whole history in reading order.
        public init(from readings: [OdometerReading], today: CalendarDay) {
            let probes = DistanceForecast.probes(today: today)
            self.init(
                windowFirst: probes.windowFirst.answer(in: readings),
                beforeWindow: probes.beforeWindow.answer(in: readings), last: probes.last.answer(in: readings),
                seriesStart: probes.seriesStart.answer(in: readings))
        }
    }

    /// The days whose readings form the recent window on `today`: the last `recentWindowDays` and today.
    public static func recentWindow(endingOn today: CalendarDay) -> ClosedRange<CalendarDay> {
        today.adding(days: -recentWindowDays)...today
    }

    /// The probes that fetch the `Inputs` on `today`.
    public static func probes(
        today: CalendarDay
    ) -> (windowFirst: ReadingProbe, beforeWindow: ReadingProbe, last: ReadingProbe, seriesStart: ReadingProbe) {
        let firstDay = recentWindow(endingOn: today).lowerBound
        return (.firstOnOrAfter(firstDay), .lastOnOrBefore(firstDay.adding(days: -1)), .lastOnOrBefore(today),
                .seriesStart(onOrBefore: today))
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
        // The latest correction on or before today is the series' start when there is one; it
        // restarts the window when it is dated in it.
        let days = Self.recentWindow(endingOn: today)
        let restart = inputs.seriesStart.flatMap { $0.isCorrection && days.contains($0.date) ? $0 : nil }
        // The window runs from the restart, or its first reading, to its last reading: the last on or
        // before today, when that is dated in the window (otherwise the window is empty).
        let first = restart ?? inputs.windowFirst.flatMap { days.contains($0.date) ? $0 : nil }
        let end = inputs.last.flatMap { days.contains($0.date) ? $0 : nil }
        var chosen: (Basis, start: Point, end: OdometerReading)?
        if let first, let end {
            // Without a restart inside the window, the series runs on from before it: the window then
            // starts on its first day, at the odometer interpolated there, so that a reading moving by
            // a day across that edge moves the average by about a day's distance, never by months.
            let start = restart == nil
                ? Self.point(on: days.lowerBound, from: inputs.beforeWindow, to: first)
                : Point(first)
            if Self.spans(from: start, to: end) { chosen = (.recent, start, end) }
        }
        if chosen == nil, let first = inputs.seriesStart, let end = inputs.last, Self.spans(from: Point(first), to: end) {
            chosen = (.wholeHistory, Point(first), end)
        }
        guard let (basis, start, end) = chosen, let last = inputs.last else {
            self.init(status: .unavailable, basis: nil, lastReading: inputs.last, spanDistance: 0, spanDays: 0)
            return
        }
        let status: Status = last.date.days(to: today) > Self.staleAfterDays
            ? .stale(lastReading: last.date) : .current
        self.init(
            status: status, basis: basis, lastReading: last, spanDistance: end.value - start.value,
            spanDays: start.date.days(to: end.date))
    }

    /// A day and the odometer value on it: a reading, or a value interpolated between two.
    private struct Point {
        var date: CalendarDay
        var value: Int

        init(date: CalendarDay, value: Int) {
            self.date = date
            self.value = value
        }

        init(_ reading: OdometerReading) {
            self.init(date: reading.date, value: reading.value)
        }
    }

    /// The odometer on `edge`, interpolated on the interval from `before` (dated before `edge`) to
    /// `first` (dated on or after it), rounded to the nearest whole unit; `first` itself when there
    /// is no `before` or the interval goes down (an unmarked drop gives no distance to share out).
    private static func point(on edge: CalendarDay, from before: OdometerReading?, to first: OdometerReading) -> Point {
        guard let before, before.date < edge, edge <= first.date, before.value <= first.value else {
            return Point(first)
        }
        let elapsed = before.date.days(to: edge)
        let interval = before.date.days(to: first.date)
        let distance = first.value - before.value
        return Point(date: edge, value: before.value + (distance * elapsed + interval / 2) / interval)
    }

    /// Whether two points of a series can give an average: at least `minimumSpanDays` apart and not
    /// going down.
    private static func spans(from first: Point, to end: OdometerReading) -> Bool {
        first.date.days(to: end.date) >= minimumSpanDays && end.value >= first.value
    }
}
