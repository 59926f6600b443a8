extension GarageStore {
    /// Runs `body` with the spend totals of the expenses it inserts summed once per month when it
    /// ends, not once per row (logbook step 21): for a change that inserts thousands of expenses in
    /// one transaction, an import. Call it inside `write`.
    ///
    /// When it returns, `spend_month` holds exactly what the triggers (step 27's) would have made of
    /// the same rows — each month the body touched is summed again from its expenses, as the repair's
    /// fill sums it — and the converted sums of those months are forgotten, as step 19's triggers would
    /// have forgotten them. The flag is cleared before the transaction can commit, whether `body`
    /// returns or throws (a caller may catch and commit what came before); a crash rolls it back
    /// with the rows. Inside a deferral already running it only runs `body`: the outer one settles.
    ///
    /// Reads of `spend_month` inside `body` see the totals as they were before it.
    public func deferringSpendMonths<T>(_ body: () throws -> T) throws -> T {
        try requireWrite("deferring spend totals")
        guard !isDeferringSpendMonths else { return try body() }
        try database.execute("INSERT INTO spend_month_deferral (id) VALUES (1)")
        isDeferringSpendMonths = true
        let result: T
        do {
            result = try body()
        } catch {
            isDeferringSpendMonths = false
            // The error is the one to report; the transaction it fails rolls the totals back anyway.
            try? settleSpendMonths()
            throw error
        }
        isDeferringSpendMonths = false
        try settleSpendMonths()
        return result
    }

    /// Sums every month the deferral noted again from its expenses, forgets their converted sums,
    /// and clears the deferral.
    func settleSpendMonths() throws {
        try database.execute(Self.settledKeys("spend_month"))
        try database.execute(Self.pendingFill)
        try database.execute(Self.settledKeys("spend_month_converted"))
        try database.execute("DELETE FROM spend_month_pending")
        try database.execute("DELETE FROM spend_month_deferral")
    }

    /// Settles a deferral that a committed transaction left set, which the store never does (see
    /// `deferringSpendMonths`): then some expenses may have been stored with no total counting them,
    /// so every total is summed again and every converted sum forgotten. One probe of an empty table
    /// on every open; the repair, when it runs, is `glovebox doctor --repair`'s.
    func settleStaleSpendDeferral() throws {
        guard try database.firstRow("SELECT 1 FROM spend_month_deferral", [], { $0.int(0) }) != nil else { return }
        try write { store in
            try store.database.execute("DELETE FROM spend_month_pending")
            try store.database.execute("DELETE FROM spend_month_deferral")
            try store.rebuildSpendMonths()
            try store.database.execute("DELETE FROM spend_month_converted")
        }
    }

    /// Deletes the rows of `table` whose (vehicle, month, currency) the deferral noted.
    private static func settledKeys(_ table: String) -> String {
        """
        DELETE FROM \(table) WHERE (vehicle_id, month, currency) IN
            (SELECT vehicle_id, month, currency FROM spend_month_pending)
        """
    }

    /// Sums each noted month of `spend_month` again from its expenses: `SpendAmountSQL.asReadFill`,
    /// for the noted months only, counting as step 27's triggers count (the noted currency is the
    /// code the reads make of it). The pending keys drive the join (`CROSS JOIN` keeps them
    /// outside), and each reads its vehicle's days of the month through `expense_by_vehicle_day`; a
    /// key whose month is not a month (a damaged day) finds no counted expense and adds nothing.
    ///
    /// Whether a key's currency is known, and its decimals, are worked out once per key (a
    /// materialized table, which SQLite does not fold back into the join) instead of once per
    /// expense: the same answers, since every row joined has that code. That halved the fill, 0.45 →
    /// 0.23 s for an import of 100,000 rows. A key whose code is unknown sums nothing, as the
    /// triggers count none of its rows.
    private static let pendingFill = """
        INSERT INTO spend_month (vehicle_id, month, currency, minor_units, record_count)
            WITH p (vehicle_id, month, currency, exponent) AS MATERIALIZED (
                SELECT vehicle_id, month, currency, \(SpendAmountSQL.exponent("currency")) FROM spend_month_pending
                WHERE \(SpendAmountSQL.isKnown("currency"))
            )
            SELECT p.vehicle_id, p.month, p.currency, sum(\(SpendAmountSQL.minorUnits("e.amount", exponent: "p.exponent"))), count(*)
            FROM p CROSS JOIN expense e
            WHERE e.vehicle_id = p.vehicle_id AND e.day >= p.month || '-' AND e.day < p.month || '.'
                AND \(SpendAmountSQL.code("e.currency")) = p.currency AND substr(e.day, 1, 7) = p.month
                AND \(SpendAmountSQL.isCountedExactly("e.amount", "e.day", exponent: "p.exponent", hasMinorUnit: "p.exponent <> 0"))
            GROUP BY p.vehicle_id, p.month, p.currency
        """
}
