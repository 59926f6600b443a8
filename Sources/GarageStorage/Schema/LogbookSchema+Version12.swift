extension LogbookSchema {
    /// The vehicles the account's next pull must bring whole again (`sync_refresh`): a push set some
    /// of their changes aside (the account may no longer write them), so this device holds edits the
    /// household does not; or the server refused this device's removal of one (it met work the device
    /// had not seen), so this device no longer holds a vehicle the household does. Written with the
    /// push's acknowledgement, in the same transaction, and emptied with the cursor of the pull that
    /// brought them back: a sync killed in between leaves them here for the next one. Device-local:
    /// neither synced nor exported.
    static let version12 = """
        CREATE TABLE sync_refresh (
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            vehicle_id TEXT NOT NULL,
            PRIMARY KEY (account, vehicle_id)
        ) WITHOUT ROWID;
        """
}
