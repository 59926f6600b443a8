import GarageRules
import GarageStorage

/// Reverts the last `count` changes of the signed-in account that are not undone yet, newest
/// first, as one change forward: every record they inserted is deleted, every record they deleted or
/// overwrote is written back as it was — but for what another device changed since (after a sync),
/// which is left as it is and named in the outcome. The undo is journaled itself (and can be seen in `history`);
/// the entries it reverted are marked.
///
/// Every reading written back is checked against its neighbours as a new one would be: an undo that
/// would leave a reading out of order says which and changes nothing.
public struct Undo: LogbookChange {
    /// How many changes to revert.
    public var count: Int

    /// An undo of the last `count` changes.
    public init(count: Int = 1) {
        self.count = count
    }

    public var label: String { "undo" }
    // It writes its own journal entry, marked as an undo.
    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws -> UndoOutcome {
        _ = try context.signedInAccount()
        let store = context.store
        // An import's records stay one item: they are removed a batch at a time, never read whole.
        let entries = try store.journal.entries(limit: count, revertibleOnly: true, namingImportedRecords: false)
        guard !entries.isEmpty else { throw UndoError.nothingToUndo }
        guard entries.count == count else { throw UndoError.notThatMany(asked: count, available: entries.count) }
        try checkRoles(of: entries, in: store)
        var left: [LeftAsIs] = []
        var journal: [JournalItem] = []
        for entry in entries {
            do {
                let reverted = try store.journal.revert(entry)
                left += reverted.left
                journal += reverted.journal
            } catch is ImportedRecordsGone {
                throw UndoError.cannotRestore(record: "'\(entry.label)'", reason: .addedRecordGone)
            } catch let error as DatabaseError {
                throw UndoError.cannotRestore(record: "'\(entry.label)'", reason: .logbookRefused(error.message))
            }
        }
        try checkReadings(writtenBackBy: entries, in: context)
        try checkPlan(writtenBackBy: entries, in: context)
        let sequence = try store.journal.append(
            label: "undo " + entries.map(\.label).joined(separator: ", "),
            items: journal + store.takeRecordedChanges().map(JournalItem.change), at: context.now, isUndo: true)
        try store.journal.markUndone(entries.map(\.sequence), by: sequence)
        return UndoOutcome(entries: entries, leftAsChanged: left)
    }

    /// Checks every reading the undo wrote back (a deleted or overwritten record that carries one)
    /// against its neighbours now, leaving the record itself out.
    ///
    /// A neighbour the undo also wrote back stood beside the reading before the undone change, and
    /// the two were accepted together then (or came in together, from an import): only readings the
    /// undo did not touch, and today's date, can refuse it. So a vehicle removed and brought back
    /// whole is never refused for a pair of its own readings.
    private func checkReadings(writtenBackBy entries: [JournalEntry], in context: ChangeContext) throws {
        let today = try context.today()
        let readings = entries.flatMap(\.changes).compactMap { change -> (UndoneRecord.Kind, StoredRecord, OdometerReading)? in
            switch change {
            case .inserted: nil
            case .deleted(let record), .updated(let record):
                Self.reading(of: record).flatMap { reading in Self.kind(of: record).map { ($0, record, reading) } }
            }
        }
        let writtenBack = Set(readings.map { ReadingSourceID(source: $0.2.source, id: $0.2.recordID) })
        let untouched = { (neighbour: OdometerReading?) in
            neighbour.flatMap { writtenBack.contains(ReadingSourceID(source: $0.source, id: $0.recordID)) ? nil : $0 }
        }
        for (kind, record, reading) in readings {
            var neighbours = try context.store.readings.neighbours(
                vehicleID: reading.vehicleID, around: reading.date,
                excluding: ReadingSourceID(source: reading.source, id: reading.recordID))
            neighbours.previous = untouched(neighbours.previous)
            neighbours.next = untouched(neighbours.next)
            do {
                try neighbours.check(value: reading.value, date: reading.date, isCorrection: reading.isCorrection, today: today)
            } catch {
                // The reading in its vehicle's unit, as the person logged it (the vehicle is here: it
                // was written back first if the undo brought it back too).
                let unit = try context.store.vehicles.find(id: reading.vehicleID)?.distanceUnit ?? .kilometres
                throw UndoError.wouldBreakRule(
                    record: .reading(kind, id: record.key.id, value: reading.value, unit: unit, date: reading.date), reason: error)
            }
        }
    }

    /// Checks that the vehicles the undo wrote back still fit the account's plan: the plan may have
    /// changed since (a plan change is not journaled, so it is not undone).
    private func checkPlan(writtenBackBy entries: [JournalEntry], in context: ChangeContext) throws {
        let restored = entries.flatMap(\.changes).compactMap { change -> Vehicle? in
            guard case .deleted(.vehicle(let vehicle, _)) = change, vehicle.role == .owner else { return nil }
            return vehicle
        }
        guard let last = restored.last else { return }
        let account = try context.signedInAccount()
        guard let limit = account.plan.vehicleLimit else { return }
        let owned = try context.store.vehicles.all().filter { $0.role == .owner }.count
        if owned > limit {
            throw UndoError.wouldBreakRule(
                record: .vehicle(name: last.name),
                reason: .planLimitReached(plan: account.plan, limit: limit, vehicleName: last.name))
        }
    }

    /// How a person names a stored record that can carry a reading (`nil` for the kinds that cannot).
    static func kind(of record: StoredRecord) -> UndoneRecord.Kind? {
        switch record {
        case .odometerEntry: .odometerReading
        case .expense(let expense): expense.fuelQuantity == nil ? .expense : .fillUp
        case .service: .service
        case .vehicle, .maintenanceItem, .deadline, .preference, .importedRows: nil
        }
    }

    /// The reading a stored record carries, if any.
    static func reading(of record: StoredRecord) -> OdometerReading? {
        switch record {
        case .odometerEntry(let entry):
            OdometerReading(
                vehicleID: entry.vehicleID, date: entry.date, value: entry.value, isCorrection: entry.isCorrection,
                source: .entry, recordID: entry.id)
        case .expense(let expense):
            expense.odometer.map {
                OdometerReading(
                    vehicleID: expense.vehicleID, date: expense.date, value: $0.value, isCorrection: $0.isCorrection,
                    source: .expense, recordID: expense.id)
            }
        case .service(let service):
            service.odometer.map {
                OdometerReading(
                    vehicleID: service.vehicleID, date: service.date, value: $0.value, isCorrection: $0.isCorrection,
                    source: .service, recordID: service.id)
            }
        case .vehicle, .maintenanceItem, .deadline, .preference, .importedRows:
            nil
        }
    }
}
