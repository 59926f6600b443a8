import Foundation
import GarageRules
import GarageStorage
import HouseholdCrypto

extension SealedFields {
    /// `conflict` (by the server's ids) with each sealed value it carries opened with its vehicle's
    /// keys, so that `conflicts list` shows the text the person wrote and `conflicts keep` writes that
    /// text back (to be sealed again as it leaves). The server records the values of a conflict as it
    /// holds them — sealed — in a unit's object (`{"note": "s1.…"}`) or, for a removal, in a whole
    /// synced row. A value this device cannot open stays as the server holds it.
    static func opened(_ conflict: SyncConflict, keyring: VehicleKeyring) -> SyncConflict {
        let keys = keyring.openingKeys(of: conflict.vehicleID)
        guard !keys.isEmpty else { return conflict }
        func open(_ text: String, kind: RecordKind, recordID: String, field: FieldDescriptor) -> String? {
            guard SealedText.hasSealedForm(text) else { return nil }
            let location = location(kind, recordID: recordID, vehicleID: conflict.vehicleID, field: field)
            return keys.lazy.compactMap { try? $0.open(text, at: location) }.first
        }
        /// A unit's object of server columns and their values.
        func openedUnit(_ json: String?) -> String? {
            guard let json, var object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return json }
            var changed = false
            for (_, field) in places(of: conflict.kind) {
                guard let column = field.serverColumn, let text = object[column] as? String,
                      let plain = open(text, kind: conflict.kind, recordID: conflict.recordID, field: field)
                else { continue }
                object[column] = plain
                changed = true
            }
            guard changed, let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return json }
            return String(decoding: data, as: UTF8.self)
        }
        /// A whole synced row of `kind` (a removed record, or the removed parent a record met): its
        /// own id says where each of its values was sealed.
        func openedRow(_ text: String?, of kind: RecordKind) -> String? {
            guard var row = text, row.hasPrefix("[") else { return text }
            let idPlace = kind.syncedColumns.firstIndex(of: "id") ?? 0
            let recordID: String
            if case .some(.some(let id)) = SyncedRowText.string(at: idPlace, in: row) { recordID = id } else { recordID = conflict.recordID }
            for (place, field) in places(of: kind) {
                guard case .some(.some(let sealed)) = SyncedRowText.string(at: place, in: row),
                      let plain = open(sealed, kind: kind, recordID: recordID, field: field)
                else { continue }
                row = SyncedRowText.replacing(at: place, in: row, with: plain)
            }
            return row
        }
        let parent = conflict.kind.descriptor.parentReferences.first?.parent ?? conflict.kind
        let lost = conflict.isRemoval ? openedRow(conflict.lostValue, of: conflict.kind) : openedUnit(conflict.lostValue)
        let won = conflict.isRemoval
            ? openedRow(conflict.wonValue, of: conflict.unit == "removed-parent" ? parent : conflict.kind) : openedUnit(conflict.wonValue)
        return SyncConflict(
            id: conflict.id, vehicleID: conflict.vehicleID, kind: conflict.kind, recordID: conflict.recordID, unit: conflict.unit,
            lostValue: lost, lostStamp: conflict.lostStamp, winner: conflict.winner, wonValue: won, wonStamp: conflict.wonStamp,
            isDismissed: conflict.isDismissed, setAsideReason: conflict.setAsideReason)
    }

    /// `conflict` with the sealed values of its removed row that no key here opens taken from
    /// `localRow`, this device's own copy of the record (its `syncedRow`, read before the pull applies
    /// the removal). A vehicle's removal takes every copy of its key with it, so the edit its remover
    /// had not seen comes back to its author sealed with a key nobody holds any more; the author's
    /// device still has, in clear, what that edit wrote.
    static func completed(_ conflict: SyncConflict, localRow: String?) -> SyncConflict {
        guard conflict.unit == "removed-parent" || conflict.unit == "removed",
              var lost = conflict.lostValue, lost.hasPrefix("["), let localRow
        else { return conflict }
        var changed = false
        for (place, _) in places(of: conflict.kind) {
            guard case .some(.some(let value)) = SyncedRowText.string(at: place, in: lost), SealedText.hasSealedForm(value),
                  case .some(.some(let plain)) = SyncedRowText.string(at: place, in: localRow), !SealedText.hasSealedForm(plain)
            else { continue }
            lost = SyncedRowText.replacing(at: place, in: lost, with: plain)
            changed = true
        }
        guard changed else { return conflict }
        return SyncConflict(
            id: conflict.id, vehicleID: conflict.vehicleID, kind: conflict.kind, recordID: conflict.recordID, unit: conflict.unit,
            lostValue: lost, lostStamp: conflict.lostStamp, winner: conflict.winner, wonValue: conflict.wonValue,
            wonStamp: conflict.wonStamp, isDismissed: conflict.isDismissed, setAsideReason: conflict.setAsideReason)
    }
}
