extension ServerSchema {
    /// Version 7: a conflict outlives its vehicle. A removal that meets an edit its remover had not
    /// seen notes a conflict for the edit's author (``ServerFieldMerge``); when the vehicle goes in
    /// the same push (its owner removed it, having seen the record but not the last edit), the
    /// conflict went with it, by the foreign key's cascade, and the author was never told. Conflicts
    /// are read by their own account only (row-level security on `loser`), so one about a vehicle that
    /// is gone reveals nothing to anyone else; it stays until its account dismisses it (the account's
    /// deletion still takes it).
    static let version7 = """
        SET LOCAL ROLE glovebox_owner;
        ALTER TABLE glovebox.conflict DROP CONSTRAINT conflict_vehicle_id_fkey;
        RESET ROLE;
        """
}
