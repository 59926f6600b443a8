import Foundation
import GarageRules

/// The journal of an account's committed changes: appended in each change's own transaction, read
/// newest first, and reverted record by record.
extension GarageStore {
    /// Appends an entry for the signed-in account; returns its sequence number.
    @discardableResult
    public func appendJournal(label: String, changes: [RecordChange], at instant: Date, isUndo: Bool = false) throws -> Int {
        guard try loadAccount() != nil else { throw GarageError.signedOut }
        let text = try JournalEncoding.encode(changes)
        try database.execute(
            """
            INSERT INTO journal (account, label, committed_at, changes, is_undo)
            VALUES (\(Self.signedInAccount), ?, ?, ?, ?)
            """, [label, instant.formatted(.iso8601), text, isUndo])
        let sequence = try database.firstRow("SELECT last_insert_rowid()") { $0.int(0) } ?? 0
        try pruneJournal(before: instant)
        return sequence
    }

    /// How much of its journal an account keeps: its latest `journalEntryLimit` entries, none older
    /// than `journalRetention`. What a removal took stays undoable for that long, then is gone for
    /// good (a removed vehicle's plate included); the journal never grows with the logbook's age.
    public static let journalEntryLimit = 1_000
    public static let journalRetention: TimeInterval = 90 * 24 * 60 * 60

    /// Drops the signed-in account's entries beyond what it keeps, always a run of its oldest: an
    /// entry's `undone_by` names a later entry, so no kept entry ever names a dropped one.
    private func pruneJournal(before instant: Date) throws {
        let cutoff = instant.addingTimeInterval(-Self.journalRetention).formatted(.iso8601)
        let account = Self.signedInAccount
        try database.execute(
            """
            DELETE FROM journal WHERE account = \(account) AND seq <= max(
                coalesce((SELECT max(seq) FROM journal WHERE account = \(account) AND committed_at < ?1), 0),
                coalesce((SELECT seq FROM journal WHERE account = \(account) ORDER BY seq DESC LIMIT 1 OFFSET ?2), 0))
            """, [cutoff, Self.journalEntryLimit])
    }

    /// The signed-in account's latest journal entries, newest first: all of them, or only those an
    /// undo can still revert (not undone, not undos themselves).
    public func journal(limit: Int, revertibleOnly: Bool = false) throws -> [JournalEntry] {
        let filter = revertibleOnly ? "AND undone_by IS NULL AND is_undo = 0" : ""
        return try database.rows(
            """
            SELECT \(Self.journalColumns) FROM journal
            WHERE account = \(Self.signedInAccount) \(filter) ORDER BY seq DESC LIMIT ?
            """, [limit], Self.journalEntry)
    }

    /// The signed-in account's latest journal entries, newest first, summarised: SQLite counts each
    /// entry's records in its stored JSON, so none is decoded.
    public func journalSummaries(limit: Int) throws -> [JournalSummary] {
        try database.rows(
            """
            SELECT seq, label, committed_at, json_array_length(changes), undone_by FROM journal
            WHERE account = \(Self.signedInAccount) ORDER BY seq DESC LIMIT ?
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

    /// The columns a journal entry is read from, in `journalEntry`'s order.
    static let journalColumns = "seq, label, committed_at, changes, undone_by"

    /// A journal row (see `journalColumns`) as an entry.
    static func journalEntry(_ row: Row) throws -> JournalEntry {
        let decode = RowDecoding(table: "journal", id: String(row.int(0)))
        guard let changes = try? JSONDecoder().decode([RecordChange].self, from: Data(row.text(3).utf8)),
              let instant = try? Date(row.text(2), strategy: .iso8601)
        else { throw decode.fail("not a journal entry") }
        return JournalEntry(
            sequence: row.int(0), label: row.text(1), committedAt: instant, changes: changes, undoneBy: row.optionalInt(4))
    }

    /// Marks entries as reverted by the undo entry `undo`.
    public func markUndone(_ sequences: [Int], by undo: Int) throws {
        for sequence in sequences {
            try database.execute("UPDATE journal SET undone_by = ? WHERE seq = ?", [undo, sequence])
        }
    }

    /// Writes back what `changes` replaced, last change first: an inserted record is deleted, a
    /// deleted one inserted again, an overwritten one overwritten with what it was. Every write is
    /// itself recorded, so the undo's own entry can be journaled.
    public func revert(_ changes: [RecordChange]) throws {
        for change in changes.reversed() {
            switch change {
            case .inserted(let key): try remove(key)
            case .deleted(let record): try restore(record)
            case .updated(let record): try overwrite(with: record)
            }
        }
    }

    private func remove(_ key: RecordKey) throws {
        guard let id = GarageID(rawValue: key.id) else {
            if key.kind == .preference, let preference = Preferences.Key(rawValue: key.id) {
                return try overwrite(with: .preference(preference, nil))
            }
            throw StoreError.missingRecord(key.kind.rawValue, key.id)
        }
        switch key.kind {
        case .record(let kind): try deleteRecord(kind, id: id)
        case .preference: throw StoreError.missingRecord(key.kind.rawValue, key.id)
        case .importedRows: try database.execute("DELETE FROM imported_row WHERE vehicle_id = ?", [id.rawValue])
        }
    }

    private func restore(_ record: StoredRecord) throws {
        switch record {
        case .vehicle(let value, let position): try insert(value, at: position)
        case .odometerEntry(let value): try insert(value)
        case .expense(let value): try insert(value)
        case .maintenanceItem(let value, let position): try insert(value, at: position)
        case .service(let value): try insert(value)
        case .deadline(let value): try insert(value)
        case .preference(let key, let value): try writePreference(key, value)
        case .importedRows(let vehicleID, let rows): try restoreImportedRows(rows, vehicleID: vehicleID)
        }
    }

    private func overwrite(with record: StoredRecord) throws {
        switch record {
        case .vehicle(let value, _): try update(value)
        case .odometerEntry(let value): try update(value)
        case .expense(let value): try update(value)
        case .maintenanceItem(let value, _): try update(value)
        case .service(let value): try update(value)
        case .deadline(let value): try update(value)
        case .preference(let key, let value): try writePreference(key, value)
        case .importedRows(let vehicleID, let rows): try restoreImportedRows(rows, vehicleID: vehicleID)
        }
    }
}
