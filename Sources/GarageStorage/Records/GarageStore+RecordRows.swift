import GarageRules

extension GarageStore {
    /// Writes `record` over its row, noting for the journal the row it replaced (`stored`, read by
    /// the caller), whole, so that an undo writes it back.
    func overwrite<Record: ShapedRecord & Identifiable>(_ record: Record, stored: Record?) throws where Record.ID == GarageID {
        let kind = Record.descriptor.kind
        guard let stored else { throw StoreError.missingRecord(kind.word, record.id.rawValue) }
        self.record(.updated(try StoredRecord(stored.fieldValues, position: nil)))
        try updateRow(record.fieldValues)
    }

    /// Deletes the one row of a record that nothing else depends on (a reading, an expense, a
    /// deadline), noting it for the journal whole and queueing its tombstone first (the outbox row
    /// reads the record's vehicle from it).
    func deleteRow<Record: ShapedRecord>(_ stored: Record?, id: GarageID) throws {
        let kind = Record.descriptor.kind
        guard let stored else { throw StoreError.missingRecord(kind.word, id.rawValue) }
        record(.deleted(try StoredRecord(stored.fieldValues, position: nil)))
        try enqueueDelete(kind, id: id)
        try database.execute("DELETE FROM \(kind.table) WHERE id = ?", [id.rawValue])
    }
}
