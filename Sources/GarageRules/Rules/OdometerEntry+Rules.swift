import WidgetContract

extension OdometerEntry {
    /// A reading logged on its own, checked against its neighbours (see `ReadingNeighbours.check`).
    ///
    /// Refused when the vehicle is read-only for the account or the reading does not fit.
    public static func new(
        ids: IdentifierSource, vehicle: Vehicle, value: Int, date: CalendarDay, isCorrection: Bool, note: String?,
        today: CalendarDay, neighbours: ReadingNeighbours
    ) throws(GarageError) -> OdometerEntry {
        let entry = OdometerEntry(
            id: GarageID(rawValue: "new")!, vehicleID: vehicle.id, date: date, value: value, isCorrection: isCorrection,
            note: note)
        // The id is drawn only once the checks pass, so a refused change draws none.
        let checked = try entry.checked(vehicle: vehicle, today: today, neighbours: neighbours)
        return OdometerEntry(
            id: ids.next(), vehicleID: checked.vehicleID, date: checked.date, value: checked.value,
            isCorrection: checked.isCorrection, note: checked.note)
    }

    /// The entry as it may be stored, added or edited alike: refused when the vehicle is read-only
    /// for the account or the reading does not fit `neighbours` (for an edit, its neighbours without
    /// itself); its fields pass their rules (`OdometerEntry.descriptor`).
    public func checked(vehicle: Vehicle, today: CalendarDay, neighbours: ReadingNeighbours) throws(GarageError) -> OdometerEntry {
        try vehicle.requireWritable()
        try neighbours.check(value: value, date: date, isCorrection: isCorrection, today: today)
        return try validatedFields(today: today)
    }
}
