import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
@testable import AppCore

/// What a pull's memberships do to this device's logbook, without a server: a role kept for the
/// write path's rules, a vehicle that leaves with its records and queued changes, a vehicle brought
/// back whole that keeps this device's plate and place.
@Suite struct PulledMembershipTests {
    let directory = TemporaryDirectory(prefix: "glovebox-pulled-memberships")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let server = "postgresql://household.example/glovebox"

    /// A linked logbook with Clio (plate AA-11-BB) and Jeep, Clio with an odometer entry and an expense.
    func app() throws -> (AppSession, clio: String, jeep: String) {
        let home = directory.appending("home").path
        let app = AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "r"))
        try app.perform(SignIn(accountName: "ben@example.com", linksToServer: true))
        try app.perform(LinkServer(server: Self.server))
        let clio = try app.perform(AddVehicle(VehicleDraft(name: "Clio", licencePlate: "AA-11-BB")))
        let jeep = try app.perform(AddVehicle(VehicleDraft(name: "Jeep")))
        try app.perform(LogOdometer(vehicle: "clio", value: 1000))
        try app.perform(AddExpense(vehicle: "clio", amount: try Money(parsing: "12", currency: .euro)))
        return (app, clio.id.rawValue, jeep.id.rawValue)
    }

    func count(_ app: AppSession, _ sql: String, _ arguments: [String] = []) throws -> Int {
        try app.store().database.firstRow(sql, arguments) { $0.int(0) } ?? -1
    }

    @Test func aVehicleWithoutARoleLeavesWithItsRecordsAndItsQueuedChangesAndNothingIsJournaled() throws {
        let (app, clio, jeep) = try app()
        defer { app.close() }
        let journal = try app.store().journal.entries(limit: 100).count
        #expect(try count(app, "SELECT count(*) FROM outbox WHERE vehicle_id = ?", [clio]) > 0)
        let generation = try app.store().generation()

        let changed = try app.perform(ApplyPulledChanges(
            changes: [], memberships: [PulledMembership(vehicleID: clio, role: nil)], cursor: "42", server: Self.server))
        #expect(changed == 1)
        #expect(try app.store().vehicles.all().map(\.id.rawValue) == [jeep])
        for table in ["odometer_entry", "expense"] {
            #expect(try count(app, "SELECT count(*) FROM \(table) WHERE vehicle_id = ?", [clio]) == 0)
        }
        #expect(try count(app, "SELECT count(*) FROM outbox WHERE vehicle_id = ?", [clio]) == 0)
        #expect(try count(app, "SELECT count(*) FROM outbox WHERE vehicle_id = ?", [jeep]) == 1)
        #expect(try app.store().sync.cursor(server: Self.server) == "42")
        #expect(try app.store().journal.entries(limit: 100).count == journal)
        // A change like any other: the widgets are republished from the next generation.
        #expect(try app.store().generation() > generation)
    }

    @Test func aRoleIsKeptAndTheWritePathFollowsIt() throws {
        let (app, clio, _) = try app()
        defer { app.close() }
        let pending = try app.store().sync.pendingChangeCount()
        try app.perform(ApplyPulledChanges(
            changes: [], memberships: [PulledMembership(vehicleID: clio, role: .viewer)], cursor: "7", server: Self.server))
        #expect(try app.vehicle(matching: "clio").role == .viewer)
        #expect(throws: GarageError.readOnlyVehicle(name: "Clio", role: .viewer)) {
            try app.perform(LogOdometer(vehicle: "clio", value: 2000))
        }
        #expect(try app.store().sync.pendingChangeCount() == pending)
        // Applying the same role again changes nothing.
        #expect(try app.store().sync.membershipsToApply([PulledMembership(vehicleID: clio, role: .viewer)], arriving: []).isEmpty)
    }

    @Test func aVehicleBroughtBackWholeKeepsOnlyTheServersRecordsAndThisDevicesPlateAndPlace() throws {
        let (app, clio, _) = try app()
        defer { app.close() }
        let position = try count(app, "SELECT position FROM vehicle WHERE id = ?", [clio])
        let stamp = try #require(HybridTimestamp(milliseconds: 1_000, counter: 0, device: DeviceID.random()))
        // As the sync hands it over on a device without the vehicle's key (an account without one
        // keeps its plates on their devices): the plate unknown, its stamp the empty one.
        let vehicle = PulledChange(
            kind: .vehicle, recordID: clio, stamp: stamp, row: #"["\#(clio)","Clio","Renault",null,null,null,"km"]"#,
            stamps: #"{"plate":""}"#)
        try app.perform(ApplyPulledChanges(
            changes: [vehicle], memberships: [PulledMembership(vehicleID: clio, role: .viewer)], wholeVehicles: [clio],
            cursor: "9", server: Self.server))
        let back = try app.vehicle(matching: "clio")
        #expect(back.role == .viewer && back.make == "Renault" && back.licencePlate == "AA-11-BB")
        #expect(try count(app, "SELECT position FROM vehicle WHERE id = ?", [clio]) == position)
        // The records the server does not have (this device's refused edits) are gone, with their queue.
        #expect(try count(app, "SELECT count(*) FROM expense WHERE vehicle_id = ?", [clio]) == 0)
        #expect(try count(app, "SELECT count(*) FROM outbox WHERE vehicle_id = ?", [clio]) == 0)
    }
}
