import GarageRules
import WidgetContract

extension RecordRepository {
    /// The fuel record with this id (a fuel expense with a quantity), if it is of one of the signed-in
    /// account's vehicles; `nil` for any other expense.
    public func fuelRecord(id: GarageID) throws -> Expense? {
        try store.decodedFirstRow(
            """
            SELECT \(GarageStore.expenseColumns) FROM expense e
            WHERE e.id = ? AND e.fuel_quantity IS NOT NULL AND e.vehicle_id IN (\(GarageStore.ownVehicleIDs))
            """,
            [id.rawValue], GarageStore.expenseRow)
    }

    /// Every fuel record of one vehicle, in day order: what the economy rule reads, and nothing else of
    /// the logbook (one range of the partial index on fuel rows).
    public func fuelRecords(vehicleID: GarageID) throws -> [Expense] {
        try store.decodedRows(GarageStore.fuelRecordsSQL, [vehicleID.rawValue], GarageStore.expenseRow)
    }
}

extension RecordRepository {
    /// The fill-ups a vehicle's latest economy depends on (`FuelEconomy.latestSegmentWindow(of:)`): the
    /// same rows the rule takes from the whole history, read as four short walks of the fuel index from
    /// its newest end (the latest fill, which names the energy; that energy's second-latest full fill with
    /// a reading; the reading before it; the fills from it on), whatever the history's length.
    public func latestFuelWindow(vehicleID: GarageID) throws -> [FillUp] {
        guard let isCharge = try store.database.firstRow(GarageStore.latestFillEnergySQL, [vehicleID.rawValue], { $0.int(0) != 0 })
        else { return [] }
        return try latestFuelWindow(vehicleID: vehicleID, energy: isCharge ? .electric : .liquid)
    }

    /// One energy's window: the second-latest full fill with a reading (walking the index back from the
    /// newest row), the one fill with a reading before it, and every fill from it on, with a reading or not.
    func latestFuelWindow(vehicleID: GarageID, energy: FuelEnergy) throws -> [FillUp] {
        let chain: [any DatabaseValueConvertible] = [vehicleID.rawValue, energy == .electric ? 1 : 0]
        guard let key = try store.database.firstRow(GarageStore.secondLatestFullFillSQL, chain, { row in
            (day: row.text(0), odometer: row.int(1), id: row.text(2))
        }) else { return [] }
        let position: [any DatabaseValueConvertible] = [key.day, key.odometer, key.id]
        let before = try store.decodedRows(GarageStore.fillBeforeSQL, chain + position, GarageStore.expenseRow)
        let from = try store.decodedRows(
            GarageStore.fillsFromSQL, chain + [key.day, key.day, key.odometer, key.id], GarageStore.expenseRow)
        return (before + from).compactMap(\.fillUp)
    }
}
