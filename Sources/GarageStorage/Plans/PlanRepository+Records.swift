import GarageRules
import WidgetContract

extension PlanRepository {
    /// The maintenance items of one vehicle, in the order they were added.
    public func items(vehicleID: GarageID) throws -> [MaintenanceItem] {
        try store.decodedRows(Self.itemsSQL, [vehicleID.rawValue], GarageStore.itemRow)
    }

    /// A vehicle's items in the order they were added, along `maintenance_item_in_order` (step 28).
    static let itemsSQL = """
        SELECT \(GarageStore.itemColumns) FROM maintenance_item i
        WHERE i.vehicle_id = ? ORDER BY i.position
        """

    /// The maintenance item with this id, if it is of one of the signed-in account's vehicles.
    public func item(id: GarageID) throws -> MaintenanceItem? {
        try store.decodedFirstRow(
            """
            SELECT \(GarageStore.itemColumns) FROM maintenance_item i
            WHERE i.id = ? AND i.vehicle_id IN (\(GarageStore.ownVehicleIDs))
            """, [id.rawValue], GarageStore.itemRow)
    }

    /// The service with this id, if it is of one of the signed-in account's vehicles.
    public func service(id: GarageID) throws -> ServiceRecord? {
        try store.decodedFirstRow(
            """
            SELECT \(GarageStore.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.id = ? AND s.vehicle_id IN (\(GarageStore.ownVehicleIDs))
            """, [id.rawValue], GarageStore.serviceRow)
    }

    /// The services of one vehicle (or of one of its items), oldest first.
    public func services(vehicleID: GarageID, itemID: GarageID? = nil) throws -> [ServiceRecord] {
        try store.decodedRows(
            """
            SELECT \(GarageStore.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.vehicle_id = ? AND (?2 IS NULL OR s.item_id = ?2) ORDER BY s.day, s.id
            """, [vehicleID.rawValue, itemID?.rawValue], GarageStore.serviceRow)
    }

    /// The latest service of an item in `ServiceRecord.isLater(than:)` order: one probe of the
    /// (item_id, day) index.
    public func latestService(itemID: GarageID) throws -> ServiceRecord? {
        try store.decodedFirstRow(
            """
            SELECT \(GarageStore.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.item_id = ? ORDER BY s.day DESC, coalesce(s.odometer, -1) DESC, s.id DESC LIMIT 1
            """, [itemID.rawValue], GarageStore.serviceRow)
    }

    /// The latest service of each item of `vehicleID` that has one, by item id: what
    /// ``latestService(itemID:)`` of each item answers, in one statement for the vehicle rather than
    /// one per item (a large garage's publish spent about a third of its per-vehicle reads on those
    /// statements, `perf record` of `glovebox-bench snapshot --sizes L`). The latest service is
    /// named by its rowid, which its index holds, so that its row is one search of the table rather
    /// than one of the id index and another of the table.
    public func latestServices(ofItemsOf vehicleID: GarageID) throws -> [GarageID: ServiceRecord] {
        let services = try store.decodedRows(
            """
            SELECT \(GarageStore.serviceColumns) FROM maintenance_item i
            JOIN maintenance_service s ON s.rowid = (
                SELECT l.rowid FROM maintenance_service l WHERE l.item_id = i.id
                ORDER BY l.day DESC, coalesce(l.odometer, -1) DESC, l.id DESC LIMIT 1)
            LEFT JOIN expense c ON c.service_id = s.id
            WHERE i.vehicle_id = ?
            """, [vehicleID.rawValue], GarageStore.serviceRow)
        // One row an item, unless two expenses name one service: then either, as `latestService`'s
        // `LIMIT 1` keeps either.
        return Dictionary(services.map { ($0.itemID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What the status of `item` needs of its vehicle's records: its latest service and, when the
    /// rules name one, its base reading.
    public func history(of item: MaintenanceItem) throws -> MaintenanceHistory {
        try history(of: item, lastService: try latestService(itemID: item.id))
    }

    /// ``history(of:)`` of `item`, whose latest service is already known (`lastService`, from
    /// ``latestServices(ofItemsOf:)``).
    public func history(of item: MaintenanceItem, lastService last: ServiceRecord?) throws -> MaintenanceHistory {
        let base = try MaintenanceHistory.baseProbe(for: item, lastService: last).map { probe in
            try store.readings.reading(probe, vehicleID: item.vehicleID)
        }
        return MaintenanceHistory(lastService: last, baseReading: base ?? nil)
    }
}
