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
    /// The energy of the vehicle's first fill-up in the rule's order, if it has one: what a vehicle
    /// that never said what it runs on is taken to run on (`Vehicle.runsOn(firstFill:)`). Short walks
    /// of the fuel index from its oldest end (`GarageStore.firstFillSQL`).
    ///
    /// - Parameter excluded: a fill to leave out (the one being edited).
    public func firstFillEnergy(of vehicle: Vehicle, excluding excluded: GarageID? = nil) throws -> Energy? {
        try store.decodedFirstRow(
            GarageStore.firstFillSQL, [vehicle.id.rawValue, excluded?.rawValue ?? ""], GarageStore.expenseRow)?
            .fillUp(of: vehicle)?.energy
    }

    /// Whether a fill of the vehicle names `energy` (so the vehicle cannot stop running on it).
    public func hasFill(vehicleID: GarageID, naming energy: Energy) throws -> Bool {
        try store.database.firstRow(GarageStore.namesEnergySQL, [vehicleID.rawValue, energy.rawValue]) { $0.int(0) != 0 } ?? false
    }

    /// Whether the vehicle has a fill that names no energy and is measured as `measure` is.
    public func hasUnnamedFill(vehicleID: GarageID, measure: FuelEnergy) throws -> Bool {
        try store.database.firstRow(GarageStore.hasUnnamedFillSQL, [vehicleID.rawValue, measure == .electric ? 1 : 0]) { $0.int(0) != 0 }
            ?? false
    }

    /// The vehicle's fills that name no energy and are measured as `measure` is, in day order: the
    /// fills whose energy follows the vehicle's (`Vehicle.energy(forUnit:)`).
    public func unnamedFills(vehicleID: GarageID, measure: FuelEnergy) throws -> [Expense] {
        try store.decodedRows(
            GarageStore.unnamedFillsSQL, [vehicleID.rawValue, measure == .electric ? 1 : 0], GarageStore.expenseRow)
    }

    /// The vehicle's main energy (`Vehicle.mainEnergy(firstFill:)`): its first stated energy, read
    /// without a query, else its first fill's.
    public func mainEnergy(of vehicle: Vehicle) throws -> Energy? {
        if let stated = vehicle.energies.first { return stated }
        return try firstFillEnergy(of: vehicle)
    }

    /// The fill-ups a vehicle's latest economy depends on (`FuelEconomy.latestSegmentWindow(of:energy:)`
    /// of its main energy): the same rows the rule takes from the whole history, read as three short
    /// walks of the fuel index from its newest end (that energy's second-latest full fill with a reading;
    /// the reading before it; the fills from it on), whatever the history's length.
    public func latestFuelWindow(of vehicle: Vehicle) throws -> [FillUp] {
        guard let energy = try mainEnergy(of: vehicle) else { return [] }
        return try latestFuelWindow(of: vehicle, energy: energy)
    }

    /// One energy's window: the second-latest full fill with a reading (walking the index back from the
    /// newest row), the one fill with a reading before it, and every fill from it on, with a reading or not.
    public func latestFuelWindow(of vehicle: Vehicle, energy: Energy) throws -> [FillUp] {
        let chain: [any DatabaseValueConvertible] = [
            vehicle.id.rawValue, vehicle.energy(forUnit: .kilowattHours).rawValue, vehicle.energy(forUnit: .litres).rawValue,
            energy.rawValue,
        ]
        guard let key = try store.database.firstRow(GarageStore.secondLatestFullFillSQL, chain, { row in
            (day: row.text(0), odometer: row.int(1), id: row.text(2))
        }) else { return [] }
        let position: [any DatabaseValueConvertible] = [key.day, key.odometer, key.id]
        let before = try store.decodedRows(GarageStore.fillBeforeSQL, chain + position, GarageStore.expenseRow)
        let from = try store.decodedRows(
            GarageStore.fillsFromSQL, chain + [key.day, key.day, key.odometer, key.id], GarageStore.expenseRow)
        return (before + Self.inRuleOrder(from)).compactMap { $0.fillUp(of: vehicle) }
    }

    /// Fills read in the fuel index's order (day, odometer, id: a day's fills without a reading
    /// first, by id) in the rule's (`FillUp.ruleOrder`, then id): each day's fills without a reading
    /// moved after the day's others, each group in the order read.
    static func inRuleOrder(_ fills: [Expense]) -> [Expense] {
        fills.enumerated().sorted { a, b in
            (a.element.date, a.element.odometer == nil ? 1 : 0, a.offset) < (b.element.date, b.element.odometer == nil ? 1 : 0, b.offset)
        }.map(\.element)
    }
}
