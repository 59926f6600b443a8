import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

extension GarageStoreTests {
    /// Stores `garage`, then checks that the facts the store fetches are the ones the rules take
    /// from the whole garage in memory, and so that every answer is the same.
    func expectSnapshotLoadMatchesFullLoad(_ garage: Garage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let store = try openStore()
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let full = try store.loadGarage()
        for vehicle in full.vehicles {
            #expect(try store.dashboards.inputs(of: vehicle, today: today) == full.dashboardInputs(of: vehicle, today: today),
                    "\(vehicle.name)", sourceLocation: sourceLocation)
        }
        #expect(try store.dashboards.dashboard(today: today) == full.dashboard(today: today), sourceLocation: sourceLocation)
        try expectSpendAgrees(store, full, sourceLocation: sourceLocation)
        for item in full.maintenanceItems {
            #expect(try store.plans.latestService(itemID: item.id) == full.lastService(of: item.id), "\(item.name)", sourceLocation: sourceLocation)
        }
    }

    /// The store's spend read (sums kept and converted per month) reports what converting every
    /// expense of the whole garage one by one with the store's rates reports: the same months, and
    /// the same again from what it remembered.
    func expectSpendAgrees(_ store: GarageStore, _ full: Garage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let every = full.spendRecords(today: today)
        let rates = try store.rates.converting(every.expenses, into: every.homeCurrency)
        for _ in 0..<2 {
            let records = try store.dashboards.spendRecords(today: today)
            #expect(records.vehicleIDs == every.vehicleIDs, sourceLocation: sourceLocation)
            #expect(records.monthlySpends(rates: ExchangeRates()) == every.monthlySpends(rates: rates), sourceLocation: sourceLocation)
        }
    }

    @Test func theSnapshotLoadAgreesWithTheFullLoadOnEveryShape() throws {
        var garage = try sampleGarage()
        garage.account?.plan = .plus
        let ids = IdentifierSource.sequential(prefix: "shape")
        let clio = garage.vehicles[0].id
        let oil = garage.maintenanceItems[0].id
        // Two services on one day: the rule takes the higher odometer, not the higher id; one
        // without an odometer on the same day comes first of the three.
        let day = today.adding(days: -1)
        try garage.importHistory(vehicleID: clio, services: [
            ServiceRecord(id: try GarageID(validating: "svc-b"), vehicleID: clio, itemID: oil, date: day, odometer: OdometerMark(value: 85_000)),
            ServiceRecord(id: try GarageID(validating: "svc-c"), vehicleID: clio, itemID: oil, date: day, odometer: OdometerMark(value: 84_900)),
            ServiceRecord(id: try GarageID(validating: "svc-d"), vehicleID: clio, itemID: oil, date: day),
        ], today: today)
        #expect(garage.lastService(of: oil)?.id == (try GarageID(validating: "svc-b")))

        // Recent readings spanning fewer than 14 days: the forecast falls back to the whole history.
        let golf = try garage.addVehicle(VehicleDraft(name: "Golf"))
        for (daysAgo, value) in [(400, 10_000), (300, 15_000), (10, 20_000), (3, 20_300)] {
            _ = try garage.logOdometer(vehicleID: golf.id, value: value, date: today.adding(days: -daysAgo), today: today, ids: ids)
        }
        // An imported reading dated after today counts for neither window.
        try garage.importHistory(vehicleID: golf.id, odometerEntries: [
            OdometerEntry(id: try GarageID(validating: "future"), vehicleID: golf.id, date: today.adding(days: 30), value: 25_000),
        ], today: today)
        let tyres = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: golf.id, name: "Tyres", intervalDistance: 20_000), today: today, ids: ids)
        _ = try garage.logService(
            vehicleID: golf.id, itemID: tyres.id, date: today.adding(days: -3), odometer: OdometerMark(value: 20_300),
            today: today, ids: ids)

        // A service logged without an odometer looks back for the reading of its day.
        let zoe = try garage.addVehicle(VehicleDraft(name: "Zoe"))
        for (daysAgo, value) in [(300, 1_000), (100, 4_000), (20, 6_000)] {
            _ = try garage.logOdometer(vehicleID: zoe.id, value: value, date: today.adding(days: -daysAgo), today: today, ids: ids)
        }
        let brakes = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: zoe.id, name: "Brakes", intervalMonths: 24, intervalDistance: 30_000),
            today: today, ids: ids)
        _ = try garage.logService(vehicleID: zoe.id, itemID: brakes.id, date: today.adding(days: -300), today: today, ids: ids)

        try expectSnapshotLoadMatchesFullLoad(garage)
    }

    @Test func aDamagedStoredUserRateIsReportedNotDropped() throws {
        let store = try openStore()
        let garage = try sampleGarage()
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let expense = try #require(garage.expenses.first { $0.userRate != nil })
        try store.database.execute("UPDATE expense SET user_rate_quote = 'ZZZ' WHERE id = ?", [expense.id.rawValue])
        #expect(throws: StoreError.corruptRow(table: "expense", id: expense.id.rawValue, reason: "unknown currency 'ZZZ' (not an ISO 4217 code)")) {
            try store.loadGarage()
        }
    }
}
