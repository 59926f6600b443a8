import GarageRules

/// How the journal stores a record it keeps: by its descriptor, as the export does, not by the Swift
/// shape of the typed record, so that renaming a property never makes an entry unreadable.
///
/// A record is `{"record": {"kind": "expense", "fields": {"amount": "12.50", …}, "position": 3}}`:
/// each field of its descriptor under its name (absent when it has no value), and the place a
/// vehicle or an item had in its list when it was deleted. A preference and what imports remembered
/// keep the form they always had. Entries written before this form (the synthesized one, keyed by
/// the case: `{"expense": {"_0": {…}}}`) are still read, for as long as the journal keeps them (at
/// most 90 days).
extension StoredRecord: Codable {
    private enum CaseKey: String, CodingKey {
        case record, preference, importedRows
        // The cases of entries written before records were stored by their descriptors.
        case vehicle, odometerEntry, expense, maintenanceItem, service, deadline
    }

    private enum RecordKeys: String, CodingKey { case kind, fields, position }

    private enum LegacyKeys: String, CodingKey {
        case first = "_0", second = "_1", position, vehicleID
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .preference(let key, let text):
            var values = container.nestedContainer(keyedBy: LegacyKeys.self, forKey: .preference)
            try values.encode(key, forKey: .first)
            try values.encode(text, forKey: .second)
        case .importedRows(let vehicleID, let rows):
            var values = container.nestedContainer(keyedBy: LegacyKeys.self, forKey: .importedRows)
            try values.encode(vehicleID, forKey: .vehicleID)
            try values.encode(rows, forKey: .second)
        default:
            let (values, position) = fieldValues
            var record = container.nestedContainer(keyedBy: RecordKeys.self, forKey: .record)
            try record.encode(values.kind, forKey: .kind)
            var fields = record.nestedContainer(keyedBy: JournalFieldKey.self, forKey: .fields)
            for (index, field) in values.kind.descriptor.fields.enumerated() {
                let key = JournalFieldKey(field.name)
                switch values.values[index] {
                case nil: continue
                case .text(let text)?: try fields.encode(text, forKey: key)
                case .integer(let number)?: try fields.encode(number, forKey: key)
                case .boolean(let flag)?: try fields.encode(flag, forKey: key)
                }
            }
            try record.encodeIfPresent(position, forKey: .position)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CaseKey.self)
        if container.contains(.record) {
            let record = try container.nestedContainer(keyedBy: RecordKeys.self, forKey: .record)
            let kind = try record.decode(RecordKind.self, forKey: .kind)
            let fields = try record.nestedContainer(keyedBy: JournalFieldKey.self, forKey: .fields)
            var values = FieldValues(kind)
            for (index, field) in kind.descriptor.fields.enumerated() {
                let key = JournalFieldKey(field.name)
                guard fields.contains(key), try !fields.decodeNil(forKey: key) else { continue }
                switch field.rule.storage {
                case .text: values.values[index] = .text(try fields.decode(String.self, forKey: key))
                case .integer: values.values[index] = .integer(try fields.decode(Int.self, forKey: key))
                case .boolean: values.values[index] = .boolean(try fields.decode(Bool.self, forKey: key))
                }
            }
            self = try Self(values, position: try record.decodeIfPresent(Int.self, forKey: .position))
            return
        }
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty stored record"))
        }
        let values = try container.nestedContainer(keyedBy: LegacyKeys.self, forKey: key)
        switch key {
        case .preference:
            self = .preference(
                try values.decode(Preferences.Key.self, forKey: .first), try values.decodeIfPresent(String.self, forKey: .second))
        case .importedRows:
            self = .importedRows(
                vehicleID: try values.decode(GarageID.self, forKey: .vehicleID),
                try values.decode([ImportedRow].self, forKey: .second))
        case .vehicle:
            self = .vehicle(try values.decode(Vehicle.self, forKey: .first), position: try values.decodeIfPresent(Int.self, forKey: .position))
        case .maintenanceItem:
            self = .maintenanceItem(
                try values.decode(MaintenanceItem.self, forKey: .first), position: try values.decodeIfPresent(Int.self, forKey: .position))
        case .odometerEntry: self = .odometerEntry(try values.decode(OdometerEntry.self, forKey: .first))
        case .expense: self = .expense(try values.decode(Expense.self, forKey: .first))
        case .service: self = .service(try values.decode(ServiceRecord.self, forKey: .first))
        case .deadline: self = .deadline(try values.decode(Deadline.self, forKey: .first))
        case .record: preconditionFailure("read above")
        }
    }

    /// A record's values and its place (a vehicle's or an item's), for the record cases.
    var fieldValues: (FieldValues, position: Int?) {
        switch self {
        case .vehicle(let value, let position): (value.fieldValues, position)
        case .odometerEntry(let value): (value.fieldValues, nil)
        case .expense(let value): (value.fieldValues, nil)
        case .maintenanceItem(let value, let position): (value.fieldValues, position)
        case .service(let value): (value.fieldValues, nil)
        case .deadline(let value): (value.fieldValues, nil)
        case .preference, .importedRows: preconditionFailure("not a record")
        }
    }

    /// The stored record of a record's values (a service's cost is its expense's, so never here).
    init(_ values: FieldValues, position: Int?) throws {
        switch values.kind {
        case .vehicle: self = .vehicle(try Vehicle(fieldValues: values), position: position)
        case .odometerEntry: self = .odometerEntry(try OdometerEntry(fieldValues: values))
        case .expense: self = .expense(try Expense(fieldValues: values))
        case .maintenanceItem: self = .maintenanceItem(try MaintenanceItem(fieldValues: values), position: position)
        case .service: self = .service(try ServiceRecord(fieldValues: values))
        case .deadline: self = .deadline(try Deadline(fieldValues: values))
        }
    }
}

/// A field's name as a key of the journal's JSON.
struct JournalFieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
