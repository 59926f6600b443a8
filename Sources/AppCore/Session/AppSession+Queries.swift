import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// What the app's screens read: each query asks the store for what its answer needs, never the
/// whole logbook, and only when someone is signed in.
extension AppSession {
    /// The signed-in account, or `nil` when no one is signed in.
    public func account() throws -> Account? {
        try store().accounts.signedIn()
    }

    /// The logbook, for reading the signed-in account's data; `GarageError.signedOut` when nobody is
    /// signed in (what a read shows belongs to an account).
    func logbook() throws -> GarageStore {
        let store = try store()
        guard try store.accounts.signedIn() != nil else { throw GarageError.signedOut }
        return store
    }

    /// The vehicles, in the order they were added.
    public func vehicles() throws -> [Vehicle] {
        try logbook().vehicles.all()
    }

    /// The vehicle a user named, by id or name.
    public func vehicle(matching text: String) throws -> Vehicle {
        try Vehicle.matching(text, in: try vehicles())
    }

    /// The id the household server knows `vehicle` by: its own, unless it was made here before this
    /// device was linked (see `VehicleIDAliases`).
    public func householdID(of vehicle: Vehicle) throws -> String {
        try logbook().sync.vehicleAliases().server(vehicle.id.rawValue)
    }

    /// Whether `expense` converts into the home currency with the rates this logbook has (stored,
    /// bundled, or its own `--rate`), as `spend` and the widgets convert it.
    public func convertsIntoHomeCurrency(_ expense: Expense) throws -> Bool {
        let store = try logbook()
        let home = try preferences().homeCurrency
        let rates = try store.rates.converting([expense], into: home)
        return rates.convert(expense.amount, to: home, on: expense.date, userRate: expense.userRate) != nil
    }

    /// The vehicles with their current odometers (one probe each).
    public func vehiclesWithOdometers() throws -> [VehicleReading] {
        let store = try logbook()
        return try store.read { store in
            try store.vehicles.all().map { VehicleReading(vehicle: $0, current: try store.readings.reading(.latest, vehicleID: $0.id)) }
        }
    }

    /// The vehicle's current odometer.
    public func currentReading(of vehicleID: GarageID) throws -> OdometerReading? {
        try logbook().readings.reading(.latest, vehicleID: vehicleID)
    }

    /// What the garage shows today, for every vehicle or for the one a user named; the name is
    /// resolved in the same read transaction, so the dashboard holds that vehicle.
    public func dashboard(vehicle reference: String? = nil) throws -> Dashboard {
        let today = try today()
        return try logbook().read { store in
            let vehicleID = try reference.map { try Vehicle.matching($0, in: store.vehicles.all()).id }
            return try store.dashboards.dashboard(today: today, vehicleID: vehicleID)
        }
    }

    /// What the garage shows today, as ``dashboard(vehicle:)``, read from the rows that decode: a
    /// damaged record row is left out and reported, not fatal (what `status` shows). The session
    /// remembers it in ``damagedRowsLeftOut``.
    public func dashboardSkippingDamagedRows(vehicle reference: String? = nil) throws -> Salvaged<Dashboard> {
        let today = try today()
        let salvaged = try logbook().readSkippingDamagedRows { store in
            let vehicleID = try reference.map { try Vehicle.matching($0, in: store.vehicles.all()).id }
            return try store.dashboards.dashboard(today: today, vehicleID: vehicleID)
        }
        skippedRows += salvaged.damagedRows
        return salvaged
    }

    /// What one vehicle a user named shows today, and the day.
    public func vehicleDashboard(_ reference: String) throws -> VehicleToday {
        let dashboard = try dashboard(vehicle: reference)
        guard let entry = dashboard.vehicles.first else { throw GarageError.unknownVehicle(reference) }
        return VehicleToday(vehicle: entry, today: dashboard.today)
    }

    /// What spending today is reported from — for every vehicle, or the one a user named (returned
    /// with it) — and the rates that convert it.
    public func spend(vehicle reference: String? = nil) throws -> SpendReport {
        let today = try today()
        return try logbook().read { store in
            let vehicle = try reference.map { try Vehicle.matching($0, in: store.vehicles.all()) }
            let records = try store.dashboards.spendRecords(today: today, vehicleID: vehicle?.id)
            // The expenses left without a rate, in the report's order, are read one by one with the
            // rates their days could use, for what the report says of each (few, unlike the window's).
            let spend = records.monthlySpend(
                vehicleID: vehicle?.id, rates: try store.rates.converting(records.expenses, into: records.homeCurrency))
            let unconverted = try spend.months.flatMap(\.unconvertedExpenseIDs).compactMap { try store.records.expense(id: $0) }
            return SpendReport(
                records: records, rates: try store.rates.converting(records.expenses + unconverted, into: records.homeCurrency),
                vehicle: vehicle, unconverted: unconverted)
        }
    }

    /// A deadline by its id, with its vehicle.
    public func deadline(id text: String) throws -> DeadlineDetail? {
        guard let id = GarageID(rawValue: text), let deadline = try logbook().records.deadline(id: id),
              let vehicle = try logbook().vehicles.find(id: deadline.vehicleID)
        else { return nil }
        return DeadlineDetail(deadline: deadline, vehicle: vehicle)
    }

    /// A vehicle a user named, with what removing it would delete.
    public func removal(of reference: String) throws -> VehicleRemoval {
        let store = try logbook()
        return try store.read { store in
            let vehicle = try Vehicle.matching(reference, in: store.vehicles.all())
            return VehicleRemoval(vehicle: vehicle, records: try store.records.recordCounts(vehicleID: vehicle.id))
        }
    }

    /// The accounts on this device with their vehicle counts.
    public func deviceAccounts() throws -> [DeviceAccount] {
        try store().accounts.onDevice().map { DeviceAccount(name: $0.name, vehicles: $0.vehicles) }
    }

    /// The signed-in account's latest committed changes, newest first.
    public func history(limit: Int) throws -> [JournalSummary] {
        try logbook().journal.summaries(limit: limit)
    }

    /// One change of the history with what it did to each record and what it replaced (`history N`).
    public func historyEntry(_ sequence: Int) throws -> (entry: JournalEntry, details: [JournalChangeDetail]) {
        try logbook().read { store in
            guard let entry = try store.journal.entry(sequence: sequence) else {
                // The journal keeps the latest 1,000 changes of 90 days: an older one is gone.
                throw GarageError.unknownRecord(kind: "change in the history", id: "#\(sequence)")
            }
            return (entry, try store.journal.details(of: entry))
        }
    }

    /// The signed-in account and how many vehicles it owns.
    public func plan() throws -> AccountPlan {
        guard let account = try logbook().accounts.signedIn() else { throw GarageError.signedOut }
        return AccountPlan(account: account, ownedVehicles: try vehicles().filter { $0.role == .owner }.count)
    }
}
