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
    // The rows `Expense.fillUp` reads (a quantity, its unit or the legacy one, and an odometer) of one
    // vehicle (`?`) and one energy (`?`: 1 for charges, 0 for liquid fuel; a row without a unit was
    // stored before units and is liquid), in the rule's order (day, odometer, id).
    static let fuelChain = """
        e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND e.odometer IS NOT NULL
        AND (COALESCE(e.fuel_unit, 'l') = 'kwh') = ?
        """
    // A row without a unit reads as a full fill (`FuelFill.legacy`), whatever its flag column says.
    static let isFull = "(e.fuel_unit IS NULL OR COALESCE(e.fuel_is_full, 1) <> 0)"

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
