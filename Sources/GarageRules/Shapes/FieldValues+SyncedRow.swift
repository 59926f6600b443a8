import Foundation

extension FieldValue {
    /// A synced field's value as a row of the sync holds it (the outbox's and the pull's JSON arrays,
    /// the server's conflicts): text, or a number for whole numbers and flags, either as text or as a
    /// JSON number; `nil` for JSON `null`. A value of the wrong type stays of that type, so that the
    /// field rules refuse it rather than it being lost.
    public init?(synced value: Any, storage: FieldRule.Storage) {
        if let text = value as? String {
            switch storage {
            case .text: self = .text(text)
            case .integer: self = Int(text).map(FieldValue.integer) ?? .text(text)
            case .boolean:
                switch text {
                case "1", "true": self = .boolean(true)
                case "0", "false": self = .boolean(false)
                default: self = .text(text)
                }
            }
        } else if let number = value as? NSNumber {
            switch storage {
            case .text, .integer: self = .integer(number.intValue)
            case .boolean: self = .boolean(number.intValue != 0)
            }
        } else {
            return nil
        }
    }
}

extension FieldValues {
    /// A record from a row of the sync: its synced fields' values in order (see
    /// ``FieldValue/init(synced:storage:)``); the fields that are not synced stay empty.
    public init(_ kind: RecordKind, syncedRow: [Any]) {
        self.init(kind)
        for (field, value) in zip(kind.descriptor.syncedFields, syncedRow) {
            self[field.name] = FieldValue(synced: value, storage: field.rule.storage)
        }
    }
}
