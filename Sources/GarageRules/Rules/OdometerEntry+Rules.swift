import WidgetContract

extension OdometerEntry {
    /// A reading logged on its own, checked against its neighbours (see `ReadingNeighbours.check`).
    ///
    /// Refused when the vehicle is read-only for the account or the reading does not fit.
    public static func new(
        ids: IdentifierSource, vehicle: Vehicle, value: Int, date: CalendarDay, isCorrection: Bool, note: String?,
        today: CalendarDay, neighbours: ReadingNeighbours
    ) throws(GarageError) -> OdometerEntry {
        try vehicle.requireWritable()
        try neighbours.check(value: value, date: date, isCorrection: isCorrection, today: today)
        return OdometerEntry(
            id: ids.next(), vehicleID: vehicle.id, date: date, value: value, isCorrection: isCorrection,
            note: try TextField.note.checked(note))
    }
}
