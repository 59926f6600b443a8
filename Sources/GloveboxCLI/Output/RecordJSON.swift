import GarageRules

/// A record as the command line's `--json` prints it: its fields in the export's shape
/// (``RecordObject``: its descriptor's names, a group's members in an object), then what the command
/// adds about it (the vehicle's name, an amount in the home currency, a state on today). One shape per
/// record: what `expense list --json` prints of an expense is what `export` writes of it.
struct RecordJSON: Encodable {
    /// A value the command adds.
    enum Extra: Encodable {
        case text(String?)
        case integer(Int?)
        case flag(Bool?)
        case object(RecordJSON?)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text?): try container.encode(text)
            case .integer(let number?): try container.encode(number)
            case .flag(let flag?): try container.encode(flag)
            case .object(let object?): try container.encode(object)
            case .text(nil), .integer(nil), .flag(nil), .object(nil): try container.encodeNil()
            }
        }
    }

    private let object: RecordObject?
    private let extras: [(name: String, value: Extra)]

    /// A record and what the command adds (an added name that is a field's is a mistake).
    init(_ record: some ShapedRecord, adding extras: [(String, Extra)] = []) {
        object = RecordObject(record.fieldValues)
        self.extras = extras
        assert(Set(extras.map(\.0)).isDisjoint(with: object!.members.map(\.name)), "an extra repeats a field")
    }

    /// An object of the command's own values only.
    init(_ extras: [(String, Extra)]) {
        object = nil
        self.extras = extras
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for (name, member) in object?.members ?? [] {
            switch member {
            case .value(let value): try Self.encode(value, as: name, in: &container)
            case .object(nil): try container.encodeNil(forKey: JSONKey(name))
            case .object(let fields?):
                var nested = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(name))
                for field in fields { try Self.encode(field.value, as: field.name, in: &nested) }
            }
        }
        for (name, value) in extras { try container.encode(value, forKey: JSONKey(name)) }
    }

    private static func encode(_ value: FieldValue?, as name: String, in container: inout KeyedEncodingContainer<JSONKey>) throws {
        let key = JSONKey(name)
        switch value {
        case nil: try container.encodeNil(forKey: key)
        case .text(let text)?: try container.encode(text, forKey: key)
        case .integer(let number)?: try container.encode(number, forKey: key)
        case .boolean(let flag)?: try container.encode(flag, forKey: key)
        }
    }
}

/// A member's name in a JSON object.
struct JSONKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
