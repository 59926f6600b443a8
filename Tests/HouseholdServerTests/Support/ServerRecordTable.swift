import Foundation
import Testing
import PostgresClient

/// The five record tables, each with the statements the tests run against it: written out in full,
/// values bound as parameters, as a client of the server would send them.
enum ServerRecordTable: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case odometerEntry = "odometer_entry"
    case maintenanceItem = "maintenance_item"
    case maintenanceService = "maintenance_service"
    case expense
    case deadline

    var testDescription: String { rawValue }

    /// A statement and its values.
    typealias Statement = (sql: String, parameters: [any PostgresParameter])

    /// Inserts a record `id` on `vehicle`; a service needs the `item` it services.
    func insert(id: String, vehicle: String, item: String?, device: String) -> Statement {
        let clock = PinnedClock.next()
        switch self {
        case .odometerEntry:
            return ("""
                INSERT INTO glovebox.odometer_entry (id, vehicle_id, day, value, note, hlc, device_id)
                VALUES ($1, $2, '2026-03-01', 84210, '\(Self.seededNote)', $3, $4)
                """, [id, vehicle, clock, TestDevice.id(device)])
        case .maintenanceItem:
            return ("""
                INSERT INTO glovebox.maintenance_item (id, vehicle_id, name, every_months, start_day, position, hlc, device_id)
                VALUES ($1, $2, 'Oil change ' || $1, 12, '2026-01-15', 1, $3, $4)
                """, [id, vehicle, clock, TestDevice.id(device)])
        case .maintenanceService:
            return ("""
                INSERT INTO glovebox.maintenance_service (id, vehicle_id, item_id, day, odometer, note, hlc, device_id)
                VALUES ($1, $2, $3, '2026-02-01', 84000, '\(Self.seededNote)', $4, $5)
                """, [id, vehicle, item, clock, TestDevice.id(device)])
        case .expense:
            return ("""
                INSERT INTO glovebox.expense (id, vehicle_id, day, amount, currency, category, note, hlc, device_id)
                VALUES ($1, $2, '2026-03-02', 45.50, 'EUR', 'fuel', '\(Self.seededNote)', $3, $4)
                """, [id, vehicle, clock, TestDevice.id(device)])
        case .deadline:
            return ("""
                INSERT INTO glovebox.deadline (id, vehicle_id, kind, title, due_day, schedule_anchor_day, hlc, device_id)
                VALUES ($1, $2, 'insurance', 'Insurance', '2026-12-10', '2026-12-10', $3, $4)
                """, [id, vehicle, clock, TestDevice.id(device)])
        }
    }

    /// Changes the record's ``editedColumn`` to `"edited"` with a newer clock, saying so in `incoming`
    /// (the field's stamp) as the app's push does: a write that names no stamp changes nothing.
    func update(id: String, device: String) -> Statement {
        let clock = PinnedClock.next()
        switch self {
        case .odometerEntry:
            return ("UPDATE glovebox.odometer_entry SET note = '\(Self.editedNote)', hlc = $2, device_id = $3, incoming = jsonb_build_object('note', glovebox.stamp_text($2, $3)) WHERE id = $1", [id, clock, TestDevice.id(device)])
        case .maintenanceItem:
            return ("UPDATE glovebox.maintenance_item SET name = 'edited', hlc = $2, device_id = $3, incoming = jsonb_build_object('name', glovebox.stamp_text($2, $3)) WHERE id = $1", [id, clock, TestDevice.id(device)])
        case .maintenanceService:
            return ("UPDATE glovebox.maintenance_service SET note = '\(Self.editedNote)', hlc = $2, device_id = $3, incoming = jsonb_build_object('note', glovebox.stamp_text($2, $3)) WHERE id = $1", [id, clock, TestDevice.id(device)])
        case .expense:
            return ("UPDATE glovebox.expense SET note = '\(Self.editedNote)', hlc = $2, device_id = $3, incoming = jsonb_build_object('note', glovebox.stamp_text($2, $3)) WHERE id = $1", [id, clock, TestDevice.id(device)])
        case .deadline:
            return ("UPDATE glovebox.deadline SET title = 'edited', hlc = $2, device_id = $3, incoming = jsonb_build_object('title', glovebox.stamp_text($2, $3)) WHERE id = $1", [id, clock, TestDevice.id(device)])
        }
    }

    /// Marks the record deleted (the only way an account deletes a record) with a newer clock.
    func tombstone(id: String, device: String) -> Statement {
        // The table name comes from this closed enumeration, never from input.
        (
            """
            UPDATE glovebox.\(rawValue) SET deleted = true, hlc = $2, device_id = $3,
                incoming = jsonb_build_object('deleted', glovebox.stamp_text($2, $3)) WHERE id = $1
            """, [id, PinnedClock.next(), TestDevice.id(device)])
    }

    /// A hard delete, which no account may do.
    func delete(id: String) -> Statement {
        ("DELETE FROM glovebox.\(rawValue) WHERE id = $1", [id])
    }

    /// A note as the server holds one (schema 15): in sealed form, which is all the server can check.
    /// These tests speak SQL as an account would and hold no vehicle key; what the text says is the
    /// devices' concern.
    static let seededNote = "s1." + Data("seeded".utf8).base64EncodedString()
    static let editedNote = "s1." + Data("edited".utf8).base64EncodedString()

    /// What ``update(id:device:)`` writes into ``editedColumn``.
    var editedValue: String {
        switch self {
        case .maintenanceItem, .deadline: "edited"
        default: Self.editedNote
        }
    }

    /// The column ``update(id:device:)`` changes.
    var editedColumn: String {
        switch self {
        case .maintenanceItem: "name"
        case .deadline: "title"
        default: "note"
        }
    }

    /// Reads the record's ``editedColumn`` and tombstone, `nil` when the connection cannot see it.
    func read(id: String, on connection: PostgresConnection) throws -> (edited: String?, deleted: Bool)? {
        let row = try connection.query(
            "SELECT \(editedColumn), deleted FROM glovebox.\(rawValue) WHERE id = $1", [id]).rows.first
        return row.map { ($0[0], $0.bool(1) ?? false) }
    }
}
