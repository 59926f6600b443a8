import Foundation
import GarageRules
import GarageStorage
import HouseholdCrypto

/// The private fields of a synced row (those the field table marks sealed: the licence plate, notes),
/// sealed as they leave for the server and opened as they come back, with the vehicle's key
/// (``VehicleKeyring``) and the value's place (its vehicle, record and field, by the server's ids) as
/// associated data: the server holds them and cannot read them, nor move one to another place.
///
/// A device without the vehicle's key neither sends nor takes the field: what it pushes leaves the
/// server's value as it is (the field is not among what the write carries), and what it pulls leaves
/// its own. A value that does not open with the key the device has — changed on the server — keeps
/// its record aside with the reason, as any row this device cannot store.
enum SealedFields {
    /// The sealed fields of `kind`: their places in its synced row and their descriptors.
    static func places(of kind: RecordKind) -> [(place: Int, field: FieldDescriptor)] {
        placesByKind[kind] ?? []
    }

    /// Made once: a pull asks for every row it reads.
    private static let placesByKind: [RecordKind: [(place: Int, field: FieldDescriptor)]] = Dictionary(
        uniqueKeysWithValues: RecordKind.allCases.map { kind in
            (kind, kind.descriptor.syncedFields.enumerated().compactMap { $0.element.isSealed ? ($0.offset, $0.element) : nil })
        })

    /// Where a value of `change`'s record sits.
    static func location(_ kind: RecordKind, recordID: String, vehicleID: String, field: FieldDescriptor) -> FieldLocation {
        FieldLocation(vehicleID: vehicleID, kind: kind.rawValue, recordID: recordID, field: field.serverColumn!)
    }

    /// `change` (by the server's ids) as it goes to the server: each sealed field sealed, or left out
    /// of the write when this device holds no key of its vehicle.
    static func sealed(_ change: OutboxChange, keyring: VehicleKeyring) throws -> OutboxChange {
        guard case .upsert(var row) = change.operation else { return change }
        let places = places(of: change.kind)
        guard !places.isEmpty else { return change }
        let key = keyring.sealingKey(of: change.vehicleID)
        var leftOut: [String] = []
        for (place, field) in places {
            guard case .some(let value) = SyncedRowText.string(at: place, in: row) else { continue }
            guard let key else {
                row = SyncedRowText.replacing(at: place, in: row, with: nil)
                leftOut.append(field.serverColumn!)
                continue
            }
            if let value {
                let location = location(change.kind, recordID: change.recordID, vehicleID: change.vehicleID, field: field)
                row = SyncedRowText.replacing(at: place, in: row, with: key.seal(value, at: location))
            }
        }
        return OutboxChange(
            sequence: change.sequence, kind: change.kind, recordID: change.recordID, vehicleID: change.vehicleID,
            operation: .upsert(row: row), stamp: change.stamp, deviceID: change.deviceID,
            incoming: try removing(leftOut, from: change.incoming), bases: try removing(leftOut, from: change.bases))
    }

    /// `change` (by the server's ids) as this device can store it: each sealed field opened; one this
    /// device holds no key for (sealed or empty) left as this device has it (its stamp older than
    /// any); one that does not open marks the change to be kept aside.
    static func opened(_ change: PulledChange, keyring: VehicleKeyring) throws -> PulledChange {
        guard var row = change.row else { return change }
        let places = places(of: change.kind)
        guard !places.isEmpty else { return change }
        guard case .some(.some(let vehicleID)) = SyncedRowText.string(at: VehicleIDAliases.vehiclePlace(of: change.kind), in: row) else {
            return change
        }
        let keys = keyring.openingKeys(of: vehicleID)
        var unknown: [String] = []
        var unopened: SetAsideReason?
        for (place, field) in places {
            guard case .some(.some(let sealed)) = SyncedRowText.string(at: place, in: row) else {
                // Without a key of the vehicle, an empty value says nothing either: this device's
                // own (a plate typed here, which never left it) is kept, as a sealed one would be.
                if keys.isEmpty, case .some(.none) = SyncedRowText.string(at: place, in: row) { unknown.append(field.serverColumn!) }
                continue
            }
            // A note written in clear before notes were sealed, which no device with the key has
            // sealed again yet: it is what the household wrote then (the server's rules refuse any
            // new value in clear).
            if field.wasClearBeforeSealing, !SealedText.hasSealedForm(sealed) { continue }
            guard !keys.isEmpty else {
                row = SyncedRowText.replacing(at: place, in: row, with: nil)
                unknown.append(field.serverColumn!)
                continue
            }
            let location = location(change.kind, recordID: change.recordID, vehicleID: vehicleID, field: field)
            if let text = keys.lazy.compactMap({ try? $0.open(sealed, at: location) }).first {
                row = SyncedRowText.replacing(at: place, in: row, with: text)
            } else {
                unopened = .unopened(label: field.label)
            }
        }
        var stamps = change.stamps
        if !unknown.isEmpty {
            // The empty stamp is older than every other: the merge keeps this device's value.
            var object = try stampObject(change.stamps)
            for column in unknown { object[column] = "" }
            stamps = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        return PulledChange(
            kind: change.kind, recordID: change.recordID, stamp: change.stamp, row: unopened == nil ? row : change.row, stamps: stamps,
            unopened: unopened ?? change.unopened)
    }

    /// `json` (an object of stamps keyed by server columns) without `columns`.
    private static func removing(_ columns: [String], from json: String) throws -> String {
        guard !columns.isEmpty else { return json }
        var object = try stampObject(json)
        for column in columns { object.removeValue(forKey: column) }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    private static func stampObject(_ json: String?) throws -> [String: String] {
        guard let json, !json.isEmpty else { return [:] }
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw SyncError.failure(.unreadableStamps(json))
        }
        return object.compactMapValues { $0 as? String }
    }
}
