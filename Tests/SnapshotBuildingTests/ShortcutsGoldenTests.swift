import Foundation
import GarageRules
import GloveboxTestSupport
import ShortcutsContract
import SnapshotBuilding
import Testing
import WidgetContract

/// The Shortcuts golden fixtures under `Tests/Fixtures/shortcuts/`: the builder's output for one
/// garage in every language, and locked. The intents tests in `AppLifecycleTests` answer from
/// these files, so the reader is tested on what the builder really writes without the app
/// lifecycle module depending on the builder.
///
/// `GLOVEBOX_UPDATE_GOLDENS=1 swift test --filter ShortcutsGoldenTests` rewrites them (and fails,
/// naming each file it rewrote). What they hold is checked without the builder by
/// `ShortcutsGoldenOracleTests`: days, next items, totals and labels worked out from `facts`.
@Suite struct ShortcutsGoldenTests {
    /// A golden case: its file name and the user's locale and lock.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let locale: String
        let locked: Bool

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "en", locale: "en_GB", locked: false),
        Case(name: "pt-PT", locale: "pt_PT", locked: false),
        Case(name: "es", locale: "es_ES", locked: false),
        Case(name: "fr", locale: "fr_FR", locked: false),
        Case(name: "de", locale: "de_DE", locked: false),
        Case(name: "en-locked", locale: "en_GB", locked: true),
    ]

    static func day(_ text: String) -> CalendarDay { try! CalendarDay(parsing: text) }

    /// Published on Sunday 29 November 2026 in Lisbon. The Clio's oil change is due in 3 days
    /// and its insurance in 122 (beyond the phrase table); the Cherokee's oil change is 2,353 mi
    /// away and its registration 58 days overdue (61 three days later, past the table). The
    /// Clio was read on 20 November; the Cherokee on 1 September, 89 days before, so its reading
    /// turns stale on 1 December. Some expenses had no rate: the Cherokee's in November, the
    /// Clio's in August only. The Clio's last fill-up did 6.4 L/100 km, the Cherokee's 18.0 mpg (US).
    static let facts = SnapshotFacts(
        vehicles: [
            VehicleFacts(id: "clio", name: "Clio", make: "Renault", model: "Clio", year: 2019,
                         lastReading: VehicleFacts.Reading(value: 84_210, date: day("2026-11-20")),
                         lastEconomy: VehicleFacts.Economy(value: Decimal(string: "6.4285")!, unit: .litresPer100Kilometres)),
            VehicleFacts(id: "cherokee", name: "Cherokee", make: "Jeep", model: "Cherokee", year: 1992,
                         lastReading: VehicleFacts.Reading(value: 222_647, date: day("2026-09-01")), unit: .miles,
                         lastEconomy: VehicleFacts.Economy(value: Decimal(string: "18.04")!, unit: .milesPerUSGallon)),
        ],
        deadlines: [
            DeadlineFacts(id: "clio-insurance", vehicleId: "clio", kind: .insurance,
                          dueDate: day("2027-03-31"), warningFrom: day("2027-03-17")),
            DeadlineFacts(id: "cherokee-registration", vehicleId: "cherokee", kind: .registration,
                          dueDate: day("2026-10-02"), warningFrom: day("2026-09-18")),
        ],
        maintenance: [
            MaintenanceFacts(id: "clio-oil", vehicleId: "clio", name: "Oil change",
                             due: .time(dueDate: day("2026-12-02"), warningFrom: day("2026-11-18"))),
            MaintenanceFacts(id: "cherokee-oil", vehicleId: "cherokee", name: "Oil change",
                             due: .distance(dueOdometer: 225_000, remaining: 2_353, isWarning: false, isOverdue: false)),
        ],
        spend: [
            SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [
                .init(month: CalendarMonth(year: 2026, month: 8)!, total: 60, unconvertedCount: 1),
                .init(month: CalendarMonth(year: 2026, month: 11)!, total: Decimal(string: "426.70")!, unconvertedCount: 1),
            ]),
            SpendFacts(vehicleId: "clio", currencyCode: "EUR", months: [
                .init(month: CalendarMonth(year: 2026, month: 8)!, total: 60, unconvertedCount: 1),
                .init(month: CalendarMonth(year: 2026, month: 11)!, total: Decimal(string: "312.40")!),
            ]),
            SpendFacts(vehicleId: "cherokee", currencyCode: "EUR", months: [
                .init(month: CalendarMonth(year: 2026, month: 11)!, total: Decimal(string: "114.30")!, unconvertedCount: 1),
            ]),
        ],
        withheldTexts: ["AB19 CDE", "MOMWAGON"])

    static func build(_ golden: Case) -> ShortcutsSnapshot {
        ShortcutsBuilder.build(
            facts: facts,
            context: SnapshotContext(
                now: Pinned.instant("2026-11-29T19:20:00Z"), locale: Locale(identifier: golden.locale),
                timeZone: Pinned.timeZone("Europe/Lisbon"), isLocked: golden.locked))
    }

    @Test(arguments: cases)
    func builderReproducesTheGoldenFileByteForByte(_ golden: Case) throws {
        let path = "shortcuts/\(golden.name).json"
        let bytes = try SnapshotCoding.encode(Self.build(golden))
        for problem in Goldens.check(bytes, against: Fixtures.url(path)) {
            Issue.record(Comment(rawValue: problem))
        }
        let stored = try Fixtures.data(path)
        let decoded = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: stored)
        #expect(decoded.privacy.locked == golden.locked)
    }
}
