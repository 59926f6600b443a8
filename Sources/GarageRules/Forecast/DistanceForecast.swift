import WidgetContract

/// How far a vehicle is expected to travel per day, from its recent readings, and how far to trust it.
///
/// The average is the distance covered over a span of days divided by those days. Recent span: the
/// last `recentWindowDays` (180) days before today, from the odometer on the window's first day —
/// interpolated on the interval from the last reading before the window to the first inside it — to
/// the last reading; when nothing is known before the window, from its first reading. It is used when
/// it spans `minimumSpanDays` (14) days or more; otherwise the whole history under the same
/// condition; otherwise no forecast. Interpolating at the edge keeps the average continuous: a
/// reading that moves a day across the edge changes it by about one day's distance over the span,
/// where averaging only the readings inside made it jump. Readings before the latest correction are
/// left out (a correction restarts the series). Projections start at the last reading's date.
/// When that reading is more than `staleAfterDays` (90) days before today, the status is `.stale` and
/// no date is projected: an average from an old era says nothing about when a due odometer is reached.
public struct DistanceForecast: Hashable, Sendable {
    /// Readings this many days old or younger form the recent window.
    public static let recentWindowDays = 180
    /// The least number of days the readings of a window must span.
    public static let minimumSpanDays = 14
    /// A last reading older than this many days makes the forecast stale: the age at which the
    /// widgets and Siri call a reading stale too (one rule, `ReadingFreshness`).
    public static let staleAfterDays = ReadingFreshness.staleAfterDays

    /// Whether a forecast exists and whether it may be used for dates.
    public enum Status: Hashable, Sendable {
        /// Fewer than two readings spanning 14 days.
        case unavailable
        /// Usable: the last reading is at most 90 days old.
        case current
        /// The last reading, on the day given, is too old to project dates from.
        case stale(lastReading: CalendarDay)
    }

    /// Which readings the average comes from.
    public enum Basis: String, Hashable, Codable, Sendable {
        /// The readings of the last 180 days.
        case recent
        /// The whole history (the last 180 days had too few readings).
        case wholeHistory
    }

    /// The status.
    public let status: Status
    /// The readings' basis, when there is an average.
    public let basis: Basis?
    /// The last reading of the vehicle (what projections start from), if any.
    public let lastReading: OdometerReading?
    /// Distance travelled over `spanDays` in the basis window, whole units (0 when unavailable).
    public let spanDistance: Int
    /// Days the average spans: from the window's first day (or first reading) to its last reading (0
    /// when unavailable).
    public let spanDays: Int

    /// The average distance per day, for display; `nil` when unavailable.
    public var averagePerDay: Double? {
        guard spanDays > 0, basis != nil else { return nil }
        return Double(spanDistance) / Double(spanDays)
    }

    /// The odometer value expected on `day`: the last reading plus the average distance per day
    /// since, rounded down; the last reading's value on its day or before. `nil` when the status is
    /// not `.current`.
    ///
    /// One projection with ``projectedDay(reaching:)``, which is its inverse: the projected day of a
    /// value is the first day on which this reaches it. A maintenance state is computed from this
    /// value on the day asked, so a state and its projected date never disagree.
    public func projectedOdometer(on day: CalendarDay) -> Int? {
        guard status == .current, let lastReading, spanDays > 0 else { return nil }
        let elapsed = max(0, lastReading.date.days(to: day))
        return lastReading.value + spanDistance * elapsed / spanDays
    }

    /// The day the odometer is expected to reach `odometer`, or `nil` when the status is not
    /// `.current` or the vehicle is not moving. A value already reached gives the last reading's day.
    ///
    /// Integer arithmetic, rounding up: the first whole day on which ``projectedOdometer(on:)``
    /// reaches `odometer`.
    public func projectedDay(reaching odometer: Int) -> CalendarDay? {
        guard status == .current, let lastReading, spanDays > 0 else { return nil }
        let remaining = odometer - lastReading.value
        guard remaining > 0 else { return lastReading.date }
        guard spanDistance > 0 else { return nil }
        let days = (remaining * spanDays + spanDistance - 1) / spanDistance
        return lastReading.date.adding(days: days)
    }

    /// Creates a forecast value.
    public init(status: Status, basis: Basis?, lastReading: OdometerReading?, spanDistance: Int, spanDays: Int) {
        self.status = status
        self.basis = basis
        self.lastReading = lastReading
        self.spanDistance = spanDistance
        self.spanDays = spanDays
    }
}
