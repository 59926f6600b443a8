import GarageRules
import WidgetContract

extension DashboardQueries {
    /// The sums `spend_month` keeps of the signed-in account's expenses paid in `currency`, of one
    /// vehicle or all, for the months from `first` through `last`: a row per vehicle and month,
    /// whatever the number of expenses (see logbook step 17).
    public func homeMonths(
        currency: CurrencyCode, vehicleID: GarageID?, from first: CalendarMonth, through last: CalendarMonth
    ) throws -> [SpendRecords.HomeMonth] {
        var sql = """
            SELECT vehicle_id, month, minor_units, record_count FROM spend_month
            WHERE currency = ? AND month BETWEEN ? AND ? AND record_count > 0
            """
        var arguments: [any DatabaseValueConvertible] = [currency.code, first.isoString, last.isoString]
        if let vehicleID {
            sql += " AND vehicle_id = ?"
            arguments.append(vehicleID.rawValue)
        } else {
            sql += " AND vehicle_id IN (\(GarageStore.ownVehicleIDs))"
        }
        sql += " ORDER BY vehicle_id, month"
        // The month is the first seven characters of an expense's day: a damaged day (which the
        // record reads leave out) can make one that is no month, and it is left out here too.
        return try store.database.rows(sql, arguments) { row -> SpendRecords.HomeMonth? in
            guard let vehicleID = GarageID(rawValue: row.text(0)), let month = try? CalendarMonth(parsing: row.text(1)) else { return nil }
            return SpendRecords.HomeMonth(
                vehicleID: vehicleID, month: month, total: Money(minorUnits: row.int(2), currency: currency), recordCount: row.int(3))
        }.compactMap { $0 }
    }
}
