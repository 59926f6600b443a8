extension RecordObject {
    /// Where each member of a kind's record object takes its values from: worked out once per
    /// descriptor, so that making the object of a row (an export writes one per record) is only
    /// array reads.
    public struct Layout: Hashable, Sendable {
        /// One member of the object.
        public struct Slot: Hashable, Sendable {
            /// The member's name: the field's, or its group's.
            public let name: String
            /// The place of the field's value, for a member that is one field.
            public let field: Int?
            /// The group's members, in field order, for a member that is a group.
            public fileprivate(set) var members: [GroupMember]
        }

        /// One field of a group.
        public struct GroupMember: Hashable, Sendable {
            /// Its name inside the group's object.
            public let name: String
            /// The place of its value.
            public let index: Int
            /// Whether a value here makes the group present (flags alone do not).
            public let marksPresence: Bool
        }

        /// The members, in the order of their first field.
        public let slots: [Slot]

        /// The layout of the exported fields among `fields`.
        public init(_ fields: [FieldDescriptor]) {
            var slots: [Slot] = []
            var groupSlots: [String: Int] = [:]
            for (index, field) in fields.enumerated() where field.isExported {
                guard let group = field.group else {
                    slots.append(Slot(name: field.name, field: index, members: []))
                    continue
                }
                let member = GroupMember(name: field.member, index: index, marksPresence: field.rule.storage != .boolean)
                if let place = groupSlots[group] {
                    slots[place].members.append(member)
                } else {
                    groupSlots[group] = slots.count
                    slots.append(Slot(name: group, field: nil, members: [member]))
                }
            }
            self.slots = slots
        }
    }
}
