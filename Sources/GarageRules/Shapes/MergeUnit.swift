/// Fields of one record that a household's sync merges as one: when two devices change a record
/// at once, each unit keeps the side that changed it last, so that edits of different units all
/// survive while the fields a rule binds together (a rate and the currency it quotes, a fill's unit
/// and its flags, an odometer value and its correction flag, a maintenance item's schedule) never
/// end up half from one device and half from the other — a mix no rule would accept.
///
/// Units are made from the descriptor (``RecordDescriptor/mergeUnits``): each synced field but the
/// id and the vehicle is in exactly one; fields of one object of the export (`odometer.value`,
/// `odometer.isCorrection`) fields named by one ``RecordRule`` and an amount
/// with its currency share a unit.
public struct MergeUnit: Hashable, Sendable {
    /// The unit's name as a person reads it: its object's name (`odometer`), else its first field's.
    public let name: String
    /// The unit's fields, in field order.
    public let fields: [FieldDescriptor]

    /// The units of a kind's synced fields (`fields`, with its `rules`), in the order of their first field.
    static func units(fields: [FieldDescriptor], rules: [RecordRule]) -> [MergeUnit] {
        // The id (the first field) and the vehicle never change: a record never moves.
        let merged = fields.dropFirst().filter { $0.isSynced && $0.rule.value != .reference(.vehicle) }
        // Union-find over the fields' places in `merged`.
        var parent = Array(merged.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index { index = parent[index] }
            return index
        }
        func join(_ a: Int, _ b: Int) { parent[root(b)] = root(a) }
        let places = Dictionary(uniqueKeysWithValues: merged.enumerated().map { ($0.element.name, $0.offset) })
        for (index, field) in merged.enumerated() {
            if let group = field.group, let first = merged.firstIndex(where: { $0.group == group }) { join(first, index) }
        }
        for (index, field) in merged.enumerated() {
            // An amount keeps its currency's decimals: the two change together.
            if case .money(let currency) = field.rule.value, let place = places[currency] { join(index, place) }
        }
        for rule in rules {
            let bound = rule.fieldNames.compactMap { places[$0] }
            for place in bound.dropFirst() { join(bound[0], place) }
        }
        var order: [Int] = []
        var members: [Int: [FieldDescriptor]] = [:]
        for (index, field) in merged.enumerated() {
            let key = root(index)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(field)
        }
        return order.map { key in
            let fields = members[key]!
            let groups = Set(fields.map(\.group))
            let name = groups.count == 1 ? (fields[0].group ?? fields[0].name) : fields[0].name
            return MergeUnit(name: name, fields: fields)
        }
    }
}
