import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct SnapshotBuilderTests {
    static func day(_ text: String) -> CalendarDay { try! CalendarDay(parsing: text) }
    static func month(_ text: String) -> CalendarMonth { try! CalendarMonth(parsing: text) }

    static func context(
        _ instant: String = "2026-11-29T19:20:00Z", locale: String = "en_US", zone: String = "Europe/Lisbon",
        locked: Bool = false
    ) -> SnapshotContext {
        SnapshotContext(
            now: Pinned.instant(instant), locale: Locale(identifier: locale), timeZone: Pinned.timeZone(zone),
            isLocked: locked)
    }

    static let car = VehicleFacts(
        id: "car", name: "Car", make: "Renault", model: "Clio", year: 2019,
        lastReading: VehicleFacts.Reading(value: 84_210, date: day("2026-11-20")))
    static let van = VehicleFacts(id: "van", name: "Van", make: "Ford", lastReading: nil, unit: .miles)

    @Test(arguments: Language.allCases)
    func everyLanguagesSnapshotPassesTheContract(_ language: Language) throws {
        let facts = SnapshotFacts(
            vehicles: [Self.car, Self.van],
            deadlines: [DeadlineFacts(id: "d", vehicleId: "car", kind: .roadTax, dueDate: Self.day("2026-12-01"),
                                      warningFrom: Self.day("2026-11-15"))],
            maintenance: [MaintenanceFacts(id: "m", vehicleId: "van", name: "Tyres",
                                           due: .distance(dueOdometer: 15_000, remaining: nil, isWarning: false, isOverdue: false))],
            spend: [SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [])])
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context(locale: language.tag))
        try snapshot.validate()
        #expect(snapshot.locale == language.tag)
        #expect(snapshot.deadlines[0].label == Localizer(language: language).kindName(.roadTax))
    }

    @Test func vehiclesCarrySubtitleAndTheReadingWithItsDay() {
        let snapshot = SnapshotBuilder.build(facts: SnapshotFacts(vehicles: [Self.car, Self.van]), context: Self.context())
        #expect(snapshot.vehicles.map(\.subtitle) == ["Renault Clio · 2019", "Ford"])
        #expect(snapshot.vehicles[0].odometer == .recorded(RecordedOdometer(
            value: 84_210, label: "84,210\u{00A0}km", readingDate: Self.day("2026-11-20"), readingLabel: "Read Nov 20, 2026",
            staleFrom: Self.day("2027-02-19"), staleLabel: "Not read since Nov 20, 2026")))
        #expect(snapshot.vehicles[1].odometer == .noReading)
    }

    @Test func deadlinesAreSortedByDueDateThenLabel() {
        let facts = SnapshotFacts(vehicles: [Self.car], deadlines: [
            DeadlineFacts(id: "late", vehicleId: "car", kind: .insurance, dueDate: Self.day("2027-01-05"),
                          warningFrom: Self.day("2026-12-06")),
            DeadlineFacts(id: "b", vehicleId: "car", kind: .custom, title: "Toll badge", dueDate: Self.day("2026-12-01"),
                          warningFrom: Self.day("2026-11-20")),
            DeadlineFacts(id: "a", vehicleId: "car", kind: .warranty, dueDate: Self.day("2026-12-01"),
                          warningFrom: Self.day("2026-11-01")),
            DeadlineFacts(id: "orphan", vehicleId: "gone", kind: .warranty, dueDate: Self.day("2026-11-01"),
                          warningFrom: Self.day("2026-11-01")),
        ])
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context())
        #expect(snapshot.deadlines.map(\.id) == ["b", "a", "late"])
        #expect(snapshot.deadlines.map(\.label) == ["Toll badge", "Warranty", "Insurance"])
        #expect(snapshot.deadlines[0].dueDateLabel == "Dec 1, 2026")
        #expect(snapshot.deadlines[0].warningFrom == Self.day("2026-11-20"))
        #expect(snapshot.deadlines[0].vehicleName == "Car")
    }

    @Test func maintenanceKeepsTheRulesOrderAndFixesDistanceLabels() {
        let facts = SnapshotFacts(vehicles: [Self.car, Self.van], maintenance: [
            MaintenanceFacts(id: "m3", vehicleId: "car", name: "Brakes",
                             due: .distance(dueOdometer: 83_910, remaining: -300, isWarning: false, isOverdue: true)),
            MaintenanceFacts(id: "m1", vehicleId: "car", name: "Oil",
                             due: .time(dueDate: Self.day("2026-12-24"), warningFrom: Self.day("2026-11-24"))),
            MaintenanceFacts(id: "m2", vehicleId: "car", name: "Tyres",
                             due: .distance(dueOdometer: 85_410, remaining: 1_200, isWarning: false, isOverdue: false)),
            MaintenanceFacts(id: "m4", vehicleId: "van", name: "Belt",
                             due: .distance(dueOdometer: 15_000, remaining: nil, isWarning: false, isOverdue: false)),
        ])
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context())
        #expect(snapshot.maintenance.map(\.id) == ["m3", "m1", "m2", "m4"])
        #expect(snapshot.maintenance[0].due == .distance(label: "Overdue by 300\u{00A0}km", isWarning: false, isOverdue: true))
        #expect(snapshot.maintenance[1].due == .time(
            dueDate: Self.day("2026-12-24"), dueDateLabel: "Dec 24, 2026", warningFrom: Self.day("2026-11-24")))
        #expect(snapshot.maintenance[2].due == .distance(label: "In 1,200\u{00A0}km", isWarning: false, isOverdue: false))
        #expect(snapshot.maintenance[3].due == .distance(label: "At 15,000\u{00A0}mi", isWarning: false, isOverdue: false))
        #expect(snapshot.maintenance[1].url == "glovebox://maintenance/car/m1")
    }

    @Test func generatedAtIsTruncatedToWholeSeconds() {
        let snapshot = SnapshotBuilder.build(
            facts: SnapshotFacts(vehicles: []), context: Self.context("2026-11-29T19:20:07.999Z"))
        #expect(snapshot.generatedAt == Pinned.instant("2026-11-29T19:20:07Z"))
        #expect(snapshot.timeZone == "Europe/Lisbon")
    }

    @Test func signedOutWritesNoPersonalData() throws {
        var facts = SnapshotFacts(vehicles: [Self.car], spend: [SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [])])
        facts.isSignedIn = false
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context(locale: "fr_FR"))
        try snapshot.validate()
        #expect(snapshot.vehicles.isEmpty && snapshot.deadlines.isEmpty && snapshot.maintenance.isEmpty && snapshot.spend.isEmpty)
        #expect(snapshot.strings.signedOut == "Connectez-vous à Glovebox pour voir votre garage")
    }

    @Test func idsArePercentEncodedInLinksThatParseBack() throws {
        let odd = VehicleFacts(id: "my car/é", name: "Odd")
        let facts = SnapshotFacts(
            vehicles: [odd],
            deadlines: [DeadlineFacts(id: "d 1", vehicleId: odd.id, kind: .custom, dueDate: Self.day("2026-12-01"),
                                      warningFrom: Self.day("2026-12-01"))],
            spend: [SpendFacts(vehicleId: odd.id, currencyCode: "EUR", months: [])])
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context())
        #expect(snapshot.vehicles[0].url == "glovebox://vehicle/my%20car%2F%C3%A9")
        #expect(snapshot.deadlines[0].url == "glovebox://deadline/d%201")
        #expect(snapshot.spend[0].url == "glovebox://spend/my%20car%2F%C3%A9?month=2026-11")
    }

    @Test func everyLinkOfAGarageSnapshotParsesBackToWhatItNames() throws {
        let snapshot = PinnedGarages.germanOverdue.build()
        for vehicle in snapshot.vehicles {
            #expect(try DeepLink(parsing: vehicle.url) == .vehicle(id: vehicle.id))
        }
        for deadline in snapshot.deadlines {
            #expect(try DeepLink(parsing: deadline.url) == .deadline(id: deadline.id))
        }
        for item in snapshot.maintenance {
            #expect(try DeepLink(parsing: item.url) == .maintenance(vehicleId: item.vehicleId, itemId: item.id))
        }
        for entry in snapshot.spend {
            #expect(try DeepLink(parsing: entry.url) == .spend(vehicleId: entry.vehicleId, month: Self.month("2026-11")))
        }
    }

    @Test func inconsistentFactsStillGiveAValidSnapshot() throws {
        let due = Self.day("2026-12-01")
        let facts = SnapshotFacts(
            vehicles: [Self.car, Self.car, Self.van],
            deadlines: [
                DeadlineFacts(id: "d", vehicleId: "car", kind: .insurance, dueDate: due, warningFrom: due.adding(days: 5)),
                DeadlineFacts(id: "d", vehicleId: "car", kind: .warranty, dueDate: due, warningFrom: due),
                DeadlineFacts(id: "x", vehicleId: "nowhere", kind: .warranty, dueDate: due, warningFrom: due),
            ],
            maintenance: [
                MaintenanceFacts(id: "m", vehicleId: "car", name: "A", due: .time(dueDate: due, warningFrom: due.adding(days: 1))),
                MaintenanceFacts(id: "m", vehicleId: "van", name: "B", due: .time(dueDate: due, warningFrom: due)),
            ],
            spend: [
                SpendFacts(vehicleId: nil, currencyCode: "EUR", months: []),
                SpendFacts(vehicleId: nil, currencyCode: "EUR", months: []),
                SpendFacts(vehicleId: "car", currencyCode: "EUR", months: []),
                SpendFacts(vehicleId: "car", currencyCode: "EUR", months: []),
            ])
        let snapshot = SnapshotBuilder.build(facts: facts, context: Self.context(locked: true))
        try snapshot.validate()
        #expect(snapshot.vehicles.map(\.id) == ["car", "van"])
        #expect(snapshot.deadlines.map(\.id) == ["d"])
        #expect(snapshot.deadlines[0].warningFrom == due)
        #expect(snapshot.maintenance.map(\.vehicleId) == ["car"])
        #expect(snapshot.spend.map(\.vehicleId) == [nil, "car"])
    }
}
