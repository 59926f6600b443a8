import GarageRules
import WidgetContract

extension LubeLoggerImport {
    /// What importing the export into one vehicle does, row by row, decided before anything is
    /// written (so that a dry run and the import itself say the same): which rows are new, which an
    /// earlier import already stored, which readings go backwards, what is refused.
    public struct Plan: Sendable {
        /// What the import does with a row.
        public enum Status: Sendable {
            /// No import stored it: it is added.
            case new
            /// An earlier import stored it, and its record is in the logbook: it is left alone.
            case imported
            /// An earlier import stored it and its record was removed since: it stays out.
            case removed
            /// An earlier import stored it and its record was removed since; it is added again
            /// (`restoreRemoved`).
            case restored
            /// The import that stored it was undone: it is added again.
            case undone
        }

        /// The decision about one row.
        public struct Decision: Sendable {
            /// What is done with it.
            public var status: Status
            /// Its fingerprint.
            public var fingerprint: Int64
            /// Which of the file's identical rows it is, from 1.
            public var occurrence: Int
            /// Whether its reading goes backwards and is stored as a correction.
            public var isCorrection = false
            /// Where it is: what a refusal of the record it becomes names.
            public var location: Location
            /// The column of its day's cell, from 1 (0 when not known).
            public var dayColumn: Int

            /// Whether it becomes a record.
            public var adds: Bool {
                switch status {
                case .new, .restored, .undone: true
                case .imported, .removed: false
                }
            }
        }

        /// A reading lower than the one before it, stored as a correction.
        public struct Backwards: Sendable, CustomStringConvertible {
            /// Where it is.
            public let location: Location
            /// Its value, in the vehicle's unit.
            public let value: Int
            /// The value of the reading before it.
            public let previous: Int
            /// The day of the reading before it.
            public let previousDay: CalendarDay
            /// Where the reading before it is in the export, or `nil` when it is in the logbook.
            public let previousLocation: Location?

            /// `servicerecords.csv:19: odometer 204,660 is lower than 205,056 on 2020-05-30 (gasrecords.csv:3)`:
            /// days in ISO 8601, whatever the file wrote, as every message of the logbook writes them.
            public var description: String {
                let source = previousLocation.map { "(\($0))" } ?? "(in the logbook)"
                return "\(location): odometer \(EnglishDigits.grouped(value)) is lower than \(EnglishDigits.grouped(previous)) "
                    + "on \(previousDay) \(source)"
            }
        }

        /// One decision per row, in record order.
        public var decisions: [Decision] = []
        /// The rows added, by kind.
        public var added = Counts.zero
        /// The rows an earlier import stored whose records are in the logbook.
        public var alreadyImported = 0
        /// The rows an earlier import stored whose records were removed since, left out.
        public var removed: [Location] = []
        /// The rows an earlier import stored whose records were removed since, added again.
        public var restored: [Location] = []
        /// The rows an undone import stored, added again.
        public var undone = 0
        /// The added readings that go backwards, in reading order.
        public var backwards: [Backwards] = []
        /// The added rows refused, each with its line: the import cannot go ahead with any.
        public var refusals: [ImportError] = []
        /// The added rows whose note lost forbidden characters.
        public var cleanedNotes: [Location] = []
        /// The added rows whose note was cut to the note's length.
        public var shortenedNotes: [Location] = []
        /// The added odometer values converted to the vehicle's unit.
        public var convertedOdometers = 0
    }

    /// The plan for importing into `vehicleID`, whose logbook is `history` (`nil` for a vehicle the
    /// import creates, which has none).
    ///
    /// One probe of the remembered rows' key per row when the vehicle has imported rows (identical
    /// rows of the file are counted, so the second of two is its own row), a second for a fill-up its own print does
    /// not find (the other reader's print: see `otherFingerprint(of:)`), and two reading probes per day of the new
    /// readings when it has readings: a cost that follows the file, never the logbook. With
    /// `restoreRemoved`, rows whose records were removed since an earlier import come back.
    public func plan(vehicleID: GarageID, history: GarageStore?, restoreRemoved: Bool = false) throws -> Plan {
        var plan = Plan()
        let probesRows = try history?.importedRows.exist(vehicleID: vehicleID) ?? false
        var occurrences: [Int64: Int] = [:]
        // The other reader's prints are counted apart, in the same record order, so that the n-th of
        // identical fill-ups finds the n-th that reader stored.
        var otherOccurrences: [Int64: Int] = [:]
        var readings: [NewReading] = []
        plan.decisions.reserveCapacity(counts.total)
        // Every row but a tax has an odometer, nearly always: reserved once rather than doubled.
        readings.reserveCapacity(counts.total - counts.tax)
        // What the plan decides of each row, in record order.
        func decide(_ row: Row) throws {
            let occurrence = occurrences[row.fingerprint, default: 0] + 1
            occurrences[row.fingerprint] = occurrence
            var other: (fingerprint: Int64, occurrence: Int)?
            // Counted only where they are looked for: a first import holds no table of them.
            if probesRows, let print = row.otherFingerprint {
                let count = otherOccurrences[print, default: 0] + 1
                otherOccurrences[print] = count
                other = (print, count)
            }
            var state: GarageStore.ImportedRowState?
            if probesRows, let history {
                state = try history.importedRows.state(vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: occurrence)
                if state == nil, let other {
                    state = try history.importedRows.state(
                        vehicleID: vehicleID, fingerprint: other.fingerprint, occurrence: other.occurrence)
                }
            }
            var status = Plan.Status.new
            if let state {
                switch state {
                case .present: status = .imported
                case .undone: status = .undone
                case .removed: status = restoreRemoved ? .restored : .removed
                }
            }
            plan.decisions.append(Plan.Decision(
                status: status, fingerprint: row.fingerprint, occurrence: occurrence, location: row.location,
                dayColumn: row.dayColumn))
            switch status {
            case .imported:
                plan.alreadyImported += 1
                return
            case .removed:
                plan.removed.append(row.location)
                return
            case .restored: plan.restored.append(row.location)
            case .undone: plan.undone += 1
            case .new: break
            }
            plan.added.add(row.kind)
            let note = Self.cleanNote(row.text)
            if note.cleaned { plan.cleanedNotes.append(row.location) }
            if note.shortened { plan.shortenedNotes.append(row.location) }
            if let odometer = row.odometer {
                let value = distance(odometer)
                if converts { plan.convertedOdometers += 1 }
                if !(0...Garage.maximumOdometer).contains(value) {
                    plan.refusals.append(ImportError(
                        file: row.file, line: row.line, column: 0,
                        problem: .lubeLoggerOdometerOutOfRange(
                            odometer: odometer, exportUnit: exportUnit, value: value, vehicleUnit: vehicleUnit,
                            maximum: Garage.maximumOdometer)))
                }
                readings.append(NewReading(position: row.position, day: row.day, value: value))
            }
        }
        // The other reader's prints and the rows' sources are read only where they are looked for.
        // The rows are read and printed on a thread of their own while the batch before is decided
        // here, where the store is (`BatchPipeline`).
        let importer = self
        try BatchPipeline.run { hand in
            try importer.forEachBatchOfRows(otherPrints: probesRows, hand)
        } consume: { rows in
            for row in rows { try decide(row) }
        }
        let hasReadings = try history.map { try $0.readings.reading(.latest, vehicleID: vehicleID) != nil } ?? false
        try markBackwards(&readings, in: &plan, logbook: hasReadings ? history.map { store in
            { probe in try store.readings.reading(probe, vehicleID: vehicleID) }
        } : nil)
        return plan
    }
}

