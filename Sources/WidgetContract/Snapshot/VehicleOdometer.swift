/// What the vehicle widget can say about a vehicle's odometer.
///
/// Three different answers that an optional number would blur: a vehicle with no reading says
/// so ("No reading yet"); a locked snapshot hides the odometer behind the privacy placeholder;
/// a reading carries its day, so the widget can say how old it is and when it turns stale.
public enum VehicleOdometer: Hashable, Sendable {
    /// The latest reading, with its day.
    case recorded(RecordedOdometer)
    /// No reading was ever logged for the vehicle.
    case noReading
    /// The app lock is on: the odometer (and whether and when it was read) is left out.
    case hidden

    static let recordedStatus = "recorded"
    static let noReadingStatus = "noReading"
    static let hiddenStatus = "hidden"

    /// The `odometerStatus` field's value: `recorded`, `noReading` or `hidden`.
    public var status: String {
        switch self {
        case .recorded: Self.recordedStatus
        case .noReading: Self.noReadingStatus
        case .hidden: Self.hiddenStatus
        }
    }

    /// The reading, when there is one to show.
    public var recorded: RecordedOdometer? {
        if case .recorded(let reading) = self { return reading }
        return nil
    }
}

/// A vehicle's latest odometer reading, formatted by the app, with the day it was taken.
public struct RecordedOdometer: Hashable, Sendable {
    /// The value in the vehicle's unit.
    public var value: Int
    /// The value with grouping and unit, such as "84 210 km".
    public var label: String
    /// The local calendar day of the reading.
    public var readingDate: CalendarDay
    /// What the widget shows under a current reading, such as "Read 20 Nov 2026".
    public var readingLabel: String
    /// The first day the reading is stale (``ReadingFreshness``); after `readingDate`.
    public var staleFrom: CalendarDay
    /// What the widget shows under a stale reading, such as "Not read since 20 Nov 2026".
    public var staleLabel: String

    /// Creates a reading.
    public init(
        value: Int, label: String, readingDate: CalendarDay, readingLabel: String, staleFrom: CalendarDay,
        staleLabel: String
    ) {
        self.value = value
        self.label = label
        self.readingDate = readingDate
        self.readingLabel = readingLabel
        self.staleFrom = staleFrom
        self.staleLabel = staleLabel
    }

    /// Whether the reading is stale on `day`.
    public func isStale(on day: CalendarDay) -> Bool {
        ReadingFreshness.isStale(on: day, staleFrom: staleFrom)
    }
}
