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
        members = values.kind.descriptor.objectLayout.slots.map { slot in
            if let field = slot.field { return (slot.name, .value(values.values[field])) }
            let isPresent = slot.members.contains { $0.marksPresence && values.values[$0.index] != nil }
            guard isPresent else { return (slot.name, .object(nil)) }
            return (slot.name, .object(slot.members.map { Field(name: $0.name, value: values.values[$0.index]) }))
        }
    }
}
