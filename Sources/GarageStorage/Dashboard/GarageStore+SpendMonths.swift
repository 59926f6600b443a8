import GarageRules
import WidgetContract

extension GarageStore {
    /// Where `spend_month` differs from a full recomputation: every expense row of every account
    /// decoded as the reads decode it (a damaged row counts for nothing, as the reads leave it out),
    /// summed per vehicle, month and currency in Swift, compared row by row with what the triggers
    /// kept. Empty when they agree. One scan of `expense`, for `glovebox doctor` and the tests.
    public func spendMonthDifferences() throws -> [SpendMonthDifference] {
        struct Key: Hashable, Comparable {
            let vehicleID: String
            let month: String
            let currency: String

            static func < (lhs: Key, rhs: Key) -> Bool {
                (lhs.vehicleID, lhs.month, lhs.currency) < (rhs.vehicleID, rhs.month, rhs.currency)
            }
        }
        typealias Total = SpendMonthDifference.Total
        var recomputed: [Key: Total] = [:]
        let statement = try database.prepare("SELECT \(Self.expenseColumns) FROM expense e")
        try statement.bind([])
        while try statement.step() {
            guard let expense = try? Self.expenseRow(Row(statement: statement)) else { continue }
            let key = Key(vehicleID: expense.vehicleID.rawValue, month: expense.date.calendarMonth.isoString,
                          currency: expense.amount.currency.code)
            let sum = recomputed[key] ?? Total(minorUnits: 0, recordCount: 0)
            recomputed[key] = Total(minorUnits: sum.minorUnits + expense.amount.minorUnits, recordCount: sum.recordCount + 1)
        }
        var kept: [Key: Total] = [:]
        for (key, total) in try database.rows(
            "SELECT vehicle_id, month, currency, minor_units, record_count FROM spend_month", [],
            { row in (Key(vehicleID: row.text(0), month: row.text(1), currency: row.text(2)), Total(minorUnits: row.int(3), recordCount: row.int(4))) })
        {
            kept[key] = total
        }
        return Set(recomputed.keys).union(kept.keys).sorted().compactMap { key in
            guard kept[key] != recomputed[key] else { return nil }
            return SpendMonthDifference(
                vehicleID: key.vehicleID, month: key.month, currency: key.currency, kept: kept[key], recomputed: recomputed[key])
        }
    }

    /// Fills `spend_month` again from the expenses, counting each as the reads decode it, currency
    /// included (as step 27's triggers count): the repair `glovebox doctor --repair` makes when
    /// `spendMonthDifferences()` finds any. Call it inside `write`.
    public func rebuildSpendMonths() throws {
        try database.execute("DELETE FROM spend_month")
        try database.execute(SpendAmountSQL.asReadFill)
    }
}
