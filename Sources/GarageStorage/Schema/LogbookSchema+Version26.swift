extension LogbookSchema {
    /// The spend totals count an expense exactly when the reads decode it.
    ///
    /// Step 17's triggers count an amount that is decimal text, whatever its decimals: `12.505` EUR
    /// counted as 12.50, while every read leaves that row out as damaged (more decimals than the
    /// currency has), and so does doctor's recomputation. Such a row can only come from a hand edit
    /// (every write and pull refuses it), but then the totals and the recomputation disagree for good:
    /// a repair filled the totals with the same SQL. This step makes the three triggers count as the
    /// reads decode (``SpendAmountSQL/isCountedExactly(_:_:_:)``: decimals beyond the currency's only
    /// zeros, at most 15 digits of minor units), fills the totals again that way, and forgets the
    /// converted sums, which the next read works out again. The insert trigger keeps step 21's
    /// condition, standing aside while a deferral runs. The spend read converts the rows the totals
    /// leave out one by one, found through `expense_uncounted_by_day` (step 19): its condition is
    /// the totals' own negated, so it is made again too, or a row neither counts nor is named.
    ///
    /// `IF EXISTS`: a logbook that lost one of them (which doctor reports and repairs) still takes
    /// the step, which makes them all anew.
    ///
    /// Where the totals and the reads may still disagree is a hand edit of another kind: a currency
    /// code in small letters or unknown (step 27 counts those as the reads do), an amount stored as
    /// a blob, a day that is not in the calendar (`2026-02-30`). Doctor's totals check names the
    /// months such a row is in.
    static let version26 = """
        DROP TRIGGER IF EXISTS spend_month_after_insert;
        DROP TRIGGER IF EXISTS spend_month_after_delete;
        DROP TRIGGER IF EXISTS spend_month_after_update;
        DROP INDEX IF EXISTS expense_uncounted_by_day;
        CREATE INDEX expense_uncounted_by_day ON expense (day) WHERE \(uncountedExpenseAtStep26);
        DELETE FROM spend_month;
        \(SpendAmountSQL.exactFill);
        DELETE FROM spend_month_converted;

        CREATE TRIGGER spend_month_after_insert AFTER INSERT ON expense
            WHEN NOT EXISTS (SELECT 1 FROM spend_month_deferral) BEGIN
            \(SpendAmountSQL.exactAdd("NEW"))
        END;
        CREATE TRIGGER spend_month_after_delete AFTER DELETE ON expense BEGIN
            \(SpendAmountSQL.exactRemove("OLD"))
        END;
        CREATE TRIGGER spend_month_after_update AFTER UPDATE OF vehicle_id, day, amount, currency ON expense BEGIN
            \(SpendAmountSQL.exactRemove("OLD"))
            \(SpendAmountSQL.exactAdd("NEW"))
        END;
        """
}
