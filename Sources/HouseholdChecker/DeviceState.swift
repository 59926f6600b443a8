import Foundation
import GarageRules
import GarageStorage

/// Every synced record a device holds, as the checker compares them: for each record, its vehicle,
/// its synced columns, and each merge unit's stamp (the latest of its fields') and values.
struct DeviceState: Equatable {
    /// A record by kind and id.
    struct Key: Hashable, Comparable, CustomStringConvertible {
        let kind: RecordKind
        let id: String

        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.kind.rawValue, lhs.id) < (rhs.kind.rawValue, rhs.id) }
        var description: String { "\(kind.rawValue) \(id)" }
    }

    /// One merge unit of a record: its stamp and its values (a JSON array).
    struct Unit: Hashable {
        let stamp: String
        let value: String
    }

    /// One record.
    struct Record: Hashable {
        let vehicle: String
        /// Its synced columns, as a JSON array.
        let row: String
        /// Its merge units, by name.
        let units: [String: Unit]
    }

    /// The records, by key.
    var records: [Key: Record] = [:]
    /// The records kept aside (pulled, not stored), by key, with the vehicle they belong to.
    var setAside: [Key: String] = [:]

    /// The records of `vehicle`.
    func records(of vehicle: String) -> [Key: Record] {
        records.filter { $0.value.vehicle == vehicle }
    }

    /// The vehicles held.
    var vehicles: Set<String> {
        Set(records.keys.filter { $0.kind == .vehicle }.map(\.id))
    }

    /// Reads the state of the logbook `database`.
    static func read(_ database: Database) throws -> DeviceState {
        var state = DeviceState()
        for kind in RecordKind.allCases {
            let units = kind.descriptor.mergeUnits
            let vehicleColumn = kind == .vehicle ? "id" : "vehicle_id"
            let unitColumns = units.map { unit in "json_array(\(unit.fields.map(\.column).joined(separator: ", ")))" }
            let sql = """
                SELECT id, \(vehicleColumn), coalesce(hlc, ''), coalesce(field_stamps, '{}'),
                       json_array(\(kind.syncedColumns.joined(separator: ", "))) \(unitColumns.map { ", " + $0 }.joined())
                FROM \(kind.descriptor.table)
                """
            _ = try database.rows(sql) { row in
                let stamps = (try? JSONSerialization.jsonObject(with: Data(row.text(3).utf8))) as? [String: String] ?? [:]
                let version = row.text(2)
                var values: [String: Unit] = [:]
                for (offset, unit) in units.enumerated() {
                    let stamp = unit.fields.map { stamps[$0.column] ?? version }.max() ?? version
                    values[unit.name] = Unit(stamp: stamp, value: row.text(Int32(5 + offset)))
                }
                state.records[Key(kind: kind, id: row.text(0))] = Record(vehicle: row.text(1), row: row.text(4), units: values)
            }
        }
        _ = try database.rows("SELECT record_kind, record_id, vehicle_id FROM sync_set_aside") { row in
            if let kind = RecordKind(rawValue: row.text(0)) { state.setAside[Key(kind: kind, id: row.text(1))] = row.text(2) }
        }
        return state
    }
}
