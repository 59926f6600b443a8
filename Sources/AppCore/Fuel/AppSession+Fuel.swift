import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The fuel records a user lists and shows, and the economy computed from one vehicle's.
extension AppSession {
    /// The latest `limit` fuel records of one vehicle a user named, or of every vehicle, oldest first,
    /// with how many there are and the rates that convert their costs into the home currency.
    public func fuelRecords(
        vehicle reference: String?, limit: Int
    ) throws -> ExpenseListing {
        try logbook().read { store in
            let all = try store.vehicles.all()
            let named = try reference.map { try Vehicle.matching($0, in: all) }
            let vehicles = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
            let page = try store.records.latestFuelRecords(vehicleID: named?.id, limit: limit)
            let home = try store.preferences.load().homeCurrency
            return ExpenseListing(
                page: ExpenseRow.page(page, vehicles: vehicles), rates: try store.rates.converting(page.records, into: home),
                homeCurrency: home)
        }
    }

    /// One fuel record by its id, with its vehicle, the home currency and the rates that convert its cost.
    public func fuelRecord(id: String) throws -> ExpenseDetail {
        let store = try logbook()
        let (expense, vehicle) = try store.read { store in
            try store.record("fuel record", id: id, { try store.records.fuelRecord(id: $0) }, vehicleOf: \.vehicleID)
        }
        let home = try store.preferences.load().homeCurrency
        return ExpenseDetail(
            expense: expense, vehicle: vehicle, homeCurrency: home, rates: try store.rates.converting([expense], into: home))
    }

    /// The economy of the vehicle a user named: its fuel records only (one range of the fuel index),
    /// never the rest of the logbook.
    public func economy(vehicle reference: String) throws -> EconomyReport {
        let today = try today()
        return try logbook().read { store in
            let vehicle = try Vehicle.matching(reference, in: try store.vehicles.all())
            let records = try store.records.fuelRecords(vehicleID: vehicle.id)
            let fills = records.compactMap { $0.fillUp(of: vehicle) }
            // What it runs on first (its main energy leads), then any energy only old fills hold.
            let runsOn = vehicle.runsOn(firstFill: FuelEconomy.first(of: fills)?.energy)
            let held = Set(fills.map(\.energy))
            let energies = runsOn.filter(held.contains) + Energy.allCases.filter { held.contains($0) && !runsOn.contains($0) }
            let economies = energies.map { FuelEconomy(fillUps: fills, distanceUnit: vehicle.distanceUnit, energy: $0) }
            let home = try store.preferences.load().homeCurrency
            let paidIn = Set(records.compactMap(\.knownCost).map(\.currency))
            return EconomyReport(
                vehicle: vehicle, runsOn: runsOn, economies: economies, recordCount: records.count,
                withoutOdometer: records.filter { $0.odometer == nil }, homeCurrency: home,
                costCurrency: paidIn.count == 1 ? paidIn.first! : home,
                rates: try store.rates.converting(records, into: home), today: today)
        }
    }
}
