import GarageRules
import GarageStorage

extension ImportLubeLogger {
    /// Walks the export's rows batch by batch, as `plan` decided them: builds each added record with
    /// an id from `ids`, checks it (`ImportCheck`, and a fill's energy against the vehicle's), and hands
    /// each batch, ready to store, to `hand`. Returns the refusals found, every record counted, and how
    /// many records the batches hold.
    ///
    /// It reads files and computes, and never touches the store, so that it can run on a thread of its
    /// own while the batches before are written (`BatchPipeline`). After the first refusal a batch
    /// holds no record to keep, but every row is still checked, so that the message can count them
    /// all; a dry run's batches hold none at all.
    static func checkBatches(
        importer: LubeLoggerImport, plan: LubeLoggerImport.Plan, check: ImportCheck, vehicle: Vehicle, firstFill: Energy?,
        ids: IdentifierSource, dryRun: Bool, sequence: Int?, _ hand: (CheckedBatch) throws -> Void
    ) throws -> (refusals: ImportRefusalTally, records: Int) {
        var refusals = ImportRefusalTally()
        var storedRecords = 0
        try importer.forEachBatch { batch, before in
            let positions = importer.positions(of: batch, before: before)
            // The rows the plan adds, by record order: the k-th record `forEachRecord` hands is the k-th of these.
            var added = positions.indices.filter { plan.decisions[positions[$0]].adds }.makeIterator()
            let sources = importer.rowSources(of: batch)
            var remembered: [(fingerprint: Int64, occurrence: Int, record: GarageID)] = []
            var rememberedSources: [(source: RowSource, index: Int, record: GarageID)] = []
            // The batch's records, inserted together (several to a statement), once their ids are
            // claimed together: against each other and the stored records, in one probe.
            var checked = CheckedBatch()
            do {
                try importer.forEachRecord(in: batch, before: before, vehicleID: vehicle.id, ids: ids, plan: plan) { record, decision in
                    // Safe: one adding row per record handed (see `added`).
                    let index = added.next()!
                    // The values the check builds are the ones stored.
                    var values: FieldValues?
                    do {
                        switch record {
                        case .entry(let entry): values = try check.check(entry)
                        case .expense(let expense):
                            values = try check.check(expense)
                            // A fill of an energy the vehicle does not run on is refused as a typed one is.
                            if let fill = expense.fuelFill, expense.fuelQuantity != nil {
                                try vehicle.checkEnergy(of: fill, firstFill: firstFill)
                            }
                        }
                    } catch GarageError.invalidField(let problem) {
                        // The field table's refusal, at the row's cell: every record is checked (a dry run's
                        // too), so that the message can count them all; nothing is written after the first.
                        refusals.add(ImportError(
                            file: decision.location.file, line: decision.location.line,
                            column: problem.field == "date" ? decision.dayColumn : 0, problem: .field(problem)))
                    } catch GarageError.invalidFuelRecord(let problem) {
                        // A fill of an energy the vehicle does not run on, at its row.
                        refusals.add(ImportError(file: decision.location.file, line: decision.location.line, column: 0, problem: .fuelRecord(problem)))
                    }
                    guard !dryRun, refusals.isEmpty, let values else { return }
                    checked.ids.append(record.id)
                    checked.records.append(values)
                    storedRecords += 1
                    remembered.append((decision.fingerprint, decision.occurrence, record.id))
                    if let source = sources[index] { rememberedSources.append((source, index, record.id)) }
                }
            } catch {
                // The rows before it are claimed first (see `failure`); nothing after it is walked.
                checked.failure = error
                try hand(checked)
                throw Handed()
            }
            if !dryRun, refusals.isEmpty, !remembered.isEmpty {
                // Each table's rows in key order, so that a batch's keys go into their index one page
                // after another.
                remembered.sort { ($0.fingerprint, $0.occurrence) < ($1.fingerprint, $1.occurrence) }
                checked.remembered = remembered.map {
                    ImportedRow(fingerprint: $0.fingerprint, occurrence: $0.occurrence, recordID: $0.record, journalSequence: sequence ?? 0)
                }
                if !rememberedSources.isEmpty {
                    rememberedSources.sort {
                        ($0.source.print, $0.source.occurrence) < ($1.source.print, $1.source.occurrence)
                    }
                    let meanings = importer.rowMeanings(of: batch)
                    checked.remembered += rememberedSources.map { row in
                        ImportedRow(
                            fingerprint: row.source.print, occurrence: row.source.occurrence, recordID: row.record,
                            journalSequence: sequence ?? 0, meaningPrint: LubeLoggerImport.meaningPrint(meanings[row.index]),
                            meaning: meanings[row.index])
                    }
                }
            }
            try hand(checked)
        }
        return (refusals, storedRecords)
    }

    /// The walk stopped at a batch handed with its failure: the consumer throws that failure, never this.
    private struct Handed: Error {}
}
