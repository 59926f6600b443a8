import GarageRules
import WidgetContract

extension GarageStore {
    /// A vehicle's fuel records (`?` its id), in the order of the partial index on fuel rows.
    static let fuelRecordsSQL = """
        SELECT \(expenseColumns) FROM expense e
        WHERE e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL ORDER BY e.day, e.odometer, e.id
        """
}

extension GarageStore {
    // The rows `Expense.fillUp` reads (a quantity, its unit or the legacy one, and an odometer when
    // there is one) of one vehicle (`?`) and one energy (`?`: 1 for charges, 0 for liquid fuel; a row
    // without a unit was stored before units and is liquid). The rule's order is day, then odometer
    // with the fills without one last (`FillUp.ruleOrder`), then id.
    static let fuelChainAll = """
        e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND (COALESCE(e.fuel_unit, 'l') = 'kwh') = ?
        """
    // The same rows with a reading: only they can anchor a stretch.
    static let fuelChain = "\(fuelChainAll) AND e.odometer IS NOT NULL"
    // A row without a unit reads as a full fill (`FuelFill.legacy`), whatever its flag column says.
    static let isFull = "(e.fuel_unit IS NULL OR COALESCE(e.fuel_is_full, 1) <> 0)"

    // The latest fill of the vehicle in the rule's order: the latest day by the index, then the day's
    // few rows sorted (a fill without a reading is the day's last).
    static let latestFillEnergySQL = """
        SELECT COALESCE(e.fuel_unit, 'l') = 'kwh' FROM expense e
        WHERE e.vehicle_id = ?1 AND e.fuel_quantity IS NOT NULL
          AND e.day = (SELECT MAX(f.day) FROM expense f WHERE f.vehicle_id = ?1 AND f.fuel_quantity IS NOT NULL)
        ORDER BY e.odometer IS NULL DESC, e.odometer DESC, e.id DESC LIMIT 1
        """
    static let secondLatestFullFillSQL = """
        SELECT e.day, e.odometer, e.id FROM expense e WHERE \(fuelChain) AND \(isFull)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1 OFFSET 1
        """
    static let fillBeforeSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChain) AND (e.day, e.odometer, e.id) < (?, ?, ?)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1
        """
    // Every fill from the anchor (`?` day, `?` the same day, `?` odometer, `?` id) on, with a reading or not.
    static let fillsFromSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChainAll)
          AND e.day >= ? AND (e.day > ? OR e.odometer IS NULL OR (e.odometer, e.id) >= (?, ?))
        ORDER BY e.day, e.odometer IS NULL, e.odometer, e.id
        """
}
