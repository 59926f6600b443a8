/// What an account holds on this device, for a command that would replace it to say exactly what goes.
extension GarageStore {
    /// How much of the logbook an account with this name holds on this device, whether or not it is
    /// signed in: its vehicles, and their records counted.
    public func contents(ofAccount name: String) throws -> (vehicles: Int, records: RecordCounts) {
        let vehicles = try database.firstRow("SELECT count(*) FROM vehicle WHERE account = ?", [name]) { $0.int(0) } ?? 0
        var records = RecordCounts()
        func count(_ table: String) throws -> Int {
            try database.firstRow(
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

extension RecordCounts {
    /// Every record counted, of every kind.
    public var total: Int { readings + expenses + maintenanceItems + services + deadlines }
}
