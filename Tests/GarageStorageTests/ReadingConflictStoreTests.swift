import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// Odometer conflicts at the store: a pulled reading that contradicts its neighbours is noted when
/// it is applied, both readings are kept, and the conflict is shown only while it still stands.
@Suite struct ReadingConflictStoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-reading-conflicts")
    static let now = Pinned.instant("2026-11-20T10:00:00Z")
    let today = try! CalendarDay(parsing: "2026-11-20")
    let otherDevice = DeviceID.random()

    /// Clio with readings of 84,000 km (40 days ago, an entry), 84,700 km (3 days ago, an expense)
    /// and 84,750 km (2 days ago, a service).
    func seededStore() throws -> (GarageStore, GarageID) {
        var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: .euro)
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        _ = try garage.logOdometer(vehicleID: clio.id, value: 84_000, date: today.adding(days: -40), today: today, ids: ids)
        _ = try garage.addExpense(
            ExpenseDraft(vehicleID: clio.id, date: today.adding(days: -3), amount: try Money(parsing: "45.90", currency: .euro),
                         category: .fuel, odometer: OdometerMark(value: 84_700)),
            today: today, ids: ids)
        let oil = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: clio.id, name: "Oil change", intervalMonths: 12),
            today: today.adding(days: -30), ids: ids)
        _ = try garage.logService(
            vehicleID: clio.id, itemID: oil.id, date: today.adding(days: -2), odometer: OdometerMark(value: 84_750),
            cost: nil, today: today, ids: ids)
        let store = try GarageStore(path: directory.appending("glovebox.sqlite").path)
        store.now = { Self.now }
        try store.write { try $0.seed(garage, now: Self.now) }
        return (store, clio.id)
    }

    /// An odometer entry as another device wrote it, pulled with a stamp `tick` milliseconds on.
    func pulledEntry(_ id: String, vehicle: GarageID, daysAgo: Int, value: Int?, tick: Int64) throws -> PulledChange {
        let stamp = try #require(HybridTimestamp(
            milliseconds: HybridLogicalClock.milliseconds(of: Self.now) + tick, counter: 0, device: otherDevice))
        let row = value.map { "[\"\(id)\",\"\(vehicle.rawValue)\",\"\(today.adding(days: -daysAgo).isoString)\",\($0),0,null]" }
        return PulledChange(kind: .odometerEntry, recordID: id, stamp: stamp, row: row)
    }

    func apply(_ changes: PulledChange..., to store: GarageStore) throws {
        try store.write { _ = try $0.sync.applyPulled(changes, cursor: "1", server: "postgresql://localhost/glovebox") }
    }

    @Test func aPulledReadingAboveALaterOneIsKeptAndShownWithIt() throws {
        let (store, clio) = try seededStore()
        try apply(try pulledEntry("laptop-1", vehicle: clio, daysAgo: 10, value: 90_000, tick: 1), to: store)
        let conflict = try #require(try store.readings.conflicts().first)
        #expect(try store.readings.conflicts().count == 1)
        #expect(conflict.kind == .aboveLater)
        #expect(conflict.reading.recordID == GarageID(rawValue: "laptop-1")!)
        #expect(conflict.reading.value == 90_000)
        #expect(conflict.contradicted.source == .expense)
        #expect(conflict.contradicted.value == 84_700)
        // Both kept: nothing dropped.
        #expect(try store.readings.reading(.firstAfter(today.adding(days: -11)), vehicleID: clio)?.value == 90_000)
        #expect(try store.readings.conflicts(vehicleID: clio) == [conflict])
        #expect(try store.readings.conflicts(vehicleID: GarageID(rawValue: "other")!).isEmpty)
    }

    @Test func aPulledReadingBelowAnEarlierOneIsNotedToo() throws {
        let (store, clio) = try seededStore()
        try apply(try pulledEntry("laptop-2", vehicle: clio, daysAgo: 1, value: 80_000, tick: 1), to: store)
        let conflict = try #require(try store.readings.conflicts().first)
        #expect(conflict.kind == .belowEarlier)
        #expect(conflict.contradicted.source == .service)
        #expect(conflict.contradicted.value == 84_750)
    }

    @Test func aReadingThatAgreesIsNotAConflict() throws {
        let (store, clio) = try seededStore()
        try apply(try pulledEntry("laptop-3", vehicle: clio, daysAgo: 10, value: 84_500, tick: 1), to: store)
        #expect(try store.readings.conflicts().isEmpty)
        #expect(try store.database.rows("SELECT record_id FROM odometer_conflict") { $0.text(0) }.isEmpty)
    }

    @Test func aLaterVersionOrADeleteResolvesTheConflict() throws {
        let (store, clio) = try seededStore()
        try apply(try pulledEntry("laptop-4", vehicle: clio, daysAgo: 10, value: 90_000, tick: 1), to: store)
        #expect(try store.readings.conflicts().count == 1)
        try apply(try pulledEntry("laptop-4", vehicle: clio, daysAgo: 10, value: 84_600, tick: 2), to: store)
        #expect(try store.readings.conflicts().isEmpty)
        #expect(try store.database.rows("SELECT record_id FROM odometer_conflict") { $0.text(0) }.isEmpty)

        try apply(try pulledEntry("laptop-5", vehicle: clio, daysAgo: 10, value: 90_000, tick: 3), to: store)
        #expect(try store.readings.conflicts().count == 1)
        try apply(try pulledEntry("laptop-5", vehicle: clio, daysAgo: 10, value: nil, tick: 4), to: store)
        #expect(try store.readings.conflicts().isEmpty)
    }

    /// An edit here that removes the contradiction (the expense's reading corrected) resolves it
    /// without a sync: what is shown is checked again each time.
    @Test func aLocalEditThatRemovesTheContradictionResolvesIt() throws {
        let (store, clio) = try seededStore()
        try apply(try pulledEntry("laptop-6", vehicle: clio, daysAgo: 10, value: 90_000, tick: 1), to: store)
        #expect(try store.readings.conflicts().count == 1)
        try store.write { try $0.database.execute("DELETE FROM odometer_entry WHERE id = 'laptop-6'") }
        #expect(try store.readings.conflicts().isEmpty)
    }
}
