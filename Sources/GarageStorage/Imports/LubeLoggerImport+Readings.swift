import GarageRules
import WidgetContract

extension LubeLoggerImport {
    /// A reading the import adds: its row, day and value in the vehicle's unit (where it is, the
    /// row's decision says: one of these is kept for nearly every row of a file).
    struct NewReading {
        let position: Int
        let day: CalendarDay
        let value: Int
    }

    /// A reading the walk compares with: one it added, or the logbook's (`location` nil).
    private struct Earlier {
        let day: CalendarDay
        let value: Int
        let isCorrection: Bool
        let location: Location?

        /// Whether it comes after `other` in reading order (day, corrections last, value; ties
        /// have the same value, so what breaks them never changes a comparison).
        func follows(_ other: Earlier) -> Bool {
            if day != other.day { return day > other.day }
            if isCorrection != other.isCorrection { return isCorrection }
            return value > other.value
        }
    }

    /// Marks the added readings (`sorted`, put in reading order) that go backwards as corrections,
    /// and refuses those that would make a later reading of the logbook go backwards.
    ///
    /// LubeLogger takes any odometer value, so real exports hold readings lower than the one before
    /// them (the demo: services logged with a rounded odometer, odometer records dated a day early).
    /// Stored as plain readings they would make the odometer checks refuse honest readings typed
    /// later, so each is stored as a correction, which restarts the series the checks compare with,
    /// and listed. The walk goes in reading order, day by day: a reading is backwards when it is
    /// lower than the reading before it, the later of the logbook's last on or before its day
    /// (`logbook`, `nil` when the vehicle has no readings) and the added ones before it (its own
    /// day's plain readings, and the last of earlier days). A plain reading higher than the
    /// logbook's first after its day (unless that one is a correction) is refused with its line,
    /// as a typed one would be: the logbook's own readings keep their checks.
    func markBackwards(
        _ sorted: inout [NewReading], in plan: inout Plan, logbook: ((ReadingProbe) throws -> OdometerReading?)?
    ) throws {
        // Sorted in place: the plan's one list as long as the file is not copied.
        sorted.sort {
            if $0.day != $1.day { return $0.day < $1.day }
            if $0.value != $1.value { return $0.value < $1.value }
            return $0.position < $1.position
        }
        var lastOfEarlierDays: Earlier?
        var start = 0
        while start < sorted.count {
            let day = sorted[start].day
            var end = start
            while end < sorted.count && sorted[end].day == day { end += 1 }
            let logbookPrevious = try logbook?(.lastOnOrBefore(day)).map {
                Earlier(day: $0.date, value: $0.value, isCorrection: $0.isCorrection, location: nil)
            }
            let logbookNext = try logbook?(.firstAfter(day))
            var lastPlain: Earlier?
            var lastCorrection: Earlier?
            for reading in sorted[start..<end] {
                let location = plan.decisions[reading.position].location
                var previous = lastPlain ?? lastOfEarlierDays
                if let logbookPrevious, previous.map({ logbookPrevious.follows($0) }) ?? true { previous = logbookPrevious }
                if let previous, reading.value < previous.value {
                    plan.decisions[reading.position].isCorrection = true
                    plan.backwards.append(Plan.Backwards(
                        location: location, value: reading.value, previous: previous.value,
                        previousDay: previous.day, previousLocation: previous.location))
                    lastCorrection = Earlier(day: day, value: reading.value, isCorrection: true, location: location)
                    continue
                }
                if let next = logbookNext, !next.isCorrection, reading.value > next.value {
                    plan.refusals.append(ImportError(
                        file: location.file, line: location.line, column: 0,
                        problem: .lubeLoggerOdometerAboveLater(value: reading.value, day: day, later: next.value, laterDay: next.date)))
                }
                lastPlain = Earlier(day: day, value: reading.value, isCorrection: false, location: location)
            }
            // The day's last reading in reading order: its highest correction, else its highest plain one.
            lastOfEarlierDays = lastCorrection ?? lastPlain ?? lastOfEarlierDays
            start = end
        }
    }
}
