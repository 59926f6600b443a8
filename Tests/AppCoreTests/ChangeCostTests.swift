import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// A change costs what it changes: the work SQLite does for it — counted in virtual-machine steps,
/// not timed — is the same on a short history and on one twenty times longer. So is the work of
/// what the widgets show, when the extra history is older than what they show.
@Suite struct ChangeCostTests {
    let directory = TemporaryDirectory(prefix: "glovebox-cost")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let today = try! CalendarDay(parsing: "2026-11-29")

    /// Two vehicles with plans, deadlines and a year of recent history; `years` more of older
    /// readings, fuel and services before that. The last year is the same whatever `years` is.
    static func garage(olderYears years: Int) throws -> Garage {
        var garage = Garage(account: try Account(name: "ana@example.com", plan: .plus))
        let ids = IdentifierSource.sequential(prefix: "seed")
        for name in ["Clio", "Golf"] {
            let vehicle = try garage.addVehicle(VehicleDraft(name: name))
            let oil = try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: vehicle.id, name: "Oil change", intervalMonths: 12, intervalDistance: 15_000),
                today: today.adding(days: -400), ids: ids)
            _ = try garage.addDeadline(
                DeadlineDraft(vehicleID: vehicle.id, kind: .insurance, dueDate: today.adding(days: 20), recurrence: .everyMonths(12)), today: today,
                ids: ids)
            var entries: [OdometerEntry] = []
            var expenses: [Expense] = []
            var services: [ServiceRecord] = []
            let days = 365 * (years + 1)
            for day in stride(from: 3, through: days, by: 3) {
                let date = today.adding(days: -day)
                let value = 2_000_000 - day * 40
                switch day % 9 {
                case 0:
                    // Fill-ups with their volume, a partial one now and then: the widgets' latest economy
                    // reads a few of them, however many there are.
                    expenses.append(Expense(
                        id: ids.next(), vehicleID: vehicle.id, date: date, amount: try Money(parsing: "50.00", currency: .euro),
                        category: .fuel, odometer: OdometerMark(value: value), fuelQuantity: 30,
                        fuelFill: FuelFill(unit: .litres, isFull: day % 27 != 0)))
                case 3 where day % 90 == 3:
                    services.append(ServiceRecord(id: ids.next(), vehicleID: vehicle.id, itemID: oil.id, date: date))
                default:
                    entries.append(OdometerEntry(id: ids.next(), vehicleID: vehicle.id, date: date, value: value))
                }
            }
            try garage.importHistory(vehicleID: vehicle.id, odometerEntries: entries, expenses: expenses, services: services, today: today)
        }
        return garage
    }

    /// An app over a logbook holding `garage`, with pinned time and ids.
    func app(holding garage: Garage, name: String) throws -> AppSession {
        let home = directory.appending(name).path
        let environment = AppEnvironment(
            variables: ["GLOVEBOX_HOME": home], homeDirectory: home, now: { Self.now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: .sequential(prefix: "new"))
        let app = AppSession(environment: environment)
        try app.store().write { try $0.seed(garage, now: Self.now) }
        return app
    }

    /// The virtual-machine steps `body` costs on the app's logbook connection.
    func steps(_ app: AppSession, _ body: () throws -> Void) throws -> Int {
        let before = try app.store().database.virtualMachineSteps
        try body()
        return try app.store().database.virtualMachineSteps - before
    }

    static let changes: [(String, @Sendable (AppSession) throws -> Void)] = [
        ("odometer log", { try $0.perform(LogOdometer(vehicle: "clio", value: 2_000_100)) }),
        ("expense add", { app in
            try app.perform(AddExpense(
                vehicle: "golf", amount: try Money(parsing: "12.34", currency: .euro), category: .parking,
                odometer: OdometerMark(value: 2_000_100)))
        }),
        ("fuel add", { app in
            try app.perform(AddFuel(
                vehicle: "clio", volume: FuelVolume(31, .litres), odometer: OdometerMark(value: 2_000_100),
                cost: try Money(parsing: "52.10", currency: .euro)))
        }),
        ("maintenance done", { app in
            try app.perform(LogService(
                vehicle: "clio", item: "oil change", odometer: OdometerMark(value: 2_000_100),
                cost: try Money(parsing: "89.90", currency: .euro)))
        }),
        ("maintenance postpone", { try $0.perform(Postpone(vehicle: "clio", item: "oil change", .days(30))) }),
        ("maintenance add", { try $0.perform(AddMaintenanceItem(vehicle: "golf", name: "Tyres", intervalDistance: 40_000)) }),
        ("deadline add", { try $0.perform(AddDeadline(vehicle: "golf", kind: .inspection, dueDate: today.adding(days: 90))) }),
        ("deadline renew", { try $0.perform(RenewDeadline(vehicle: "clio", deadline: "insurance")) }),
        ("vehicle add", { try $0.perform(AddVehicle(VehicleDraft(name: "Zoe"))) }),
        ("prefs set", { try $0.perform(SetPreference(.locale, to: "pt-PT")) }),
    ]

    @Test(arguments: changes.indices)
    func aChangeCostsTheSameOnAnyLengthOfHistory(_ index: Int) throws {
        let (name, change) = Self.changes[index]
        let short = try app(holding: try Self.garage(olderYears: 0), name: "short-\(index)")
        let long = try app(holding: try Self.garage(olderYears: 20), name: "long-\(index)")
        defer {
            short.close()
            long.close()
        }
        let records = { (app: AppSession) in try app.store().rowCounts().values.reduce(0, +) }
        #expect(try records(long) > 15 * records(short), "the long history is long")
        let onShort = try steps(short) { try change(short) }
        let onLong = try steps(long) { try change(long) }
        #expect(onShort > 0, "\(name) did some work")
        #expect(onLong == onShort, "\(name): \(onShort) steps on a short history, \(onLong) on a long one")
    }

    @Test func whatTheWidgetsShowCostsTheSameWhenTheExtraHistoryIsOlder() throws {
        let short = try app(holding: try Self.garage(olderYears: 0), name: "short-dashboard")
        let long = try app(holding: try Self.garage(olderYears: 20), name: "long-dashboard")
        defer {
            short.close()
            long.close()
        }
        let load = { (app: AppSession) in
            _ = try app.dashboard()
            _ = try app.spend()
        }
        #expect(try short.dashboard().vehicles.allSatisfy { $0.lastEconomy != nil }, "the latest economy is part of the load")
        let onShort = try steps(short) { try load(short) }
        let onLong = try steps(long) { try load(long) }
        #expect(onShort > 0)
        #expect(onLong == onShort, "\(onShort) steps on a short history, \(onLong) on a long one")
        // The answers are the same too: the extra history is all older than a year.
        let answers = { (app: AppSession) in try app.dashboard().alerts().map { "\($0.title) \($0.state) \($0.date.map(String.init(describing:)) ?? "-")" } }
        #expect(try answers(short) == answers(long))
        #expect(try answers(short).count == 4)
    }
}
