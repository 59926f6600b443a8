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

extension GarageStore {
    /// The fill-ups a vehicle's latest economy depends on (`FuelEconomy.latestSegmentWindow(of:)`): the
    /// same rows the rule takes from the whole history, read as four short walks of the fuel index from
    /// its newest end (the latest fill, which names the energy; that energy's second-latest full fill; the
    /// fill before it; the fills from it on), whatever the history's length.
    public func latestFuelWindow(vehicleID: GarageID) throws -> [FillUp] {
        guard let isCharge = try database.firstRow(Self.latestFillEnergySQL, [vehicleID.rawValue], { $0.int(0) != 0 })
        else { return [] }
        return try latestFuelWindow(vehicleID: vehicleID, energy: isCharge ? .electric : .liquid)
    }

    /// One energy's window: the second-latest full fill (walking the index back from the newest row),
    /// the one fill before it, and every fill from it on.
    func latestFuelWindow(vehicleID: GarageID, energy: FuelEnergy) throws -> [FillUp] {
        let chain: [any DatabaseValueConvertible] = [vehicleID.rawValue, energy == .electric ? 1 : 0]
        guard let key = try database.firstRow(Self.secondLatestFullFillSQL, chain, { row in
            (day: row.text(0), odometer: row.int(1), id: row.text(2))
        }) else { return [] }
        let position: [any DatabaseValueConvertible] = [key.day, key.odometer, key.id]
        let before = try decodedRows(Self.fillBeforeSQL, chain + position, Self.expense)
        let from = try decodedRows(Self.fillsFromSQL, chain + position, Self.expense)
        return (before + from).compactMap(\.fillUp)
    }

    // The rows `Expense.fillUp` reads (a quantity, its unit or the legacy one, and an odometer) of one
    // vehicle (`?`) and one energy (`?`: 1 for charges, 0 for liquid fuel; a row without a unit was
    // stored before units and is liquid), in the rule's order (day, odometer, id).
    private static let fuelChain = """
        e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND e.odometer IS NOT NULL
        AND (COALESCE(e.fuel_unit, 'l') = 'kwh') = ?
        """
    // A row without a unit reads as a full fill (`FuelFill.legacy`), whatever its flag column says.
    private static let isFull = "(e.fuel_unit IS NULL OR COALESCE(e.fuel_is_full, 1) <> 0)"

    static let latestFillEnergySQL = """
        SELECT COALESCE(e.fuel_unit, 'l') = 'kwh' FROM expense e
        WHERE e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND e.odometer IS NOT NULL
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1
        """
    static let secondLatestFullFillSQL = """
        SELECT e.day, e.odometer, e.id FROM expense e WHERE \(fuelChain) AND \(isFull)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1 OFFSET 1
        """
    static let fillBeforeSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChain) AND (e.day, e.odometer, e.id) < (?, ?, ?)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1
        """
    static let fillsFromSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChain) AND (e.day, e.odometer, e.id) >= (?, ?, ?)
        ORDER BY e.day, e.odometer, e.id
        """
}
