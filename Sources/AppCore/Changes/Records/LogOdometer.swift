import GarageRules
import WidgetContract

/// Logs an odometer reading on its own, checked against its two neighbouring readings only.
public struct LogOdometer: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The odometer, in the vehicle's unit.
    public var value: Int
    /// The day of the reading; today when `nil`.
    public var date: CalendarDay?
    /// Whether it corrects earlier readings (then it may be lower).
    public var isCorrection: Bool
    /// A note.
    public var note: String?

    /// A reading.
    public init(vehicle: String, value: Int, date: CalendarDay? = nil, isCorrection: Bool = false, note: String? = nil) {
        self.vehicle = vehicle
        self.value = value
        self.date = date
        self.isCorrection = isCorrection
        self.note = note
    }

    public var label: String { "odometer log" }

    public func apply(in context: ChangeContext) throws -> OdometerEntry {
        let found = try context.vehicle(matching: vehicle)
        let day = try date ?? context.today()
        let entry = try OdometerEntry.new(
            ids: context.ids, vehicle: found, value: value, date: day, isCorrection: isCorrection, note: note,
            today: try context.today(), neighbours: try context.store.readings.neighbours(vehicleID: found.id, around: day))
        try context.claim([entry.id])
        try context.store.records.insert(entry)
        return entry
    }
}
