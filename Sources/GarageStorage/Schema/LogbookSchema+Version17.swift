extension LogbookSchema {
    /// What the spend widget and `glovebox spend` read, kept by the store: `spend_month` holds, per
    /// vehicle, local calendar month (`YYYY-MM`, the first seven characters of the expense's day) and
    /// currency, the exact sum of the expenses' amounts in minor units of that currency and how many
    /// expenses it sums.
    ///
    /// Triggers on `expense` keep it in the transaction of every change, whichever door the change
    /// came through (add, edit, remove, undo, imports, restore, a sync pull, a vehicle's removal
    /// cascading to its expenses): an insert adds the row, a delete takes it away, an update of the
    /// vehicle, day, amount or currency takes the old row away and adds the new one, so a record moved
    /// to another vehicle or month leaves its old total. A total whose last expense went is deleted,
    /// so the table has a row only where there is spending. Rows whose amount is not decimal text
    /// (a damaged row, which the reads leave out) are not counted.
    ///
    /// Sums stay in each expense's own currency: the rules convert each expense at its own day's
    /// rate and round each one (`ExchangeRates.convert`), so a sum of foreign amounts cannot be
    /// converted exactly; only the home currency's sums, which convert to themselves, are read as
    /// totals (see `SpendRecords.homeMonths`). The step fills the table from the existing expenses.
    ///
    /// A later step that rebuilds `expense` (create, copy, drop, rename, as step 9 rebuilt
    /// `account_preference`) drops these triggers with the old table and must create them again.
    static let version17 = """
        CREATE TABLE spend_month (
            vehicle_id TEXT NOT NULL,
            month TEXT NOT NULL,
            currency TEXT NOT NULL,
            minor_units INTEGER NOT NULL,
            record_count INTEGER NOT NULL CHECK (record_count >= 0),
            PRIMARY KEY (vehicle_id, month, currency)
        ) WITHOUT ROWID;
        CREATE INDEX spend_month_by_currency_month ON spend_month (currency, month);

        \(SpendAmountSQL.fill);

        CREATE TRIGGER spend_month_after_insert AFTER INSERT ON expense BEGIN
            \(SpendAmountSQL.add("NEW"))
        END;
        CREATE TRIGGER spend_month_after_delete AFTER DELETE ON expense BEGIN
            \(SpendAmountSQL.remove("OLD"))
        END;
        CREATE TRIGGER spend_month_after_update AFTER UPDATE OF vehicle_id, day, amount, currency ON expense BEGIN
            \(SpendAmountSQL.remove("OLD"))
            \(SpendAmountSQL.add("NEW"))
        END;
        """
}
