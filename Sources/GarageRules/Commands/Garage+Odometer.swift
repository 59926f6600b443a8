import WidgetContract

extension Garage {
    /// The largest odometer value accepted.
    public static let maximumOdometer = FieldRule.maximumOdometer

    /// Every reading of the vehicle — odometer entries, expenses and services that carry one — in
    /// reading order (see `OdometerReading`); the last one is the current odometer.
    public func readings(for vehicleID: GarageID) -> [OdometerReading] {
        var result: [OdometerReading] = []
        for entry in odometerEntries where entry.vehicleID == vehicleID {
            result.append(OdometerReading(
                vehicleID: vehicleID, date: entry.date, value: entry.value, isCorrection: entry.isCorrection,
                source: .entry, recordID: entry.id))
        }
        for expense in expenses where expense.vehicleID == vehicleID {
            guard let mark = expense.odometer else { continue }
            result.append(OdometerReading(
                vehicleID: vehicleID, date: expense.date, value: mark.value, isCorrection: mark.isCorrection,
                source: .expense, recordID: expense.id))
        }
        for service in services where service.vehicleID == vehicleID {
            guard let mark = service.odometer else { continue }
            result.append(OdometerReading(
                vehicleID: vehicleID, date: service.date, value: mark.value, isCorrection: mark.isCorrection,
                source: .service, recordID: service.id))
        }
        return result.sorted { $0.precedes($1) }
    }

    /// The latest reading of the vehicle, or `nil` when it has none.
    public func currentOdometer(for vehicleID: GarageID) -> OdometerReading? {
        ReadingProbe.latest.answer(in: readings(for: vehicleID))
    }

    /// Checks a reading a user wants to write against the vehicle's history, without changing
    /// anything (see `ReadingNeighbours.check`). Imported history is not checked this way (see
    /// `importHistory`).
    public func validateReading(
        vehicleID: GarageID, value: Int, date: CalendarDay, isCorrection: Bool, today: CalendarDay
    ) throws(GarageError) {
        try ReadingNeighbours(of: date, in: readings(for: vehicleID))
            .check(value: value, date: date, isCorrection: isCorrection, today: today)
    }

    /// Logs a reading on its own; returns the new entry.
    public mutating func logOdometer(
        vehicleID: GarageID, value: Int, date: CalendarDay, isCorrection: Bool = false, note: String? = nil,
        today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> OdometerEntry {
        let vehicle = try signedInVehicle(vehicleID)
        let entry = try OdometerEntry.new(
            ids: ids, vehicle: vehicle, value: value, date: date, isCorrection: isCorrection, note: note, today: today,
            neighbours: ReadingNeighbours(of: date, in: readings(for: vehicleID)))
        try claim([entry.id])
        odometerEntries.append(entry)
        return entry
    }

    /// The vehicle's distance forecast on `today` (see `DistanceForecast` for the rules).
    public func forecast(for vehicleID: GarageID, today: CalendarDay) -> DistanceForecast {
        DistanceForecast(readings: readings(for: vehicleID), today: today)
    }
}
