extension LogbookSchema {
    /// Two indexes in the orders the dashboard reads them in, so that none of its per-vehicle
    /// statements sets up a sort.
    ///
    /// The fuel rows' index, (vehicle, day, odometer), left the rule's last tie-break, the id, to a
    /// sort that SQLite set up for every run of the latest fuel window's three statements and of the
    /// first fill's, four runs a vehicle at every publish: some 45,000 instructions a run, for a few
    /// rows (`valgrind --tool=callgrind` of the `sqlite3` shell, 2,000 runs of the window's first
    /// statement on the bench's large garage: 63,500 instructions a run of `sqlite3_step` with the old
    /// index, 16,000 with this one).
    /// The new index ends with the id, and starts with the old one's columns, so whatever used that
    /// one uses it. A vehicle's maintenance items are read in the order they were added
    /// (`position`), which no index gave either.
    ///
    /// `IF EXISTS`, as step 26: a logbook that lost the old index still takes the step.
    static let version28 = """
        CREATE INDEX expense_fuel_in_rule_order ON expense (vehicle_id, day, odometer, id) WHERE fuel_quantity IS NOT NULL;
        DROP INDEX IF EXISTS expense_fuel_by_vehicle;
        CREATE INDEX maintenance_item_in_order ON maintenance_item (vehicle_id, position);
        """
}
