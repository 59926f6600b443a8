import GarageRules
import WidgetContract

extension GarageStore {
    /// The fuel record with this id (a fuel expense with a quantity), if it is of one of the signed-in
    /// account's vehicles; `nil` for any other expense.
    public func fuelRecord(id: GarageID) throws -> Expense? {
        try decodedFirstRow(
            """
            SELECT \(Self.expenseColumns) FROM expense e
            WHERE e.id = ? AND e.fuel_quantity IS NOT NULL AND e.vehicle_id IN (\(Self.ownVehicleIDs))
            """,
            [id.rawValue], Self.expense)
    }

    /// Every fuel record of one vehicle, in day order: what the economy rule reads, and nothing else of
    /// the logbook (one range of the partial index on fuel rows).
    public func fuelRecords(vehicleID: GarageID) throws -> [Expense] {
        try decodedRows(Self.fuelRecordsSQL, [vehicleID.rawValue], Self.expense)
    }

    /// A vehicle's fuel records (`?` its id), in the order of the partial index on fuel rows.
    static let fuelRecordsSQL = """
        SELECT \(expenseColumns) FROM expense e
        WHERE e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL ORDER BY e.day, e.odometer, e.id
        """
}
