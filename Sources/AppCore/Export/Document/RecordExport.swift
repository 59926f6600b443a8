import GarageRules

/// A record as the export document holds it: its ``RecordObject`` (every exported field of its
/// descriptor under its name, a group's members inside the group's object, `null` when none of its
/// values but flags is given). Text, days, decimals, ids and words are JSON strings; whole numbers are
/// JSON integers; flags are `true` and `false`.
///
/// The writers and restore's reader all go through here, so a field added to a descriptor is
/// exported, spread over a CSV column and restored with nothing else to write.
enum RecordExport {
    /// The record's fields in descriptor order (the JSON writer sorts them).
    static func fields(_ values: FieldValues) -> [ExportField] {
        RecordObject(values).members.map { name, member in
            switch member {
            case .value(let value): ExportField(key: name, value: exportValue(value))
            case .object(let fields?):
                ExportField(key: name, value: .object(fields.map { ExportField(key: $0.name, value: exportValue($0.value)) }))
            case .object(nil): ExportField(key: name, value: .null)
            }
        }
    }

    /// The CSV columns of a kind's records: its exported fields' names, in descriptor order.
    static func columns(_ kind: RecordKind) -> [String] {
        kind.descriptor.exportedFields.map(\.name)
    }

    /// A record's values read from its JSON object: each exported field of its kind at its name (a
    /// member inside its object, which may be `null`), of the JSON type its rule stores; a required
    /// field that is absent, or a value of another type, is refused at its path; the required flags of a
    /// `null` object are `false`. The field rules are
    /// the caller's (``RecordDescriptor/checked(_:today:)``).
    static func values(reading object: JSONObject, kind: RecordKind) throws(RestoreError) -> FieldValues {
        var values = FieldValues(kind)
        var groups: [String: JSONObject?] = [:]
        for (index, field) in kind.descriptor.fields.enumerated() where field.isExported {
            let container: JSONObject
            if let group = field.group {
                if groups[group] == nil {
                    let members = try object.optionalObject(FieldKey(group))
                    if let members, try !holdsValue(members, group: group, kind: kind) {
                        throw .invalid(file: object.file, path: members.place, reason: "holds no value; an object without one is null")
                    }
                    groups[group] = .some(members)
                }
                guard let members = groups[group] ?? nil else {
                    // A `null` object has its flags off (a record without an odometer is no correction).
                    if field.rule.storage == .boolean, field.rule.isRequired { values.values[index] = .boolean(false) }
                    continue
                }
                container = members
            } else {
                container = object
            }
            let key = FieldKey(field.member)
            let required = field.rule.isRequired && (field.group == nil || field.rule.storage == .boolean)
            switch field.rule.storage {
            case .text:
                values.values[index] = try (required ? container.string(key) : container.optionalString(key)).map(FieldValue.text)
            case .integer:
                values.values[index] = try (required ? container.int(key) : container.optionalInt(key)).map(FieldValue.integer)
            case .boolean:
                values.values[index] = try (required ? container.bool(key) : container.optionalBool(key)).map(FieldValue.boolean)
            }
        }
        return values
    }

    /// Whether an object of a record holds a value other than a flag.
    private static func holdsValue(_ members: JSONObject, group: String, kind: RecordKind) throws(RestoreError) -> Bool {
        kind.descriptor.fields.contains { field in
            guard field.group == group, field.rule.storage != .boolean, let value = members.value(FieldKey(field.member)) else {
                return false
            }
            if case .null = value { return false }
            return true
        }
    }

    private static func exportValue(_ value: FieldValue?) -> ExportValue {
        switch value {
        case nil: .null
        case .text(let text)?: .string(text)
        case .integer(let number)?: .integer(Int64(number))
        case .boolean(let flag)?: .bool(flag)
        }
    }
}

/// A field's name as a key of a JSON object.
struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ShapedRecord {
    /// The record's fields as the export writes them.
    var exportFields: [ExportField] { RecordExport.fields(fieldValues) }
}
