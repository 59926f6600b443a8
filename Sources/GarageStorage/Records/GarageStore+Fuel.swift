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
    // The rows `Expense.fillUp(of:)` reads (a quantity, its unit or the legacy one, and an odometer when
    // there is one) of one vehicle (`?`) and one energy: a row's energy is the one it names, else the
    // vehicle's for its unit (`Vehicle.energy(forUnit:)`, given as `?` for a charge and `?` for a
    // liquid; a row without a unit was stored before units and is liquid), compared with `?`. The
    // rule's order is day, then odometer with the fills without one last (`FillUp.ruleOrder`), then id.
    static let fuelChainAll = """
        e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL
          AND COALESCE(e.fuel_energy, CASE WHEN COALESCE(e.fuel_unit, 'l') = 'kwh' THEN ? ELSE ? END) = ?
        """
    // The same rows with a reading: only they can anchor a stretch.
    static let fuelChain = "\(fuelChainAll) AND e.odometer IS NOT NULL"
    // A row without a unit reads as a full fill (`FuelFill.legacy`), whatever its flag column says.
    static let isFull = "(e.fuel_unit IS NULL OR COALESCE(e.fuel_is_full, 1) <> 0)"

    // The vehicle's first fill in the rule's order (`?1` the vehicle) other than `?2` (an id, or ''):
    // on the earliest day, its first fill with a reading, else its first without one (the rule puts
    // those after the day's readings). Each is one walk of the fuel index in its own order, naming the
    // row by its rowid, with no sort to set up; `coalesce` stops at the first, and only the row chosen
    // is read, so a damaged fill the rule does not choose is never decoded.
    static let firstFillSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE e.rowid = coalesce(
          (SELECT a.rowid FROM expense a
           WHERE a.vehicle_id = ?1 AND a.fuel_quantity IS NOT NULL AND a.id <> ?2 AND a.odometer IS NOT NULL
             AND a.day = \(firstFillDay) ORDER BY a.odometer, a.id LIMIT 1),
          (SELECT b.rowid FROM expense b
           WHERE b.vehicle_id = ?1 AND b.fuel_quantity IS NOT NULL AND b.id <> ?2 AND b.odometer IS NULL
             AND b.day = \(firstFillDay) ORDER BY b.id LIMIT 1))
        """
    // The earliest day of the vehicle's fills other than `?2`.
    private static let firstFillDay = """
        (SELECT MIN(f.day) FROM expense f WHERE f.vehicle_id = ?1 AND f.fuel_quantity IS NOT NULL AND f.id <> ?2)
        """
    // Whether a fill of the vehicle (`?`) names the energy (`?`).
    static let namesEnergySQL = """
        SELECT EXISTS (SELECT 1 FROM expense e WHERE e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND e.fuel_energy = ?)
        """
    // The fills of the vehicle (`?`) that name no energy, of one kind (`?`: 1 for charges, 0 for liquids).
    static let unnamedFill = """
        e.vehicle_id = ? AND e.fuel_quantity IS NOT NULL AND e.fuel_energy IS NULL AND (COALESCE(e.fuel_unit, 'l') = 'kwh') = ?
        """
    // Whether there is one.
    static let hasUnnamedFillSQL = "SELECT EXISTS (SELECT 1 FROM expense e WHERE \(unnamedFill))"
    // All of them, in day order.
    static let unnamedFillsSQL = "SELECT \(expenseColumns) FROM expense e WHERE \(unnamedFill) ORDER BY e.day, e.id"
    static let secondLatestFullFillSQL = """
        SELECT e.day, e.odometer, e.id FROM expense e WHERE \(fuelChain) AND \(isFull)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1 OFFSET 1
        """
    static let fillBeforeSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChain) AND (e.day, e.odometer, e.id) < (?, ?, ?)
        ORDER BY e.day DESC, e.odometer DESC, e.id DESC LIMIT 1
        """
    // Every fill from the anchor (`?` day, `?` the same day, `?` odometer, `?` id) on, with a reading or
    // not, in the fuel index's order: a day's fills without a reading come first, and are moved after
    // the day's others by `RecordRepository.inRuleOrder(_:)` (an `odometer IS NULL` term here would
    // make SQLite sort).
    static let fillsFromSQL = """
        SELECT \(expenseColumns) FROM expense e WHERE \(fuelChainAll)
          AND e.day >= ? AND (e.day > ? OR e.odometer IS NULL OR (e.odometer, e.id) >= (?, ?))
        ORDER BY e.day, e.odometer, e.id
        """
}
