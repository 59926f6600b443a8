extension LogbookSchema {
    /// Merge by field. A synced record keeps, besides its version (`hlc`, the stamp of its latest
    /// field), the stamp of each field whose stamp is older (`field_stamps`, a JSON object keyed by
    /// column, and `deleted` for the tombstone the household server keeps; `NULL` when every field is
    /// at the version, as every row written before this step is). A local write stamps only the
    /// fields it changes; a pull keeps, unit by unit (`MergeUnit`), the side that changed it last.
    ///
    /// An outbox row keeps `bases`: for each field the change touched, the stamp the field had
    /// before (JSON keyed by the server's column), carried over from the record's earlier pending row,
    /// so that the server can tell an edit made on what its author had seen from a concurrent one.
    /// `outbox_by_record` finds a record's latest pending row.
    ///
    /// `sync_device.household_stamp` is the latest stamp this device knows the household holds: its
    /// own changes the server took, and every stamp it pulled. A clock that ran ahead of the server's
    /// comes back to the wall clock, but never below it (`SyncRepository.restampAhead(of:)`).
    ///
    /// `sync_conflict` is what this device's account lost to someone else's concurrent edit (noted
    /// by the server, pulled with the feed, the same on each of the account's devices) or what this
    /// device could not push because the vehicle is gone (`source = 'device'`): the record, the unit,
    /// the value that lost and the one that won, who wrote it and when. Dismissed here
    /// (`dismissed = 1`) until the server hears of it; not journaled, not exported.
    /// `sync_set_aside` holds what a pull brought that this device cannot store yet — a record whose
    /// maintenance item or service is not here (removed here, or while the record was added
    /// elsewhere) — as the server sent it, with the reason; and the records that the removal of such a
    /// parent would otherwise take with it. Each sync takes them again once the parent is back.
    static let version11 = """
        ALTER TABLE vehicle ADD COLUMN field_stamps TEXT;
        ALTER TABLE odometer_entry ADD COLUMN field_stamps TEXT;
        ALTER TABLE expense ADD COLUMN field_stamps TEXT;
        ALTER TABLE maintenance_item ADD COLUMN field_stamps TEXT;
        ALTER TABLE maintenance_service ADD COLUMN field_stamps TEXT;
        ALTER TABLE deadline ADD COLUMN field_stamps TEXT;

        ALTER TABLE sync_device ADD COLUMN household_stamp TEXT;

        ALTER TABLE outbox ADD COLUMN bases TEXT;
        CREATE INDEX outbox_by_record ON outbox (record_id, seq);

        CREATE TABLE sync_conflict (
            id TEXT PRIMARY KEY,
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            source TEXT NOT NULL CHECK (source IN ('server', 'device')),
            vehicle_id TEXT NOT NULL,
            record_kind TEXT NOT NULL CHECK (record_kind IN
                ('vehicle', 'odometer-entry', 'expense', 'maintenance-item', 'service', 'deadline')),
            record_id TEXT NOT NULL,
            unit TEXT NOT NULL,
            lost_value TEXT,
            lost_stamp TEXT NOT NULL CHECK (length(lost_stamp) = 48),
            winner TEXT NOT NULL,
            won_value TEXT,
            won_stamp TEXT NOT NULL,
            dismissed INTEGER NOT NULL DEFAULT 0 CHECK (dismissed IN (0, 1))
        );
        CREATE INDEX sync_conflict_by_account ON sync_conflict (account, dismissed);

        CREATE TABLE sync_set_aside (
            record_kind TEXT NOT NULL CHECK (record_kind IN
                ('vehicle', 'odometer-entry', 'expense', 'maintenance-item', 'service', 'deadline')),
            record_id TEXT NOT NULL,
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            vehicle_id TEXT NOT NULL,
            row TEXT NOT NULL,
            version TEXT NOT NULL CHECK (length(version) = 48),
            stamps TEXT,
            reason TEXT NOT NULL,
            PRIMARY KEY (record_kind, record_id)
        ) WITHOUT ROWID;
        """
}
