extension ServerSchema {
    /// Version 13: what a vehicle runs on (`vehicle.energies`, its energies joined by commas, main one
    /// first), the energy a fill-up names (`expense.fuel_energy`) and whether its cost was given
    /// (`expense.fuel_cost_unknown`), synced as every field is; the
    /// field rules, the merge and the removal guard installed again with them among the fields. Rows
    /// pushed before keep `NULL`s, which the app reads as "not said" (the vehicle's first fill, and
    /// the vehicle's energy for a fill's unit).
    static var version13: String {
        [
            """
            ALTER TABLE glovebox.vehicle ADD COLUMN energies text;
            ALTER TABLE glovebox.expense ADD COLUMN fuel_energy text, ADD COLUMN fuel_cost_unknown boolean;
            GRANT INSERT (energies), UPDATE (energies) ON glovebox.vehicle TO glovebox_account;
            GRANT INSERT (fuel_energy, fuel_cost_unknown), UPDATE (fuel_energy, fuel_cost_unknown) ON glovebox.expense TO glovebox_account;
            """, ServerFieldRules.energiesSQL, ServerFieldMerge.energiesSQL, ServerVehicleRemoval.energiesSQL,
        ].joined(separator: "\n\n")
    }
}
