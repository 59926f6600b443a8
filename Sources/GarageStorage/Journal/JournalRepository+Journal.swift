import Foundation
import GarageRules

extension JournalRepository {
    /// Appends an entry for the signed-in account; returns its sequence number.
    @discardableResult
    public func append(label: String, changes: [RecordChange], at instant: Date, isUndo: Bool = false) throws -> Int {
        try append(label: label, items: changes.map(JournalItem.change), at: instant, isUndo: isUndo)
    }

    /// Appends an entry of `items` (an undo's, which may name an import's records by reference);
    /// returns its sequence number.
    @discardableResult
    public func append(label: String, items: [JournalItem], at instant: Date, isUndo: Bool = false) throws -> Int {
        guard try store.accounts.signedIn() != nil else { throw GarageError.signedOut }
        let text = try JournalEncoding.encode(items: items)
        try store.database.execute(
            """
            INSERT INTO journal (account, label, committed_at, changes, is_undo)
            VALUES (\(GarageStore.signedInAccount), ?, ?, ?, ?)
            """, [label, instant.formatted(.iso8601), text, isUndo])
        let sequence = try store.database.firstRow("SELECT last_insert_rowid()") { $0.int(0) } ?? 0
        try prune(before: instant)
        return sequence
    }

    /// Sets the changes of entry `sequence`: for a change whose rows name its entry as they are
    /// written (an import), which appends its entry before it knows all it changed. Its records
    /// stored rows remembered under the entry may be one item (``JournalItem/importedRecords``).
    public func replaceChanges(sequence: Int, with items: [JournalItem]) throws {
        try store.database.execute("UPDATE journal SET changes = ? WHERE seq = ?", [try JournalEncoding.encode(items: items), sequence])
    }

    /// Drops the signed-in account's entries beyond what it keeps, always a run of its oldest: an
    /// entry's `undone_by` names a later entry, so no kept entry ever names a dropped one.
    func prune(before instant: Date) throws {
        let cutoff = instant.addingTimeInterval(-GarageStore.journalRetention).formatted(.iso8601)
        let account = GarageStore.signedInAccount
        try store.database.execute(
            """
            DELETE FROM journal WHERE account = \(account) AND seq <= max(
                coalesce((SELECT max(seq) FROM journal WHERE account = \(account) AND committed_at < ?1), 0),
                coalesce((SELECT seq FROM journal WHERE account = \(account) ORDER BY seq DESC LIMIT 1 OFFSET ?2), 0))
            """, [cutoff, GarageStore.journalEntryLimit])
    }

    /// The signed-in account's latest journal entries, newest first: all of them, or only those an
    /// undo can still revert (not undone, not undos themselves).
    ///
    /// An import's records are named one by one in each entry's changes (for `history`), or, for an
    /// undo, left as the one item its entry keeps: the undo removes them a batch at a time, and
    /// refuses if fewer are there than the import stored (``revert(_:)``), once the newer entries it
    /// reverts first have brought back what they removed.
    public func entries(limit: Int, revertibleOnly: Bool = false, namingImportedRecords: Bool = true) throws -> [JournalEntry] {
        let filter = revertibleOnly ? "AND undone_by IS NULL AND is_undo = 0" : ""
        return try store.database.rows(
            """
            SELECT \(GarageStore.journalColumns) FROM journal
            WHERE account = \(GarageStore.signedInAccount) \(filter) ORDER BY seq DESC LIMIT ?
            """, [limit], GarageStore.journalRow
        ).map { try resolve($0, namingImportedRecords: namingImportedRecords) }
    }

    /// An entry as stored, with an import's records named one by one, each by the row the import
    /// remembered under this entry (an odometer entry or an expense), in id order: a read of the
    /// vehicle's remembered rows, the size of what was imported into it. Not named, they are left
    /// as their item.
    func resolve(_ row: StoredJournalRow, namingImportedRecords: Bool = true) throws -> JournalEntry {
        var changes: [RecordChange] = []
        var unreachable = 0
        for item in row.items {
            switch item {
            case .change(let change): changes.append(change)
            case .removedImportedRecords: continue
            case .importedRecords where !namingImportedRecords: continue
            case .importedRecords(let vehicle, let count):
                let keys = try store.database.rows(
                    """
                    SELECT r.record_id, EXISTS (SELECT 1 FROM odometer_entry WHERE id = r.record_id) FROM imported_row r
                    WHERE r.vehicle_id = ? AND r.journal_seq = ? ORDER BY r.record_id
                    """, [vehicle.rawValue, row.sequence]
                ) { RecordKey(kind: $0.int(1) != 0 ? .odometerEntry : .expense, id: $0.text(0)) }
                changes += keys.map(RecordChange.inserted)
                unreachable += max(0, count - keys.count)
            }
        }
        return JournalEntry(
            sequence: row.sequence, label: row.label, committedAt: row.committedAt, changes: changes, items: row.items,
            undoneBy: row.undoneBy, unreachableRecords: unreachable)
    }

    /// The signed-in account's latest journal entries, newest first, summarised: SQLite counts each
    /// entry's records in its stored JSON (an import's records, and an undo's removal of them, by the
    /// count its item keeps), so none is decoded.
    public func summaries(limit: Int) throws -> [JournalSummary] {
        try store.database.rows(
            """
            SELECT seq, label, committed_at,
                   CASE WHEN instr(changes, '{"importedRecords":') > 0 OR instr(changes, '{"removedImport":') > 0
                        THEN (SELECT sum(coalesce(json_extract(value, '$.importedRecords.count'),
                                                  json_extract(value, '$.removedImport.count'),
                                                  -- rows an import took over (`RecordChange.isTakenOverRows`)
                                                  CASE WHEN json_type(value, '$.updated._0.importedRows') IS NULL THEN 1 ELSE 0 END))
                              FROM json_each(changes))
                        ELSE json_array_length(changes) END,
                   undone_by FROM journal
            WHERE account = \(GarageStore.signedInAccount) ORDER BY seq DESC LIMIT ?
            """, [limit]
        ) { row in
            guard let instant = try? Date(row.text(2), strategy: .iso8601) else {
                throw RowDecoding(table: "journal", id: String(row.int(0))).fail("not a journal entry")
            }
            return JournalSummary(
                sequence: row.int(0), label: row.text(1), committedAt: instant, recordCount: row.int(3),
                undoneBy: row.optionalInt(4))
        }
    }

    /// Marks entries as reverted by the undo entry `undo`.
    public func markUndone(_ sequences: [Int], by undo: Int) throws {
        for sequence in sequences {
            try store.database.execute("UPDATE journal SET undone_by = ? WHERE seq = ?", [undo, sequence])
        }
    }

    /// Writes back what `entry` replaced, last change first: an inserted record is deleted, a
    /// deleted one inserted again, an overwritten one overwritten with what it was. Every write is
    /// itself recorded, so the undo's own entry can be journaled: what it returns in `journal`, in
    /// order, with what was recorded before it (an import's records removed as one item).
    ///
    /// After a sync, someone else may have changed a record since: the undo is a change forward,
    /// not a step back over their work. An overwritten record gets back only the values it had
    /// where this device wrote last (``overwriteForward(with:)``); a deleted one that another device
    /// brought back meanwhile is left as it is. Returns what was left as it is, for the reply. An
    /// import's records are all removed, or none: ``ImportedRecordsGone`` when some are not there.
    public func revert(_ entry: JournalEntry) throws -> (left: [LeftAsIs], journal: [JournalItem]) {
        var left: [LeftAsIs] = []
        var journal: [JournalItem] = []
        for item in entry.items.reversed() {
            let change: RecordChange
            switch item {
            case .change(let one):
                change = one
            case .importedRecords(let vehicle, let count):
                journal += store.takeRecordedChanges().map(JournalItem.change)
                let removed = try store.importedRows.removeRecords(vehicleID: vehicle, journalSequence: entry.sequence)
                // Fewer than it stored: some went since (another device removed them, or a later import
                // of the same rows took them over), and what an undo cannot find it cannot revert.
                guard removed == count else {
                    throw ImportedRecordsGone(journalSequence: entry.sequence, stored: count, found: removed)
                }
                journal.append(.removedImportedRecords(vehicle: vehicle, count: removed, importSequence: entry.sequence))
                continue
            case .removedImportedRecords:
                // Only an undo's entry has one, and an undo is never undone.
                throw StoreError.corruptRow(table: "journal", id: String(entry.sequence), reason: "an undo's entry cannot be undone")
            }
            switch change {
            case .inserted(let key): try remove(key)
            case .deleted(let record):
                if let (kind, values) = record.shaped, let id = values.values[0]?.text,
                   try store.database.firstRow("SELECT 1 FROM \(kind.table) WHERE id = ?", [id], { $0.int(0) }) != nil {
                    left.append(.broughtBack(kind: kind, id: id))
                    continue
                }
                try restore(record)
            case .updated(let record): left += try overwriteForward(with: record)
            }
        }
        return (left, journal + store.takeRecordedChanges().map(JournalItem.change))
    }

    /// Writes `before` back over the record, unit by unit (``MergeUnit``): a unit this device wrote
    /// last goes back to what it was; one that another device changed since keeps their value, and
    /// is named in what is returned. A record removed since stays removed (and is named).
    func overwriteForward(with before: StoredRecord) throws -> [LeftAsIs] {
        guard let (kind, old) = before.shaped, let id = old.values[0]?.text else {
            try overwrite(with: before)
            return []
        }
        let columns = RecordColumns(kind)
        let found = try store.database.firstRow(
            "SELECT \(columns.list()), hlc, field_stamps FROM \(kind.table) WHERE id = ?", [id]
        ) { row in (columns.values(row), row.optionalText(columns.count), row.optionalText(columns.count + 1)) }
        guard let (current, hlc, fieldStamps) = found else {
            return [.removedSince(kind: kind, id: id)]
        }
        let stamps = StampMapText.mapIfReadable(fieldStamps)
        let device = try store.loadClock().device
        var values = old
        var left: [LeftAsIs] = []
        for unit in kind.descriptor.mergeUnits {
            let latest = unit.fields.compactMap { stamps[$0.column] ?? hlc }.max()
            let mine = latest.flatMap(HybridTimestamp.init(text:)).map { $0.device == device } ?? true
            guard !mine else { continue }
            let differs = unit.fields.contains { old[$0.name] != current[$0.name] }
            for field in unit.fields { values[field.name] = current[field.name] }
            if differs { left.append(.changedSince(field: unit.fields.count == 1 ? unit.fields[0].label : unit.name, kind: kind, id: id)) }
        }
        try overwrite(with: before.replacing(values))
        return left
    }

    func remove(_ key: RecordKey) throws {
        guard let id = GarageID(rawValue: key.id) else {
            if key.kind == .preference, let preference = Preferences.Key(rawValue: key.id) {
                return try overwrite(with: .preference(preference, nil))
            }
            throw StoreError.missingRecord(key.kind.rawValue, key.id)
        }
        switch key.kind {
        // An undo's entry is never undone: what imports remembered of the vehicle goes with it unkept.
        case .record(.vehicle): try store.vehicles.delete(id, journalingRememberedRows: false)
        case .record(let kind): try store.records.deleteRecord(kind, id: id)
        case .preference: throw StoreError.missingRecord(key.kind.rawValue, key.id)
        case .importedRows:
            try store.database.execute("DELETE FROM imported_row WHERE vehicle_id = ?", [id.rawValue])
            try store.database.execute("DELETE FROM imported_source WHERE vehicle_id = ?", [id.rawValue])
        }
    }

    func restore(_ record: StoredRecord) throws {
        switch record {
        case .vehicle(let value, let position): try store.vehicles.insert(value, at: position)
        case .odometerEntry(let value): try store.records.insert(value)
        case .expense(let value): try store.records.insert(value)
        case .maintenanceItem(let value, let position): try store.plans.insert(value, at: position)
        case .service(let value): try store.plans.insert(value)
        case .deadline(let value): try store.records.insert(value)
        case .preference(let key, let value): try store.preferences.write(key, value)
        case .importedRows(let vehicleID, let rows): try store.importedRows.restore(rows, vehicleID: vehicleID)
        }
    }

    func overwrite(with record: StoredRecord) throws {
        switch record {
        case .vehicle(let value, _): try store.vehicles.update(value)
        case .odometerEntry(let value): try store.records.update(value)
        case .expense(let value): try store.records.update(value)
        case .maintenanceItem(let value, _): try store.plans.update(value)
        case .service(let value): try store.plans.update(value)
        case .deadline(let value): try store.records.update(value)
        case .preference(let key, let value): try store.preferences.write(key, value)
        case .importedRows(let vehicleID, let rows): try store.importedRows.restore(rows, vehicleID: vehicleID)
        }
    }
}
