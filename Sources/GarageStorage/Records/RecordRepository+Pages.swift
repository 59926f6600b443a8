import GarageRules
import WidgetContract

extension RecordRepository {
    /// The latest odometer entries of one vehicle, or of all the signed-in account's.
    public func latestOdometerEntries(vehicleID: GarageID?, limit: Int) throws -> RecordPage<OdometerEntry> {
        let filter = GarageStore.Filter(vehicleID: vehicleID, alias: nil)
        return try store.page(
            select: "SELECT \(GarageStore.entryColumns) FROM odometer_entry \(filter.sql) ORDER BY day DESC, id DESC LIMIT ?",
            count: "SELECT count(*) FROM odometer_entry \(filter.sql)", filter.arguments, limit: limit, GarageStore.entryRow)
    }

    /// The latest expenses of one vehicle or of all the signed-in account's, between two days (each
    /// optional).
    public func latestExpenses(
        vehicleID: GarageID?, from start: CalendarDay? = nil, through end: CalendarDay? = nil, limit: Int
    ) throws -> RecordPage<Expense> {
        var filter = GarageStore.Filter(vehicleID: vehicleID, alias: "e")
        if let start { filter.add("e.day >= ?", start.isoString) }
        if let end { filter.add("e.day <= ?", end.isoString) }
        return try store.page(
            select: "SELECT \(GarageStore.expenseColumns) FROM expense e \(filter.sql) ORDER BY e.day DESC, e.id DESC LIMIT ?",
            count: "SELECT count(*) FROM expense e \(filter.sql)", filter.arguments, limit: limit, GarageStore.expenseRow)
    }

    /// The latest fuel records (fuel expenses with a quantity) of one vehicle or of all the signed-in
    /// account's, served by the partial index on fuel rows.
    public func latestFuelRecords(vehicleID: GarageID?, limit: Int) throws -> RecordPage<Expense> {
        var filter = GarageStore.Filter(vehicleID: vehicleID, alias: "e")
        filter.terms.append("e.fuel_quantity IS NOT NULL")
        return try store.page(
            select: "SELECT \(GarageStore.expenseColumns) FROM expense e \(filter.sql) ORDER BY e.day DESC, e.id DESC LIMIT ?",
            count: "SELECT count(*) FROM expense e \(filter.sql)", filter.arguments, limit: limit, GarageStore.expenseRow)
    }
}
