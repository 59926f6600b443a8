import AppCore

/// `conflicts list`'s values in the person's language: what lost, yours and what was kept. A field's
/// name (`odometer`, `note`) is its label in this language, and a value stays as written but for the
/// app's own words (`none`, `yes`, `no`); `--json` keeps the English words.
extension CLIWords {
    /// What lost: a field's name, or the words of a removal.
    func conflictUnit(_ conflict: ConflictAnswer) -> String {
        switch conflict.conflict.unit {
        case "removal-refused": text(.conflictUnitRemoval)
        case "removed": text(.conflictUnitRemoved)
        case "removed-parent": text(.conflictUnitRemovedParent)
        case "set-aside": text(.conflictUnitSetAside)
        default: label(conflict.unit)
        }
    }

    /// This account's value, or what it did.
    func conflictYours(_ conflict: ConflictAnswer) -> String {
        if conflict.refusedRemoval != nil { return text(.conflictYouRemoved) }
        if let fields = conflict.yoursFields { return conflictFields(fields) }
        return conflict.yours ?? text(.conflictYourEdit)
    }

    /// The value kept, or what kept the vehicle this account removed (a record kept aside: why).
    func conflictKept(_ conflict: ConflictAnswer) -> String {
        if let refusal = conflict.refusedRemoval { return refusedRemoval(refusal) }
        if let reason = conflict.conflict.setAsideReason { return setAsideReason(reason) }
        if let fields = conflict.keptFields { return conflictFields(fields) }
        return conflict.kept ?? text(.conflictRemovedValue)
    }

    /// A unit's values: `label value` pairs, the app's own words (`none`, `yes`, `no`) in this language.
    func conflictFields(_ fields: [ConflictField]) -> String {
        let said = fields.map { field in
            let value = switch field.value {
            case .text(let text): text
            case .none: text(.conflictValueNone)
            case .yes: text(.conflictValueYes)
            case .no: text(.conflictValueNo)
            }
            return field.label.map { "\(label($0)) \(value)" } ?? value
        }
        guard let first = said.first else { return "" }
        return said.dropFirst().reduce(first) { text(.listComma, ["first": $0, "second": $1]) }
    }

    /// `kept: 2 records you had not seen, changed after your removal`.
    func refusedRemoval(_ refusal: RefusedRemoval) -> String {
        var reasons: [String] = []
        if refusal.unseenRecords > 0 { reasons.append(plural(.conflictUnseenRecords, count: refusal.unseenRecords)) }
        if refusal.changedAfterRemoval { reasons.append(text(.conflictChangedAfterRemoval)) }
        guard let first = reasons.first else { return text(.conflictVehicleKept) }
        let listed = reasons.dropFirst().reduce(first) { text(.listComma, ["first": $0, "second": $1]) }
        return text(.conflictVehicleKeptFor, ["reasons": listed])
    }
}
