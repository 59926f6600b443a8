import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct ContentHashTests {
    @Test func sha256MatchesTheFipsExamples() {
        #expect(ContentDigest.hexDigest(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentDigest.hexDigest(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentDigest.hexDigest(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentDigest.hexDigest(Data(repeating: UInt8(ascii: "a"), count: 1_000))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    static let pinned = PinnedGarages.englishUnlocked

    static func hashes(_ transform: (inout SnapshotFacts, inout SnapshotContext) -> Void) -> [WidgetKind: String] {
        var context = pinned.context
        var facts = SnapshotFacts(garage: pinned.garage, rates: pinned.rates, today: context.today)
        transform(&facts, &context)
        return SnapshotBuilder.build(facts: facts, context: context).contentHashes()
    }

    static func changedKinds(_ transform: (inout SnapshotFacts, inout SnapshotContext) -> Void) -> Set<WidgetKind> {
        let before = hashes { _, _ in }
        let after = hashes(transform)
        return Set(WidgetKind.allCases.filter { before[$0] != after[$0] })
    }

    @Test func aLaterBuildOfTheSameContentChangesNoHash() {
        #expect(Self.changedKinds { _, context in context.now += 3_600 } == [])
    }

    @Test func anOdometerReadingChangesOnlyTheVehicleWidget() {
        #expect(Self.changedKinds { facts, _ in facts.vehicles[0].lastReading?.value = 84_999 } == [.vehicle])
    }

    @Test func anExpenseChangesOnlyTheSpendWidget() {
        #expect(Self.changedKinds { facts, _ in facts.spend[1].months[5].total += 10 } == [.spend])
    }

    @Test func aRenamedDeadlineChangesTheDeadlinesAndTheVehicleWidgets() {
        // The medium and large vehicle widgets list the vehicle's deadlines: renaming one must
        // reload them too, not leave them stale until seven midnights have passed.
        #expect(Self.changedKinds { facts, _ in facts.deadlines[0].title = "Road tax (renewed)" } == [.deadlines, .vehicle])
    }

    @Test func anAddedDeadlineOrMaintenanceItemReloadsTheVehicleWidget() {
        let tax = DeadlineFacts(
            id: "clio-tax", vehicleId: "clio", kind: .roadTax, dueDate: CalendarDay(year: 2026, month: 12, day: 2)!,
            warningFrom: CalendarDay(year: 2026, month: 11, day: 2)!)
        #expect(Self.changedKinds { facts, _ in facts.deadlines.append(tax) } == [.deadlines, .vehicle])
        let tyres = MaintenanceFacts(
            id: "clio-tyres", vehicleId: "clio", name: "Tyres",
            due: .distance(dueOdometer: 85_000, remaining: 790, isWarning: true, isOverdue: false))
        #expect(Self.changedKinds { facts, _ in facts.maintenance.append(tyres) } == [.maintenance, .vehicle])
    }

    @Test func aRenamedVehicleANewLanguageOrTheLockChangeWhatShowsThem() {
        // The spend widget names no vehicle; the list widgets' rows do.
        #expect(Self.changedKinds { facts, _ in facts.vehicles[0].name = "Clio II" } == [.vehicle, .deadlines, .maintenance])
        #expect(Self.changedKinds { _, context in context.locale = Locale(identifier: "fr_FR") } == Set(WidgetKind.allCases))
        // The lock hides odometers, distances and amounts; deadlines show none of them.
        #expect(Self.changedKinds { _, context in context.isLocked = true } == [.vehicle, .maintenance, .spend])
    }

    @Test func hashesAreSixtyFourHexDigitsAndDifferPerKind() {
        let hashes = Self.hashes { _, _ in }
        #expect(hashes.count == 4)
        #expect(Set(hashes.values).count == 4)
        #expect(hashes.values.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
}
