import Foundation
import GarageRules

extension DeviceState.Record {
    /// The record's synced values by field, as its row holds them (a value that is not text, or not
    /// set, is `nil`): the fields come from the record's descriptor, in the row's order.
    func texts(of kind: RecordKind) -> [(field: FieldDescriptor, text: String?)] {
        let values = (try? JSONSerialization.jsonObject(with: Data(row.utf8))) as? [Any] ?? []
        return zip(kind.descriptor.syncedFields, values).map { ($0, $1 as? String) }
    }

    /// The text of `field` (`nil` when not set).
    func text(of field: FieldDescriptor, kind: RecordKind) -> String? {
        texts(of: kind).first { $0.field.column == field.column }?.text
    }
}

extension HistoryRecord.Write {
    /// The values the write stored, by field: its unit's fields, in the unit's order (a value that is
    /// not text, or not set, is `nil`).
    var texts: [(field: FieldDescriptor, text: String?)] {
        let fields = key.kind.descriptor.mergeUnits.first { $0.name == unit }?.fields ?? []
        let values = (try? JSONSerialization.jsonObject(with: Data(value.utf8))) as? [Any] ?? []
        return zip(fields, values).map { ($0, $1 as? String) }
    }
}
