/// A record's exported fields as one JSON-shaped object, made from its descriptor: each field under
/// its name, and the members of a group (`odometer.value`, `odometer.isCorrection`) inside an object
/// of the group's name, which is absent (`null`) when none of its values but flags is given. The
/// export document and the command line's `--json` both print records in this shape.
public struct RecordObject: Sendable {
    /// One member of the object.
    public enum Member: Sendable, Hashable {
        /// A field's value (`nil`: `null`).
        case value(FieldValue?)
        /// A group's members, in field order, or `nil` when the group has no value.
        case object([Field]?)
    }

    /// A field of a group's object.
    public struct Field: Sendable, Hashable {
        /// The member's name inside its object (`value` of `odometer.value`).
        public let name: String
        /// Its value.
        public let value: FieldValue?
    }

    /// The members, in the descriptor's order of their first field.
    public let members: [(name: String, member: Member)]

    /// The object of a record's values.
    public init(_ values: FieldValues) {
        var members: [(name: String, member: Member)] = []
        var groups: [String: [Field]] = [:]
        var present: Set<String> = []
        for (index, field) in values.kind.descriptor.fields.enumerated() where field.isExported {
            let value = values.values[index]
            guard let group = field.group else {
                members.append((field.name, .value(value)))
                continue
            }
            if groups[group] == nil { members.append((group, .object(nil))) }
            groups[group, default: []].append(Field(name: field.member, value: value))
            if value != nil, field.rule.storage != .boolean { present.insert(group) }
        }
        self.members = members.map { name, member in
            guard let fields = groups[name] else { return (name, member) }
            return (name, .object(present.contains(name) ? fields : nil))
        }
    }
}
