import WidgetContract

/// A reading the user logged on its own (not as part of an expense or a service).
public struct OdometerEntry: Hashable, Codable, Sendable, Identifiable {
    /// The entry's id.
    public let id: GarageID
    /// The vehicle read.
    public let vehicleID: GarageID
    /// The local calendar day of the reading.
    public var date: CalendarDay
    /// The odometer value in the vehicle's distance unit.
    public var value: Int
    /// Whether the user marked it a correction of earlier readings.
    public var isCorrection: Bool
    /// An optional note.
    public var note: String?

    /// Creates an entry value (no validation; `OdometerEntry.new` checks user input).
    public init(
        id: GarageID, vehicleID: GarageID, date: CalendarDay, value: Int,
        isCorrection: Bool = false, note: String? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.date = date
        self.value = value
        self.isCorrection = isCorrection
        self.note = note
    }
}
