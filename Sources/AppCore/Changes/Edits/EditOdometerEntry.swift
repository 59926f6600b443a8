import GarageRules
import GarageStorage
import WidgetContract

/// Edits a reading logged on its own: each given field replaces the stored one, and the result is
/// checked as a new reading is, against its neighbours without itself (when its value, day or
/// correction mark changes: a new note alone does not move it).
public struct EditOdometerEntry: LogbookChange {
    /// The entry's id.
    public var id: String
    /// A new value.
    public var value: Int?
    /// A new day.
    public var date: CalendarDay?
    /// Whether it is a correction, when that changes.
    public var isCorrection: Bool?
    /// A new note (empty clears it).
    public var note: String?

    /// An edit.
    public init(id: String, value: Int? = nil, date: CalendarDay? = nil, isCorrection: Bool? = nil, note: String? = nil) {
        self.id = id
        self.value = value
        self.date = date
        self.isCorrection = isCorrection
        self.note = note
    }

    public var label: String { "odometer edit" }

    public func apply(in context: ChangeContext) throws -> OdometerEntry {
        let (stored, vehicle) = try context.record(.odometerEntry, id: id, context.store.records.odometerEntry, vehicleOf: \.vehicleID)
        var entry = stored
        entry.value = value ?? entry.value
        entry.date = date ?? entry.date
        entry.isCorrection = isCorrection ?? entry.isCorrection
        entry.note = note ?? entry.note
        // The reading is checked against its neighbours when it moves; a note alone leaves it where
        // it was accepted (an imported backwards reading, say), so that it can still be annotated.
        let moved = entry.value != stored.value || entry.date != stored.date || entry.isCorrection != stored.isCorrection
        let neighbours = moved
            ? try context.store.readings.neighbours(
                vehicleID: vehicle.id, around: entry.date, excluding: ReadingSourceID(source: .entry, id: entry.id))
            : ReadingNeighbours(previous: nil, next: nil)
        let checked = try entry.checked(vehicle: vehicle, today: try context.today(), neighbours: neighbours)
        try context.store.records.update(checked)
        return checked
    }
}
