import Foundation
import GarageRules
import GarageStorage

/// Writes back the value of one of the account's edits that lost to a concurrent one, as a new edit
/// of the record (journaled, checked by the field rules, synced like any edit), and dismisses the
/// conflict. A record that was removed is not brought back this way: the conflict says so.
public struct KeepConflict: LogbookChange {
    /// The conflict's id, or a prefix of it that names one.
    public var id: String

    /// Keeps the value of the conflict `id`.
    public init(id: String) {
        self.id = id
    }

    public var label: String { "conflicts keep" }

    /// The conflict kept.
    public func apply(in context: ChangeContext) throws -> SyncConflict {
        _ = try context.signedInAccount()
        let conflict = try Self.conflict(id, in: context.store.sync.conflicts() + context.store.sync.setAsideRecords())
        if conflict.kind != .vehicle, conflict.unit != "set-aside",
           try GarageID(rawValue: conflict.vehicleID).flatMap({ try context.store.vehicles.find(id: $0) }) == nil {
            // Its vehicle went (its owner removed it, or its share ended) after the edit lost.
            throw GarageError.conflictNotKept(id: conflict.id, reason: .vehicleGone)
        }
        switch conflict.unit {
        case "removed-parent":
            // Bring back what it belongs to, as it was when removed (a new version of it, which syncs):
            // the record itself is still in the household, and comes back here with it.
            guard let kind = conflict.kind.descriptor.parentReferences.first?.parent, let row = conflict.wonValue else {
                throw GarageError.conflictNotKept(id: conflict.id, reason: .unreadableParent)
            }
            try Self.restore(kind, row: row, in: context, conflict: conflict)
            _ = try context.store.sync.takeSetAsideAgain()
            try context.store.sync.dismissConflicts([conflict.id])
            return conflict
        case "removed" where conflict.winner != "":
            guard let row = conflict.lostValue else {
                throw GarageError.conflictNotKept(id: conflict.id, reason: .unreadableRemoved)
            }
            try Self.restore(conflict.kind, row: row, in: context, conflict: conflict)
            try context.store.sync.dismissConflicts([conflict.id])
            return conflict
        case "removal-refused":
            throw GarageError.conflictNotKept(id: conflict.id, reason: .removalRefused(vehicleID: conflict.vehicleID))
        case "removed", "set-aside":
            throw GarageError.conflictNotKept(id: conflict.id, reason: conflict.unit == "set-aside" ? .comesInByItself : .notYoursToChange)
        default:
            break
        }
        guard let unit = conflict.kind.descriptor.mergeUnits.first(where: { $0.name == conflict.unit }),
              let text = conflict.lostValue,
              let lost = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else { throw GarageError.conflictNotKept(id: conflict.id, reason: .unreadableLostValue) }
        guard let recordID = GarageID(rawValue: conflict.recordID) else {
            throw GarageError.unknownRecord(kind: conflict.kind.word, id: conflict.recordID)
        }
        let store = context.store
        let today = try context.today()
        func kept(_ values: FieldValues) -> FieldValues {
            var values = values
            for field in unit.fields {
                values[field.name] = lost[field.serverColumn!].flatMap { FieldValue(synced: $0, storage: field.rule.storage) }
            }
            return values
        }
        func missing() -> GarageError { .unknownRecord(kind: conflict.kind.word, id: conflict.recordID) }
        do {
            switch conflict.kind {
            case .vehicle:
                guard let stored = try store.vehicles.find(id: recordID) else { throw missing() }
                try store.vehicles.update(try Vehicle(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            case .odometerEntry:
                guard let stored = try store.records.odometerEntry(id: recordID) else { throw missing() }
                try store.records.update(try OdometerEntry(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            case .expense:
                guard let stored = try store.records.expense(id: recordID) else { throw missing() }
                try store.records.update(try Expense(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            case .maintenanceItem:
                guard let stored = try store.plans.item(id: recordID) else { throw missing() }
                try store.plans.update(try MaintenanceItem(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            case .service:
                guard let stored = try store.plans.service(id: recordID) else { throw missing() }
                try store.plans.update(try ServiceRecord(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            case .deadline:
                guard let stored = try store.records.deadline(id: recordID) else { throw missing() }
                try store.records.update(try Deadline(fieldValues: kept(stored.fieldValues)).checkedFields(today: today))
            }
        } catch let problem as FieldProblem {
            throw GarageError(problem)
        }
        try store.sync.dismissConflicts([conflict.id])
        return conflict
    }

    /// Inserts again the record of `kind` whose synced columns' values (as text, in order) are `row`,
    /// checked as any new record is: a new version of it, which brings it back in the household.
    static func restore(_ kind: RecordKind, row: String, in context: ChangeContext, conflict: SyncConflict) throws {
        guard let texts = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [Any] else {
            throw GarageError.conflictNotKept(id: conflict.id, reason: .unreadableRemoved)
        }
        let values = FieldValues(kind, syncedRow: texts)
        let store = context.store
        let today = try context.today()
        do {
            switch kind {
            case .maintenanceItem: try store.plans.insert(try MaintenanceItem(fieldValues: values).checkedFields(today: today))
            case .service: try store.plans.insert(try ServiceRecord(fieldValues: values).checkedFields(today: today))
            case .expense: try store.records.insert(try Expense(fieldValues: values).checkedFields(today: today))
            case .odometerEntry: try store.records.insert(try OdometerEntry(fieldValues: values).checkedFields(today: today))
            case .deadline: try store.records.insert(try Deadline(fieldValues: values).checkedFields(today: today))
            case .vehicle:
                throw GarageError.conflictNotKept(id: conflict.id, reason: .vehicleNotBroughtBack)
            }
        } catch let problem as FieldProblem {
            throw GarageError(problem)
        }
    }

    /// The one conflict among `conflicts` whose id is `id` or starts with it.
    public static func conflict(_ id: String, in conflicts: [SyncConflict]) throws -> SyncConflict {
        let matching = conflicts.filter { $0.id == id } + (id.count >= 4 ? conflicts.filter { $0.id != id && $0.id.hasPrefix(id) } : [])
        guard let conflict = matching.first, matching.count == 1 || matching[0].id == id else {
            throw GarageError.unknownConflict(id, ambiguous: !matching.isEmpty)
        }
        return conflict
    }
}
