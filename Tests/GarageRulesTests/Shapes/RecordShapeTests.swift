import Foundation
import GarageRules
import GloveboxTestSupport
import ShapeTestSupport
import Testing
import WidgetContract

/// Each record kind's descriptor and its typed record's mapping: the descriptor is well formed, and
/// the mapping carries every field both ways — on random values drawn from the rules themselves, so a
/// field added to a descriptor and forgotten by its mapping fails here. Seeded: a failure names the
/// seed and the kind, which replay it.
@Suite struct RecordShapeTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!
    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: RecordKind.allCases)
    func theDescriptorIsWellFormed(_ kind: RecordKind) {
        let descriptor = kind.descriptor
        #expect(descriptor.kind == kind)
        #expect(descriptor.fields.first?.name == "id" && descriptor.fields.first?.column == "id")
        #expect(Set(descriptor.fields.map(\.name)).count == descriptor.fields.count, "names repeat")
        #expect(Set(descriptor.columns).count == descriptor.columns.count, "columns repeat")
        let server = descriptor.syncedFields.compactMap(\.serverColumn)
        #expect(Set(server).count == server.count, "server columns repeat")
        #expect(RecordKind(table: descriptor.table) == kind)
        #expect((descriptor.vehicleField == nil) == (kind == .vehicle))
        // A group says one thing: it has a value that is not a flag.
        let groups = Dictionary(grouping: descriptor.fields.filter { $0.group != nil }, by: { $0.group! })
        for (group, members) in groups {
            #expect(members.contains { $0.rule.storage != .boolean }, "\(group) is only flags")
            #expect(!descriptor.hasField(group), "\(group) is both a field and a group")
        }
        // The store's own fields never reach the export; every rule names fields the kind has.
        #expect(descriptor.fields.filter { $0.origin == .store }.allSatisfy { !$0.isExported })
        for rule in descriptor.rules {
            switch rule {
            case .together(let names): #expect(names.allSatisfy(descriptor.hasField))
            case let .requires(name, other): #expect(descriptor.hasField(name) && descriptor.hasField(other))
            case let .anyOf(names, label): #expect(names.allSatisfy(descriptor.hasField) && descriptor.hasField(label))
            }
        }
    }

    @Test func theLicencePlateNeverReachesTheServerInClear() {
        // It goes to the server sealed with the vehicle's key (the sync seals it), as the notes do
        // (sealed after going in clear before: the server keeps those until they are sealed again);
        // the role never goes (the membership gives it).
        #expect(Vehicle.descriptor.field("licencePlate").isSealed && Vehicle.descriptor.field("licencePlate").serverColumn == "plate")
        let sealed = RecordKind.allCases.flatMap { kind in kind.descriptor.syncedFields.filter(\.isSealed).map { "\(kind).\($0.name)" } }
        #expect(Set(sealed) == ["vehicle.licencePlate", "odometerEntry.note", "service.note", "expense.note"])
        #expect(!Vehicle.descriptor.field("licencePlate").wasClearBeforeSealing)
        #expect(Vehicle.descriptor.syncedFields.allSatisfy { $0.name != "role" })
    }

    @Test func theWordsOfARuleAreItsEnumsCases() {
        #expect(Expense.descriptor.field("category").rule.value == .word(ExpenseCategory.allCases.map(\.rawValue)))
        #expect(Vehicle.descriptor.field("distanceUnit").rule.value == .word(DistanceUnit.allCases.map(\.rawValue)))
        #expect(Deadline.descriptor.field("kind").rule.value == .word(DeadlineKind.allCases.map(\.rawValue)))
    }

    @Test(arguments: RecordKind.allCases)
    func randomValuesPassTheChecksAndTheMappingKeepsEveryField(_ kind: RecordKind) throws {
        for seed in Self.seeds {
            var random = RandomFieldValues(seed: seed, today: Self.today)
            let values = random.values(kind)
            let checked: FieldValues
            do {
                checked = try kind.descriptor.checked(values, today: Self.today)
            } catch {
                Issue.record("seed \(seed), \(kind): \(error) on \(values)")
                continue
            }
            #expect(checked == values, "the checks changed valid values (seed \(seed), \(kind))")
            let back = try Self.roundTrip(kind, values)
            #expect(back == values, "seed \(seed), \(kind): \(Self.differences(values, back))")
        }
    }

    @Test(arguments: RecordKind.allCases)
    func breakingAnyFieldsRuleIsRefusedNamingThatField(_ kind: RecordKind) throws {
        // Each field in turn given a value outside its rule: the checks name exactly that field.
        var random = RandomFieldValues(seed: 7, today: Self.today)
        let valid = random.values(kind)
        for (index, field) in kind.descriptor.fields.enumerated() where field.origin == .record {
            guard let bad = Self.breaking(field.rule, today: Self.today) else { continue }
            var values = valid
            values.values[index] = bad
            #expect {
                try kind.descriptor.checked(values, today: Self.today)
            } throws: { error in
                (error as? FieldProblem)?.field == field.name
            }
        }
    }

    /// The record made from `values` and back to values (the store's own fields as they were).
    static func roundTrip(_ kind: RecordKind, _ values: FieldValues) throws -> FieldValues {
        var back: FieldValues
        switch kind {
        case .vehicle: back = try Vehicle(fieldValues: values).fieldValues
        case .odometerEntry: back = try OdometerEntry(fieldValues: values).fieldValues
        case .expense: back = try Expense(fieldValues: values).fieldValues
        case .maintenanceItem: back = try MaintenanceItem(fieldValues: values).fieldValues
        case .service: back = try ServiceRecord(fieldValues: values).fieldValues
        case .deadline: back = try Deadline(fieldValues: values).fieldValues
        }
        for (index, field) in kind.descriptor.fields.enumerated() where field.origin == .store {
            back.values[index] = values.values[index]
        }
        return back
    }

    static func differences(_ lhs: FieldValues, _ rhs: FieldValues) -> String {
        zip(lhs.kind.descriptor.fields, zip(lhs.values, rhs.values)).compactMap { field, pair in
            pair.0 == pair.1 ? nil : "\(field.name): \(String(describing: pair.0)) ≠ \(String(describing: pair.1))"
        }.joined(separator: "; ")
    }

    /// A value `rule` refuses, or `nil` for a rule every value of its type keeps (a flag).
    static func breaking(_ rule: FieldRule, today: CalendarDay) -> FieldValue? {
        switch rule.value {
        case .identifier, .reference: .text("Not An Id")
        case .text(let limit): .text(String(repeating: "x", count: limit + 1))
        case .integer(let range): .integer(range.upperBound == Int.max ? range.lowerBound - 1 : range.upperBound + 1)
        case .boolean: .text("yes")
        case .day: .text("1899-12-31")
        case .positiveDecimal: .text("0")
        case .money: .text("1.2345")
        case .currency: .text("XYZ")
        case .word: .text("not-a-word")
        case .wordList(let words): .text("\(words[0]),\(words[0])")
        }
    }
}
