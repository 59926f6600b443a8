import WidgetContract

/// One odometer value from any record that carries one: an odometer entry, an expense or a service.
///
/// Readings are ordered by date; on the same date a correction comes after plain readings, then the
/// higher value comes later, then the record id decides (so the order never depends on load order).
/// The current odometer is the last reading in this order.
public struct OdometerReading: Hashable, Codable, Sendable {
    /// Which kind of record a reading came from.
    public enum Source: String, Hashable, Codable, Sendable {
        /// An `OdometerEntry`.
        case entry
        /// An `Expense`.
        case expense
        /// A `ServiceRecord`.
        case service
    }

    /// The vehicle read.
    public let vehicleID: GarageID
    /// The local calendar day of the reading.
    public let date: CalendarDay
    /// The value in the vehicle's distance unit.
    public let value: Int
    /// Whether the user marked it a correction.
    public let isCorrection: Bool
    /// The kind of record it came from.
    public let source: Source
    /// The id of the record it came from.
    public let recordID: GarageID

    /// Creates a reading.
    public init(
        vehicleID: GarageID, date: CalendarDay, value: Int, isCorrection: Bool, source: Source, recordID: GarageID
    ) {
        self.vehicleID = vehicleID
        self.date = date
        self.value = value
        self.isCorrection = isCorrection
        self.source = source
        self.recordID = recordID
    }

    /// Whether `self` comes before `other` in reading order (see the type's documentation).
    public func precedes(_ other: OdometerReading) -> Bool {
        if date != other.date { return date < other.date }
        if isCorrection != other.isCorrection { return !isCorrection }
        if value != other.value { return value < other.value }
        return (source.rawValue, recordID) < (other.source.rawValue, other.recordID)
    }
}
