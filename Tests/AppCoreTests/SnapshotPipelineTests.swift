import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import AppCore

/// The pipeline builds both snapshots of a publish from one load, and never from a stale one.
@Suite struct SnapshotPipelineTests {
    let directory = TemporaryDirectory(prefix: "glovebox-pipeline")
    var path: String { directory.appending("glovebox.sqlite").path }

    func seed() throws -> GarageStore {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        _ = try garage.addVehicle(VehicleDraft(name: "Clio"))
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        return store
    }

    func pipeline(at instant: @escaping @Sendable () -> Date) -> SnapshotPipeline {
        SnapshotPipeline(databasePath: path, now: instant, systemTimeZone: Pinned.timeZone("Europe/Lisbon"))
    }

    @Test func bothSnapshotsOfAPublishComeFromOneLoad() throws {
        _ = try seed()
        let pipeline = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { pipeline.close() }
        let widgets = try pipeline.widgetsSnapshot()
        let shortcuts = try pipeline.shortcutsSnapshot()
        #expect(pipeline.loadCount == 1)
        #expect(widgets.vehicles.map(\.name) == ["Clio"] && shortcuts.vehicles.map(\.name) == ["Clio"])
    }

    @Test func theCalendarComesFromTheSameLoadAsTheSnapshots() throws {
        _ = try seed()
        let pipeline = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { pipeline.close() }
        _ = try pipeline.widgetsSnapshot()
        _ = try pipeline.shortcutsSnapshot()
        let calendar = try pipeline.calendar()
        #expect(pipeline.loadCount == 1)
        // The rules' facts too: worked out once for all three.
        #expect(pipeline.factsCount == 1)
        #expect(calendar.generation == (try pipeline.logbookGeneration()))
        #expect(String(decoding: calendar.bytes, as: UTF8.self).hasPrefix("BEGIN:VCALENDAR\r\n"))
    }

    /// Built alone, the calendar converts no spend and works no facts out to keep; built after the
    /// snapshots, from the facts they kept (spend and all), it is the same file.
    @Test func theCalendarAloneIsTheCalendarOfAPublish() throws {
        let store = try seed()
        let vehicle = try #require(try store.vehicles.all().first)
        let expense = Expense(
            id: GarageID(rawValue: "parking-1")!, vehicleID: vehicle.id, date: try CalendarDay(parsing: "2026-11-20"),
            amount: try Money(parsing: "12.50", currency: .euro), category: .parking)
        try store.write { try $0.records.insert(expense) }
        let alone = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { alone.close() }
        let calendar = try alone.calendar()
        #expect(alone.factsCount == 0)
        let publishing = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { publishing.close() }
        _ = try publishing.widgetsSnapshot()
        _ = try publishing.shortcutsSnapshot()
        #expect(try publishing.calendar().bytes == calendar.bytes)
        #expect(publishing.factsCount == 1)
    }

    @Test func aChangeCommittedElsewhereIsSeenByTheNextBuild() throws {
        let store = try seed()
        let pipeline = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { pipeline.close() }
        #expect(try pipeline.widgetsSnapshot().vehicles.map(\.name) == ["Clio"])
        try store.write { try $0.vehicles.insert(Vehicle(id: GarageID(rawValue: "golf")!, name: "Golf")) }
        #expect(try pipeline.widgetsSnapshot().vehicles.map(\.name) == ["Clio", "Golf"])
        #expect(pipeline.loadCount == 2)
        #expect(pipeline.factsCount == 2)
        var preferences = try store.preferences.load()
        try preferences.set(.locale, to: "pt-PT")
        try store.write { try $0.preferences.save(preferences) }
        #expect(try pipeline.widgetsSnapshot().locale == "pt-PT")
    }

    @Test func bothSnapshotsCarryTheGenerationOfTheLogbookTheyWereBuiltFrom() throws {
        let store = try seed()
        let pipeline = pipeline { Pinned.instant("2026-11-29T12:00:00Z") }
        defer { pipeline.close() }
        let seeded = try store.generation()
        #expect(try pipeline.widgetsSnapshot().generation == seeded)
        #expect(try pipeline.shortcutsSnapshot().generation == seeded)

        try store.write { try $0.vehicles.insert(Vehicle(id: GarageID(rawValue: "golf")!, name: "Golf")) }

        #expect(try pipeline.logbookGeneration() == seeded + 1)
        let widgets = try pipeline.widgetsSnapshot()
        #expect(widgets.generation == seeded + 1 && widgets.vehicles.count == 2)
        #expect(try pipeline.shortcutsSnapshot().generation == seeded + 1)
    }

    @Test func anotherDayIsLoadedAgain() throws {
        _ = try seed()
        let clock = TestInstant(Pinned.instant("2026-11-29T23:59:00Z"))
        let pipeline = pipeline { clock.now }
        defer { pipeline.close() }
        _ = try pipeline.widgetsSnapshot()
        clock.now = Pinned.instant("2026-11-30T00:01:00Z")
        _ = try pipeline.widgetsSnapshot()
        #expect(pipeline.loadCount == 2)
    }

    /// An instant a test moves.
    final class TestInstant: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Date
        init(_ value: Date) { self.value = value }
        var now: Date {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}
