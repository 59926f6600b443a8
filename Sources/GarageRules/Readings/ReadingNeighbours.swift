import WidgetContract

/// The two readings a new reading is checked against: the last one dated on or before its day and the
/// first one dated after it.
///
/// Rules: a value may not be lower than `previous` unless it is a correction (a correction restarts
/// the series, so only the latest reading up to its day counts), nor higher than `next` unless that one
/// is a correction (a later correction is expected to be lower than what came before it).
public struct ReadingNeighbours: Hashable, Sendable {
    /// `ReadingProbe.lastOnOrBefore(day)`.
    public var previous: OdometerReading?
    /// `ReadingProbe.firstAfter(day)`.
    public var next: OdometerReading?

    /// Creates the neighbours a store fetched.
    public init(previous: OdometerReading?, next: OdometerReading?) {
        self.previous = previous
        self.next = next
    }

    /// The neighbours of `day` in a whole history in reading order.
    public init(of day: CalendarDay, in readings: [OdometerReading]) {
        let probes = Self.probes(around: day)
        self.init(previous: probes.previous.answer(in: readings), next: probes.next.answer(in: readings))
    }

    /// The probes that fetch the neighbours of a reading dated `day`.
    public static func probes(around day: CalendarDay) -> (previous: ReadingProbe, next: ReadingProbe) {
        (.lastOnOrBefore(day), .firstAfter(day))
    }

    /// Checks a reading a user wants to write, without changing anything.
    ///
    /// Refused: a negative or absurd value; a date after `today`; unless `isCorrection`, a value lower
    /// than `previous` or higher than a `next` that is not a correction.
    public func check(value: Int, date: CalendarDay, isCorrection: Bool, today: CalendarDay) throws(GarageError) {
        guard (0...Garage.maximumOdometer).contains(value) else {
            throw .invalidNumber(field: "odometer", value: String(value))
        }
        guard date <= today else { throw .futureDate(date, today: today) }
        switch contradiction(value: value, isCorrection: isCorrection) {
        case nil: return
        case (let previous, .belowEarlier)?:
            throw .odometerDecreasing(value: value, previous: previous.value, previousDate: previous.date)
        case (let next, .aboveLater)?:
            throw .odometerAboveLater(value: value, later: next.value, laterDate: next.date)
        }
    }

    /// The conflict of a stored `reading` with these neighbours (fetched leaving it out), or `nil`
    /// when they agree: the same comparison ``check(value:date:isCorrection:today:)`` refuses by.
    public func conflict(with reading: OdometerReading) -> ReadingConflict? {
        contradiction(value: reading.value, isCorrection: reading.isCorrection).map {
            ReadingConflict(reading: reading, contradicted: $0.neighbour, kind: $0.kind)
        }
    }

    /// The neighbour a value contradicts, and which way: a correction contradicts nothing; otherwise
    /// a value lower than `previous`, or higher than a `next` that is not a correction.
    private func contradiction(value: Int, isCorrection: Bool) -> (neighbour: OdometerReading, kind: ReadingConflict.Kind)? {
        guard !isCorrection else { return nil }
        if let previous, value < previous.value { return (previous, .belowEarlier) }
        if let next, !next.isCorrection, value > next.value { return (next, .aboveLater) }
        return nil
    }
}
