import WidgetContract

extension Garage {
    /// The largest odometer value accepted.
    public static let maximumOdometer = 99_999_999

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
        readings(for: vehicleID).last
    }

    /// Checks a reading a user wants to write, without changing anything.
    ///
    /// Refused: a negative or absurd value; a date after `today`; unless `isCorrection`, a value lower
    /// than the latest reading dated on or before `date` (a correction restarts the series), or higher
    /// than the earliest reading dated after it unless that one is a correction. Imported history is not
    /// checked this way (see `importHistory`).
    public func validateReading(
        vehicleID: GarageID, value: Int, date: CalendarDay, isCorrection: Bool, today: CalendarDay
    ) throws(GarageError) {
        guard (0...Self.maximumOdometer).contains(value) else {
            throw .invalidNumber(field: "odometer", value: String(value))
        }
        guard date <= today else { throw .futureDate(date, today: today) }
        guard !isCorrection else { return }
        let history = readings(for: vehicleID)
        let earlier = history.prefix { $0.date <= date }
        // A correction restarts the series: only readings from the latest one on count as earlier.
        let series = earlier[(earlier.lastIndex(where: \.isCorrection) ?? earlier.startIndex)...]
        if let previous = series.last, value < previous.value {
            throw .odometerDecreasing(value: value, previous: previous.value, previousDate: previous.date)
        }
        // A later correction is expected to be lower than what came before it.
        if let later = history.first(where: { $0.date > date }), !later.isCorrection, value > later.value {
            throw .odometerAboveLater(value: value, later: later.value, laterDate: later.date)
        }
    }

    /// Logs a reading on its own; returns the new entry.
    public mutating func logOdometer(
        vehicleID: GarageID, value: Int, date: CalendarDay, isCorrection: Bool = false, note: String? = nil,
        today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> OdometerEntry {
        _ = try writableVehicle(vehicleID)
        try validateReading(vehicleID: vehicleID, value: value, date: date, isCorrection: isCorrection, today: today)
        let entry = OdometerEntry(
            id: try newID(ids), vehicleID: vehicleID, date: date, value: value, isCorrection: isCorrection,
            note: Self.cleaned(note))
        odometerEntries.append(entry)
        return entry
    }

    /// The vehicle's distance forecast on `today` (see `DistanceForecast` for the rules).
    public func forecast(for vehicleID: GarageID, today: CalendarDay) -> DistanceForecast {
        DistanceForecast(readings: readings(for: vehicleID), today: today)
    }
}
