import GarageRules
import WidgetContract

extension DashboardQueries {
    /// The signed-in account's expenses paid in other currencies than `home`, of one vehicle or all,
    /// dated in the months from `first` through `last`, converted into `home` and summed per vehicle,
    /// month and currency (`SpendRecords.ConvertedMonth`).
    ///
    /// A sum the store remembers (`spend_month_converted`, logbook step 19) is read as one row; one
    /// it does not — new, or forgotten because an expense or a rate it depends on changed — is worked
    /// out from its expenses and the rates, and remembered: inside a write at once, after a read
    /// when the read ends (see `GarageStore.read`). So a read costs a row per vehicle, month and
    /// currency, plus the expenses of the months that changed since the last.
    ///
    /// A month whose expenses include a damaged row (skipped by a salvaging read) is worked out every
    /// time and never remembered, so that every read that leaves it out says so.
    public func convertedMonths(
        home: CurrencyCode, vehicleID: GarageID?, from first: CalendarMonth, through last: CalendarMonth
    ) throws -> [SpendRecords.ConvertedMonth] {
        let edition = store.publishedRates?.edition ?? "none"
        var vehicleTerm = " AND vehicle_id IN (\(GarageStore.ownVehicleIDs))"
        var monthsVehicleTerm = " AND s.vehicle_id IN (\(GarageStore.ownVehicleIDs))"
        var arguments: [any DatabaseValueConvertible] = [home.code, first.isoString, last.isoString]
        if let vehicleID {
            vehicleTerm = " AND vehicle_id = ?"
            monthsVehicleTerm = " AND s.vehicle_id = ?"
            arguments.append(vehicleID.rawValue)
        }
        struct Key: Hashable {
            let vehicleID: String
            let month: String
            let currency: String
        }
        // What there is to sum — `spend_month` has a row for every vehicle, month and currency with
        // an expense the reads can decode (and perhaps a few they cannot) — each with the sum
        // remembered for it, if any, in one pass: the memo's primary key finds it. Only what there
        // is to sum is read, so a remembered row whose expenses all went (no trigger lets that
        // happen) never counts a month with none.
        var remembered: [SpendRecords.ConvertedMonth] = []
        var toWorkOut: [Key] = []
        var currencyLists: [String: [CurrencyCode]] = [:]
        _ = try store.database.rows(
            """
            SELECT s.vehicle_id, s.month, s.currency, c.minor_units, c.record_count, c.unconverted, c.rate_currencies
            FROM spend_month s LEFT JOIN spend_month_converted c
                ON c.vehicle_id = s.vehicle_id AND c.month = s.month AND c.currency = s.currency
                AND c.home_currency = ? AND c.rates_edition = ?
            WHERE s.currency <> ? AND s.month BETWEEN ? AND ? AND s.record_count > 0\(monthsVehicleTerm)
            ORDER BY s.vehicle_id, s.month, s.currency
            """, [home.code, edition] + arguments
        ) { row in
            let key = Key(vehicleID: row.text(0), month: row.text(1), currency: row.text(2))
            if !row.isNull(3), let month = ConvertedMonthMemo.month(
                vehicleID: key.vehicleID, month: key.month, currency: key.currency, homeCurrency: home,
                minorUnits: row.int(3), recordCount: row.int(4), unconverted: row.text(5), rateCurrencies: row.text(6),
                currencyLists: &currencyLists)
            {
                remembered.append(month)
            } else {
                toWorkOut.append(key)
            }
        }
        var expenses: [Expense] = []
        var damagedKeys: Set<Key> = []
        for key in toWorkOut {
            guard let month = try? CalendarMonth(parsing: key.month) else { continue }
            let skippedBefore = store.skippedRows?.count ?? 0
            expenses += try store.records.expenses(vehicleText: key.vehicleID, currencyText: key.currency, in: month)
            if (store.skippedRows?.count ?? 0) > skippedBefore { damagedKeys.insert(key) }
        }
        // The rows `spend_month` could not count (a damaged amount or day) are read too, through
        // their partial index: a salvaging read names them as it skips them. One that decodes after
        // all (no such row is known) is counted, and its month never remembered.
        let uncountedArguments = [first.firstDay.isoString, last.lastDay.isoString, home.code] + arguments.dropFirst(3)
        let uncounted: [Expense]
        do {
            uncounted = try store.decodedRows(
                Self.uncountedExpensesSQL(vehicleTerm: vehicleTerm), uncountedArguments, GarageStore.expenseRow)
        } catch let error as DatabaseError where error.isMissingIndex {
            // A logbook whose partial index is gone (a file mended by hand) is read without it:
            // slower, the same rows, rather than every spend read and publish failing.
            uncounted = try store.decodedRows(
                Self.uncountedExpensesSQL(vehicleTerm: vehicleTerm, indexed: false), uncountedArguments, GarageStore.expenseRow)
        }
        for expense in uncounted {
            damagedKeys.insert(Key(vehicleID: expense.vehicleID.rawValue, month: expense.date.calendarMonth.isoString, currency: expense.amount.currency.code))
        }
        expenses += uncounted
        let worked = SpendRecords.ConvertedMonth.converting(
            expenses, into: home, rates: try store.rates.converting(expenses, into: home))
        let fresh = worked.filter { month in
            !damagedKeys.contains(Key(vehicleID: month.vehicleID.rawValue, month: month.month.isoString, currency: month.currency.code))
        }
        if !fresh.isEmpty {
            try store.remember(ConvertedMonthMemo(
                months: fresh, homeCurrency: home, ratesEdition: edition, dataVersion: try store.database.dataVersion()))
        }
        return (remembered + worked).sorted { $0.comesBefore($1) }
    }

    /// The expenses `spend_month` could not count (arguments: first day, last day, home currency,
    /// then the vehicle term's), read through their partial index, which is named: with the
    /// vehicles' `IN` term SQLite 3.40 prefers `expense_by_vehicle_day` and tests every expense of
    /// the window against the damage expression — at 50 vehicles about 40 % of a publish's load —
    /// where the partial index holds only the damaged rows, usually none.
    static func uncountedExpensesSQL(vehicleTerm: String, indexed: Bool = true) -> String {
        """
        SELECT \(GarageStore.expenseColumns) FROM expense e\(indexed ? " INDEXED BY expense_uncounted_by_day" : "")
        WHERE \(LogbookSchema.uncountedExpense) AND day BETWEEN ? AND ? AND \(SpendAmountSQL.code("currency")) <> ?\(vehicleTerm) ORDER BY e.day, e.id
        """
    }
}
