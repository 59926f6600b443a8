import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Imports a LubeLogger export into one vehicle, created when missing, as often as the user likes:
/// only the rows no earlier import stored are added.
///
/// The `LubeLoggerImport.Plan` decides first, from one probe per row (and two per day of new
/// readings): which rows are new, which were imported before (by a fingerprint of what they say,
/// wherever they sit in the file), which readings go backwards (they become corrections), what is
/// refused. Then every new record passes `ImportCheck`, its id is claimed with its batch's (one
/// statement of primary-key probes per table, so a broken id source can never make two records
/// share an id), and it is inserted through the connection's compiled statements, all in the
/// change's one transaction (all or nothing), at a cost that follows the file, never the logbook. The change journals itself, so
/// that each row it stored can point at its entry: an undone import's rows are imported again, a
/// removed record's row is not (unless `restoreRemoved`).
///
/// A directory's rows are never held whole (`files`): the scan checks the files' structure and
/// currency, the plan walks the rows once in batches and keeps a decision per row, and the rows are
/// read again, batch by batch, to be checked, stored and remembered. These two walks read and check
/// on a thread of their own while this one decides and writes (`BatchPipeline`), a few batches apart
/// at most. Its memory is the plan's few words per row and those few batches, not the rows.
public struct ImportLubeLogger: LogbookChange {
    /// The parsed export; what it says besides its rows when `files` holds them.
    public var export: LubeLoggerExport
    /// The export's directory, when its rows are read from the files in batches as the import
    /// walks them (`init(directory:…)`): what the import holds of them is a batch, never the file.
    public var files: LubeLoggerDirectory?
    /// The vehicle to import into, by id or name; created with this name when none matches.
    public var vehicleName: String
    /// The unit the export's distances count in, as the user said it (LubeLogger does not write it).
    public var unit: DistanceUnit?
    /// The unit of the fill-ups' quantities, as the user said it, for the rows whose file does not
    /// say (LubeLogger's never does): `nil` reads them in the unit the distances go with by default.
    public var volumeUnit: VolumeUnit?
    /// Whether the export's reminders also become maintenance plan items.
    public var withReminders: Bool
    /// Whether rows whose records were removed since an earlier import are added again.
    public var restoreRemoved: Bool
    /// What the journal calls it (`import fuelly` when another app's file is imported through it).
    public var label: String

    /// An import of a parsed export whose distances count in `unit` (see `exportUnit(for:)`).
    public init(
        export: LubeLoggerExport, vehicleName: String, unit: DistanceUnit?, volumeUnit: VolumeUnit? = nil,
        withReminders: Bool, restoreRemoved: Bool = false, label: String = "import lubelogger"
    ) {
        self.export = export
        self.vehicleName = vehicleName
        self.unit = unit
        self.volumeUnit = volumeUnit
        self.withReminders = withReminders
        self.restoreRemoved = restoreRemoved
        self.label = label
    }

    /// An import of the export in `directory` (`gasrecords.csv`, `servicerecords.csv`, …), read and
    /// parsed before any transaction starts; costs are in the currency their sign names, checked
    /// against `currency`, or in `currency` when they carry no sign; quantities in `volumeUnit`, when
    /// given; numbers and dates as LubeLogger writes them in the US (`1,234.56`, `M/D/YYYY`) unless
    /// `decimalSeparator` or `dayOrder` say how the export's server wrote them.
    public init(
        directory path: String, currency: CurrencyCode?, vehicleName: String, unit: DistanceUnit?,
        volumeUnit: VolumeUnit? = nil, decimalSeparator: FuelAppDecimalSeparator? = nil, dayOrder: FuelAppDayOrder? = nil,
        withReminders: Bool, restoreRemoved: Bool = false
    ) throws {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        let files: LubeLoggerDirectory
        do {
            files = try LubeLoggerParser(currency: currency, decimalSeparator: decimalSeparator, dayOrder: dayOrder)
                .scan(directory: directory)
        } catch let error as ImportError where error.line == 0 && error.reason == "not a directory" {
            throw AppError.notADirectory(path)
        }
        self.init(
            export: files.header, vehicleName: vehicleName, unit: unit, volumeUnit: volumeUnit, withReminders: withReminders,
            restoreRemoved: restoreRemoved)
        self.files = files
    }

    // It writes its own journal entry, so that the rows it remembers can name it.
    public var isJournaled: Bool { false }

    /// The unit the export's distances count in: the one the user said; else miles (LubeLogger's
    /// default) for a new vehicle or one counting in miles. Refused for a vehicle counting in
    /// another unit: converting on a guess could be as wrong as not converting.
    public func exportUnit(for vehicle: Vehicle?) throws(ImportRefusal) -> DistanceUnit {
        if let unit { return unit }
        guard let vehicle, vehicle.distanceUnit != .miles else { return .miles }
        throw .unitNotSaid(vehicle: vehicle.name, unit: vehicle.distanceUnit)
    }

    public func apply(in context: ChangeContext) throws -> Outcome {
        try run(in: context, dryRun: false)
    }

    /// What ``apply(in:)`` would do, read in `context` and written nowhere: the same plan, checks
    /// and refusals, with ids that are never stored.
    public func preview(in context: ChangeContext) throws -> Outcome {
        try run(in: context, dryRun: true)
    }

    /// Throws the first of `refusals`, saying how many more there are; nothing when there are none.
    static func refuse(_ refusals: [ImportError]) throws(ImportError) {
        var tally = ImportRefusalTally()
        for refusal in refusals { tally.add(refusal) }
        try tally.refuse()
    }

    /// Each row an earlier import stored (its record still in the logbook) that this import reads
    /// another way: the same cells, another day, quantity, unit, amount or currency. Importing it
    /// would keep two meanings of one row (or, where the values' fingerprint still matches, keep the
    /// old one without a word), so the import is refused at the row, with both meanings.
    func meaningConflicts(
        vehicleID: GarageID, importer: LubeLoggerImport, plan: LubeLoggerImport.Plan, store: GarageStore
    ) throws -> ImportRefusalTally {
        var conflicts = ImportRefusalTally()
        try importer.forEachBatch { batch, before in
            let positions = importer.positions(of: batch, before: before)
            let meanings = importer.rowMeanings(of: batch)
            for (index, source) in importer.rowSources(of: batch).enumerated() {
                guard let source, let earlier = try store.importedRows.meaning(vehicleID: vehicleID, source: source),
                      earlier.print != LubeLoggerImport.meaningPrint(meanings[index])
                else { continue }
                let at = plan.decisions[positions[index]].location
                conflicts.add(ImportError(
                    file: at.file, line: at.line, column: 0,
                    problem: .rowReadDifferently(label: earlier.importLabel, earlier: earlier.text, now: meanings[index])))
            }
        }
        return conflicts
    }

    /// The import, or (`dryRun`) what it would do; `unstored` are the vehicles an earlier dry run of
    /// the same change (another vehicle of one file) would have added, which the plan's limit counts.
    func run(in context: ChangeContext, dryRun: Bool, unstored: [Vehicle] = []) throws -> Outcome {
        let store = context.store
        let existing = try? context.vehicle(matching: vehicleName)
        let exportUnit = try exportUnit(for: existing)
        let draft = LubeLoggerImport(export: export).vehicleDraft(name: vehicleName, unit: exportUnit)
        let vehicle = try existing ?? (dryRun
            ? AddVehicle.vehicle(for: draft, in: context, unstored: unstored) : AddVehicle(draft).apply(in: context))
        let importer = files.map {
            LubeLoggerImport(files: $0, exportUnit: exportUnit, vehicleUnit: vehicle.distanceUnit, volumeUnit: volumeUnit)
        } ?? LubeLoggerImport(export: export, exportUnit: exportUnit, vehicleUnit: vehicle.distanceUnit, volumeUnit: volumeUnit)
        var items = existing == nil ? [] : try store.plans.items(vehicleID: vehicle.id)
        let check = try ImportCheck(vehicle: vehicle, itemIDs: Set(items.map(\.id)), today: try context.today())
        let firstFill = existing == nil ? nil : try store.records.firstFillEnergy(of: vehicle)
        // A vehicle the import creates has no history to probe.
        let plan = try importer.plan(
            vehicleID: vehicle.id, history: existing == nil ? nil : store, restoreRemoved: restoreRemoved)
        // Before the plan's own refusals: a row read another way than before explains them (a day read
        // month first can put a reading out of order), and is the one thing to fix.
        if existing != nil {
            try meaningConflicts(vehicleID: vehicle.id, importer: importer, plan: plan, store: store).refuse()
        }
        try Self.refuse(plan.refusals)
        // A dry run's ids are never stored, so they need not be the app's.
        let ids = dryRun ? IdentifierSource.sequential(prefix: "dry-run") : context.ids
        // The journal entry first, so that each row remembered as its record is stored can name it; its
        // changes are written once all are known. A change applied outside a session records nothing,
        // and its rows name no entry (0); an import that adds no row journals at the end, as it may
        // have changed nothing at all.
        let sequence = !dryRun && plan.added.total > 0 && store.isRecording
            ? try store.journal.append(label: label, changes: [], at: context.now) : nil
        // What was journaled before the rows (the vehicle the import added): the rows' records follow
        // it, as one item, then what comes after (the plan items of its reminders).
        let journaledBefore = sequence == nil ? [] : store.takeRecordedChanges()
        var storedRecords = 0
        // The remembered rows of removed records that this import brings back, as they were.
        var replacedRows: [ImportedRow] = []
        var refusals = ImportRefusalTally()
        // Rows are read, checked and made ready on a thread of their own while the batch before is
        // written here (`BatchPipeline`): the store and its connection stay on this thread.
        func storeBatches() throws {
            (refusals, storedRecords) = try BatchPipeline.run { hand in
                try Self.checkBatches(
                    importer: importer, plan: plan, check: check, vehicle: vehicle, firstFill: firstFill, ids: ids,
                    dryRun: dryRun, sequence: sequence, hand)
            } consume: { batch in
                // The first repeated or taken id, in row order, is refused first, as when each row
                // claimed its id as it came; then what stopped the walk.
                try context.claim(batch.ids)
                if let failure = batch.failure { throw failure }
                // Journaled as the rows remembered under the entry, not one by one (`JournalItem`).
                if !batch.records.isEmpty { try store.withoutRecording { try store.records.insert(rows: batch.records) } }
                guard !batch.remembered.isEmpty else { return }
                // The batch's outbox rows now, so that the queue never holds the file's.
                try store.flushQueuedChanges()
                if !plan.restored.isEmpty {
                    replacedRows += try store.importedRows.removedRows(replacedBy: batch.remembered, vehicleID: vehicle.id)
                }
                try store.importedRows.remember(batch.remembered, vehicleID: vehicle.id)
            }
        }
        // The months' spend totals once each when the rows are in, not once per row: a fifth of the
        // rows' own insert (logbook step 21). A dry run inserts nothing and writes nothing.
        if dryRun { try storeBatches() } else { try store.deferringSpendMonths(storeBatches) }
        try refusals.refuse()
        var reminders: [Outcome.Reminder] = []
        for (reminder, itemDraft) in zip(export.reminders, importer.maintenanceDrafts(vehicleID: vehicle.id)) {
            var outcome = Outcome.Reminder(reminder: reminder, draft: itemDraft, status: .notAdded)
            if withReminders {
                if items.contains(where: { NameKey.same($0.name, itemDraft.name) }) {
                    outcome.status = .alreadyPlanned
                } else {
                    let item = try MaintenanceItem.new(
                        ids: ids, draft: itemDraft, vehicle: vehicle, siblings: items,
                        currentOdometer: try store.readings.reading(.latest, vehicleID: vehicle.id)?.value,
                        today: try context.today())
                    if !dryRun {
                        try context.claim([item.id])
                        try store.plans.insert(item)
                    }
                    items.append(item)
                    outcome.status = .added
                }
            }
            reminders.append(outcome)
        }
        if !dryRun {
            if let sequence {
                try store.journal.replaceChanges(
                    sequence: sequence,
                    with: journaledBefore.map(JournalItem.change)
                        // Before the records: an undo reverts the items last to first, so it removes the
                        // records (found by this entry's rows) before it writes the replaced rows back.
                        + (replacedRows.isEmpty ? [] : [.change(.updated(.importedRows(vehicleID: vehicle.id, replacedRows)))])
                        + [.importedRecords(vehicle: vehicle.id, count: storedRecords)]
                        + store.takeRecordedChanges().map(JournalItem.change))
            } else {
                let changes = store.takeRecordedChanges()
                if !changes.isEmpty { _ = try store.journal.append(label: label, changes: changes, at: context.now) }
            }
        }
        return Outcome(
            vehicle: vehicle, createsVehicle: existing == nil, plan: plan, exportUnit: exportUnit, unitWasSaid: unit != nil,
            currency: export.currency, currencySign: export.currencySign,
            convertedReminderDistances: importer.convertedReminderDistances, reminders: reminders, isDryRun: dryRun)
    }
}
