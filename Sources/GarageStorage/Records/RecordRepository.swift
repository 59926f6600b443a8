import Foundation
import GarageRules

/// The records kept for a vehicle that are not its plan: readings logged on their own, expenses (fill-ups among them), deadlines; finding, listing in pages, counting, writing and removing them.
///
/// A view of the logbook (``GarageStore/records``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct RecordRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The records kept for a vehicle that are not its plan.
    public var records: RecordRepository { RecordRepository(store: self) }
}

extension RecordRepository {
    /// The records of one vehicle, counted: what removing it deletes with it.
    public func recordCounts(vehicleID: GarageID) throws -> RecordCounts {
        var counts = RecordCounts()
        counts.readings = try count("odometer_entry", vehicleID)
        counts.expenses = try count("expense", vehicleID)
        counts.maintenanceItems = try count("maintenance_item", vehicleID)
        counts.services = try count("maintenance_service", vehicleID)
        counts.deadlines = try count("deadline", vehicleID)
        return counts
    }

    func count(_ table: String, _ vehicleID: GarageID) throws -> Int {
        try store.database.firstRow("SELECT count(*) FROM \(table) WHERE vehicle_id = ?", [vehicleID.rawValue]) { $0.int(0) } ?? 0
    }
}

extension RecordRepository {
    /// The vehicle of the record `id` of `kind` (`nil` when the logbook has no such record).
    public func vehicleID(of kind: RecordKind, id: GarageID) throws -> GarageID? {
        let column = kind == .vehicle ? "id" : "vehicle_id"
        return try store.database.firstRow("SELECT \(column) FROM \(kind.table) WHERE id = ?", [id.rawValue]) {
            GarageID(rawValue: $0.text(0))
        } ?? nil
    }
}

extension RecordRepository {
    /// Inserts an odometer entry.
    public func insert(_ entry: OdometerEntry) throws {
        try store.insertRow(entry.fieldValues)
    }

    /// Inserts an expense (a service's cost after its service).
    public func insert(_ expense: Expense) throws {
        try store.insertRow(expense.fieldValues)
    }

    /// Inserts the odometer entry or expense whose values (`fieldValues`) `values` are, as an import
    /// has them from its check (`ImportCheck`), so that they are built once.
    public func insert(values: FieldValues) throws {
        precondition(values.kind == .odometerEntry || values.kind == .expense, "an import stores readings and expenses")
        try store.insertRow(values)
    }

    /// Inserts the odometer entries and expenses whose values `rows` are, in order, as `insert(values:)`
    /// inserts each, several rows to a statement (`GarageStore.insertRows`): an import's batch.
    public func insert(rows: [FieldValues]) throws {
        precondition(rows.allSatisfy { $0.kind == .odometerEntry || $0.kind == .expense }, "an import stores readings and expenses")
        try store.insertRows(rows)
    }

    /// Inserts a deadline.
    public func insert(_ deadline: Deadline) throws {
        try store.insertRow(deadline.fieldValues)
    }

}
