extension LogbookSchema {
    /// The spend totals of a bulk insert, worked out once per month at its end instead of once per row.
    ///
    /// Step 17's insert trigger does the amount's text arithmetic and an upsert of the month's total
    /// for every expense row, and step 19's forgets the month's converted sum: some 13 µs a row, a
    /// tenth of a 100,000-row import. While `spend_month_deferral` holds its one row, those two
    /// triggers stand aside and a third only notes the row's (vehicle, month, currency) in
    /// `spend_month_pending`; settling the deferral (`GarageStore.deferringSpendMonths`) sums each
    /// noted month again from its expenses, exactly as step 17's fill does, forgets its converted
    /// sums, and empties both tables — in the same transaction, so a crash keeps neither the rows nor
    /// the flag. The delete and update triggers never stand aside: a month they change while deferred
    /// is either exact already or noted, and then summed again whole.
    ///
    /// The flag is a table of the logbook's own schema, not a TEMP one that could not outlive its
    /// connection: a trigger of the main schema may only read tables of the main schema (SQLite binds
    /// its names there, and `no such table: main.…` fails the insert). That it can never be committed
    /// set is the store's to keep: the deferral clears it before its transaction ends, and opening a
    /// logbook that holds it (a build with a bug, a hand edit) sums every total again and clears it.
    static let version21 = """
        CREATE TABLE spend_month_deferral (
            id INTEGER PRIMARY KEY CHECK (id = 1)
        );
        CREATE TABLE spend_month_pending (
            vehicle_id TEXT NOT NULL,
            month TEXT NOT NULL,
            currency TEXT NOT NULL,
            PRIMARY KEY (vehicle_id, month, currency)
        ) WITHOUT ROWID;

        DROP TRIGGER spend_month_after_insert;
        CREATE TRIGGER spend_month_after_insert AFTER INSERT ON expense
            WHEN NOT EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            \(SpendAmountSQL.add("NEW"))
        END;
        DROP TRIGGER spend_month_converted_expense_insert;
        CREATE TRIGGER spend_month_converted_expense_insert AFTER INSERT ON expense
            WHEN NOT EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            DELETE FROM spend_month_converted
                WHERE vehicle_id = NEW.vehicle_id AND month = substr(NEW.day, 1, 7) AND currency = NEW.currency;
        END;
        CREATE TRIGGER spend_month_pending_after_insert AFTER INSERT ON expense
            WHEN EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            INSERT OR IGNORE INTO spend_month_pending (vehicle_id, month, currency)
                VALUES (NEW.vehicle_id, substr(NEW.day, 1, 7), NEW.currency);
        END;
        """
}
