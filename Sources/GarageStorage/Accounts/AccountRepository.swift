import GarageRules

/// The accounts that sign in on this device and the session: which one is signed in now, each account's own data and plan.
///
/// A view of the logbook (``GarageStore/accounts``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct AccountRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The accounts that sign in on this device and the session.
    public var accounts: AccountRepository { AccountRepository(store: self) }
}

/// What an account holds on this device, for a command that would replace it to say exactly what goes.
extension AccountRepository {
    /// How much of the logbook an account with this name holds on this device, whether or not it is
    /// signed in: its vehicles, and their records counted.
    public func contents(ofAccount name: String) throws -> (vehicles: Int, records: RecordCounts) {
        let vehicles = try store.database.firstRow("SELECT count(*) FROM vehicle WHERE account = ?", [name]) { $0.int(0) } ?? 0
        var records = RecordCounts()
        func count(_ table: String) throws -> Int {
            try store.database.firstRow(
                "SELECT count(*) FROM \(table) WHERE vehicle_id IN (SELECT id FROM vehicle WHERE account = ?)", [name]
            ) { $0.int(0) } ?? 0
        }
        records.readings = try count("odometer_entry")
        records.expenses = try count("expense")
        records.maintenanceItems = try count("maintenance_item")
        records.services = try count("maintenance_service")
        records.deadlines = try count("deadline")
        return (vehicles, records)
    }
}

extension AccountRepository {
    /// The accounts on this device with their vehicle counts: what a fresh start deletes.
    public func onDevice() throws -> [(name: String, vehicles: Int)] {
        try store.database.rows(
            "SELECT a.name, (SELECT count(*) FROM vehicle v WHERE v.account = a.name) FROM device_account a ORDER BY a.name"
        ) { ($0.text(0), $0.int(1)) }
    }
}
