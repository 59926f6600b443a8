import GarageRules
import Testing

/// The merge units of every kind (what a household's sync merges as one), checked against the rules
/// they must respect, computed here from the descriptors' fields and rules rather than read back.
@Suite struct MergeUnitTests {
    /// The fields that merge: every synced one but the id and the vehicle.
    static func merged(_ kind: RecordKind) -> [String] {
        let descriptor = kind.descriptor
        return descriptor.syncedFields.map(\.name).filter { $0 != descriptor.fields[0].name && $0 != descriptor.vehicleField?.name }
    }

    /// The names each field is bound to by one link: its export object, a record rule, its currency.
    static func links(_ kind: RecordKind) -> [(String, String)] {
        let descriptor = kind.descriptor
        let names = Set(merged(kind))
        var links: [(String, String)] = []
        for field in descriptor.fields where names.contains(field.name) {
            for other in descriptor.fields where other.name != field.name && names.contains(other.name) {
                if let group = field.group, other.group == group { links.append((field.name, other.name)) }
            }
            if case .money(let currency) = field.rule.value, names.contains(currency) { links.append((field.name, currency)) }
        }
        for rule in descriptor.rules {
            let bound: [String]
            switch rule {
            case .together(let fields): bound = fields
            case let .requires(a, b): bound = [a, b]
            case let .anyOf(fields, _): bound = fields
            }
            for a in bound where names.contains(a) { for b in bound where b != a && names.contains(b) { links.append((a, b)) } }
        }
        return links
    }

    @Test(arguments: RecordKind.allCases) func everyMergedFieldIsInExactlyOneUnit(_ kind: RecordKind) {
        let inUnits = kind.descriptor.mergeUnits.flatMap { $0.fields.map(\.name) }
        #expect(inUnits.sorted() == Self.merged(kind).sorted())
        #expect(Set(inUnits).count == inUnits.count)
    }

    @Test(arguments: RecordKind.allCases) func fieldsALinkBindsShareAUnit(_ kind: RecordKind) {
        let unitOf = Dictionary(uniqueKeysWithValues: kind.descriptor.mergeUnits.flatMap { unit in unit.fields.map { ($0.name, unit.name) } })
        for (a, b) in Self.links(kind) {
            #expect(unitOf[a] == unitOf[b], "\(kind): \(a) and \(b)")
        }
    }

    @Test(arguments: RecordKind.allCases) func aUnitHoldsOnlyWhatItsLinksJoin(_ kind: RecordKind) {
        // Each unit is one connected piece of the links: nothing merges together without a reason.
        let links = Self.links(kind)
        for unit in kind.descriptor.mergeUnits {
            var reached: Set<String> = [unit.fields[0].name]
            var changed = true
            while changed {
                changed = false
                for (a, b) in links where reached.contains(a) && !reached.contains(b) {
                    reached.insert(b)
                    changed = true
                }
            }
            #expect(reached == Set(unit.fields.map(\.name)), "\(kind) \(unit.name)")
        }
    }

    @Test func anExpensesAmountNoteAndCategoryMergeApart() {
        // The three devices: each field edited on one survives the others.
        let units = RecordKind.expense.descriptor.mergeUnits
        func unit(_ name: String) -> String? { units.first { $0.fields.contains { $0.name == name } }?.name }
        #expect(Set([unit("amount"), unit("note"), unit("category")]).count == 3)
        #expect(unit("amount") == unit("currency"))
        #expect(unit("odometer.value") == "odometer" && unit("odometer.isCorrection") == "odometer")
    }
}
