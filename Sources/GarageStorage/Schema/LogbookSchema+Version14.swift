extension LogbookSchema {
    /// The household id of each vehicle this device made before it was linked (`sync_vehicle_alias`).
    ///
    /// A vehicle added on a device that is not linked to a household server takes its name as its id
    /// (`clio`), and keeps it here: widgets, shortcuts, deep links, the journal and every command name
    /// it so. The server's vehicle ids are global, so at the first push such a vehicle is given one no
    /// other account can have or guess (the slug and 130 random bits, as a linked device's new vehicles
    /// get), kept here, and the sync alone translates between the two at the server's door. A row
    /// outlives its vehicle's removal (the removal is pushed under the server's id, and an undo brings
    /// the vehicle back under the same one); it goes with the account's synced copy. Device-local:
    /// neither synced nor exported.
    static let version14 = """
        CREATE TABLE sync_vehicle_alias (
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            local_id TEXT NOT NULL,
            server_id TEXT NOT NULL CHECK (server_id <> local_id),
            PRIMARY KEY (account, local_id),
            UNIQUE (account, server_id)
        ) WITHOUT ROWID;
        """
}
