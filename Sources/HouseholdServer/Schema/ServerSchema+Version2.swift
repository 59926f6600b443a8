extension ServerSchema {
    /// Fuel records (the logbook's schema 9): an expense's fuel quantity gains its unit, a full-tank
    /// flag and a missed-previous flag, synced with the rest of the expense's row. Rows pushed before
    /// (by a version-1 client) keep `NULL`s, which the logbook reads as its own migration did.
    static let version2 = """
        ALTER TABLE glovebox.expense
            ADD COLUMN fuel_unit text CHECK (fuel_unit IN ('l', 'us-gal', 'imp-gal', 'kwh')),
            ADD COLUMN fuel_is_full boolean,
            ADD COLUMN fuel_missed_previous boolean;
        GRANT INSERT (fuel_unit, fuel_is_full, fuel_missed_previous) ON glovebox.expense TO glovebox_account;
        GRANT UPDATE (fuel_unit, fuel_is_full, fuel_missed_previous) ON glovebox.expense TO glovebox_account;
        """
}
