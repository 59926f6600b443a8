extension ServerSchema {
    /// Version 12: the licence plate, sealed end to end.
    ///
    /// - Each vehicle's key, one sealed copy per member (``ServerVehicleKeys``).
    /// - The vehicle's `plate` column, which holds the plate sealed with that key (the field table
    ///   marks it sealed: the field rules check only the sealed text's form and size).
    /// - The field rules, the merge of the vehicle's fields and the guard on its removal, installed
    ///   again with the plate among the vehicle's fields.
    static var version12: String {
        [
            ServerVehicleKeys.sql, """
            ALTER TABLE glovebox.vehicle ADD COLUMN plate text;
            GRANT INSERT (plate), UPDATE (plate) ON glovebox.vehicle TO glovebox_account;
            """, ServerFieldRules.sealedFieldsSQL,
            ServerFieldMerge.sealedFieldsSQL, ServerVehicleRemoval.sealedFieldsSQL,
        ].joined(separator: "\n\n")
    }

    /// The fingerprints of the field rules, the merge functions and the removal guard version 12
    /// installs (each made from the field table, which now has the plate among the vehicle's fields).
    public static let sealedPlateFieldRulesFingerprint = "bc886ec3e4fcd4f8"
    public static let sealedPlateMergeFingerprint = "179cdc117ae5abc6"
    public static let sealedPlateRemovalFingerprint = "b6d5ae629034a42d"
}
