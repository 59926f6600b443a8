import WidgetContract

/// One odometer reading as stored, whatever recorded it.
public struct OdometerReadingRecord: Equatable, Sendable {
    /// The row id.
    public var id: Int64
    /// The vehicle's id.
    public var vehicleID: String
    /// The day of the reading.
    public var day: CalendarDay
    /// The value, in the vehicle's unit.
    public var value: Int
    /// Whether the user marked it as a correction (allowed to go below earlier readings).
    public var isCorrection: Bool
    /// A note.
    public var note: String?
    /// The expense that carried it, if any.
    public var expenseID: Int64?
    /// The service that carried it, if any.
    public var serviceID: Int64?

    /// Creates a record.
    public init(id: Int64 = 0, vehicleID: String, day: CalendarDay, value: Int, isCorrection: Bool = false,
                note: String? = nil, expenseID: Int64? = nil, serviceID: Int64? = nil) {
        self.id = id
        self.vehicleID = vehicleID
        self.day = day
        self.value = value
        self.isCorrection = isCorrection
        self.note = note
        self.expenseID = expenseID
        self.serviceID = serviceID
    }
}
