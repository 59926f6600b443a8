import WidgetContract

/// One odometer reading a rule asks for, by a name that a store can answer with one indexed query.
///
/// The rules never scan a vehicle's history: they say which readings they need (the neighbours of a new
/// reading, the last one before today, the start of the current series, …) and are handed exactly
/// those. ``answer(in:)`` is the definition of each probe over a whole history in reading order (see
/// `OdometerReading.precedes`); a store must give the same reading, and the store's tests compare the
/// two on random histories.
public enum ReadingProbe: Hashable, Sendable {
    /// The last reading of all: the vehicle's current odometer (it may be dated after today, which
    /// only an import can bring).
    case latest
    /// The last reading dated on or before the day.
    case lastOnOrBefore(CalendarDay)
    /// The first reading dated after the day.
    case firstAfter(CalendarDay)
    /// The first reading dated on or after the day.
    case firstOnOrAfter(CalendarDay)
    /// The first reading of the series current on the day: the latest correction dated on or before
    /// it (a correction restarts the series), else the first reading dated on or before it.
    case seriesStart(onOrBefore: CalendarDay)

    /// The reading this probe names in `readings`, which are one vehicle's readings in reading order.
    public func answer(in readings: [OdometerReading]) -> OdometerReading? {
        switch self {
        case .latest:
            readings.last
        case .lastOnOrBefore(let day):
            readings.last { $0.date <= day }
        case .firstAfter(let day):
            readings.first { $0.date > day }
        case .firstOnOrAfter(let day):
            readings.first { $0.date >= day }
        case .seriesStart(let day):
            readings.last { $0.date <= day && $0.isCorrection } ?? readings.first.flatMap { $0.date <= day ? $0 : nil }
        }
    }
}
