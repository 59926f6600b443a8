extension LogbookSchema {
    /// The spend totals count an expense under the currency the reads make of it, and only when they
    /// know it.
    ///
    /// The reads take a stored currency in any letter case (`eur` is EUR, as `CurrencyCode` reads
    /// it) and leave a row with an unknown one (`XYZ`) out as damaged. Step 26's triggers kept the
    /// stored text: a total for `eur` beside the one for EUR, and one for `XYZ` at two decimals. So
    /// after a hand edit the totals and doctor's recomputation disagreed for good, and a repair
    /// filled the totals with the same SQL. This step makes every trigger that keys a total or a
    /// converted sum by currency use ``SpendAmountSQL/code(_:)`` (the insert, delete and update
    /// totals, step 19's converted-sum forgetting, step 21's pending months), counts as
    /// ``SpendAmountSQL/isCountedAsRead(_:_:_:)``, makes the uncounted rows' index again with that
    /// condition negated (or a row with an unknown code would neither count nor be named), fills
    /// the totals again, and forgets the converted sums. The insert triggers keep step 21's
    /// conditions, standing aside or taking notes while a deferral runs.
    ///
    /// `IF EXISTS`, as step 26: a logbook that lost one of them still takes the step.
    static let version27 = """
        DROP TRIGGER IF EXISTS spend_month_after_insert;
        DROP TRIGGER IF EXISTS spend_month_after_delete;
        DROP TRIGGER IF EXISTS spend_month_after_update;
        DROP TRIGGER IF EXISTS spend_month_converted_expense_insert;
        DROP TRIGGER IF EXISTS spend_month_converted_expense_delete;
        DROP TRIGGER IF EXISTS spend_month_converted_expense_update;
        DROP TRIGGER IF EXISTS spend_month_pending_after_insert;
        DROP INDEX IF EXISTS expense_uncounted_by_day;
        CREATE INDEX expense_uncounted_by_day ON expense (day) WHERE \(uncountedExpense);
        DELETE FROM spend_month;
        \(SpendAmountSQL.asReadFill);
        DELETE FROM spend_month_converted;

        CREATE TRIGGER spend_month_after_insert AFTER INSERT ON expense
            WHEN NOT EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            \(SpendAmountSQL.asReadAdd("NEW"))
        END;
        CREATE TRIGGER spend_month_after_delete AFTER DELETE ON expense BEGIN
            \(SpendAmountSQL.asReadRemove("OLD"))
        END;
        CREATE TRIGGER spend_month_after_update AFTER UPDATE OF vehicle_id, day, amount, currency ON expense BEGIN
            \(SpendAmountSQL.asReadRemove("OLD"))
            \(SpendAmountSQL.asReadAdd("NEW"))
        END;

        CREATE TRIGGER spend_month_converted_expense_insert AFTER INSERT ON expense
            WHEN NOT EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            \(SpendAmountSQL.forgetConverted("NEW"))
        END;
        CREATE TRIGGER spend_month_converted_expense_delete AFTER DELETE ON expense BEGIN
            \(SpendAmountSQL.forgetConverted("OLD"))
        END;
        CREATE TRIGGER spend_month_converted_expense_update
            AFTER UPDATE OF vehicle_id, day, amount, currency, user_rate, user_rate_quote ON expense BEGIN
            \(SpendAmountSQL.forgetConverted("OLD"))
            \(SpendAmountSQL.forgetConverted("NEW"))
        END;

        CREATE TRIGGER spend_month_pending_after_insert AFTER INSERT ON expense
            WHEN EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            INSERT OR IGNORE INTO spend_month_pending (vehicle_id, month, currency)
                VALUES (NEW.vehicle_id, substr(NEW.day, 1, 7), \(SpendAmountSQL.code("NEW.currency")));
        END;
        """
}
