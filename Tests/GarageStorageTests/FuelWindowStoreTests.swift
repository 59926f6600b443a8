import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// The store reads the fill-ups a vehicle's latest economy depends on with a few index range scans, and
/// they are exactly the rows the rules take from the whole history in memory: on random fuel logs with
/// partial, missed, same-day, out-of-order and electric fills, and rows stored before units existed.
@Suite struct FuelWindowStoreTests {
    let directory = TemporaryDirectory()
    let today = try! CalendarDay(parsing: "2026-11-20")


    /// Two vehicles (one in miles) with random fuel logs, some fills without an odometer, a few other
    /// expenses between them.
    func randomGarage(seed: UInt64) throws -> Garage {
        var random = SplitMix(state: seed)
        var garage = Garage(account: try Account(name: "ana@example.com", plan: .plus))
        let ids = IdentifierSource.sequential(prefix: "s\(seed)")
        // Energies said or not, a plug-in hybrid either way round, a bi-fuel car: the store resolves a fill's
        // energy (named, else the vehicle's for its unit) in SQL as the rules do in memory.
        let stated: [[Energy]] = [[], [.petrol], [.electricity, .petrol], [.petrol, .electricity], [.lpg, .petrol], [.diesel]]
        for (name, unit) in [("Clio", DistanceUnit.kilometres), ("Cherokee", .miles)] {
            let energies = stated.randomElement(using: &random)!
            let vehicle = try garage.addVehicle(VehicleDraft(name: name, distanceUnit: unit, energies: energies))
            var expenses: [Expense] = []
            var day = today.adding(days: -400)
            var odometer = Int.random(in: 1_000...90_000, using: &random)
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                day = day.adding(days: [0, 0, 1, 4, 12].randomElement(using: &random)!)
                odometer += Int.random(in: -200...700, using: &random)
                let volume: VolumeUnit = [.litres, .litres, .usGallons, .imperialGallons, .kilowattHours].randomElement(using: &random)!
                let named = energies.filter { $0.measure == volume.energy }.randomElement(using: &random)
                let fill = FuelFill(
                    unit: volume, isFull: Int.random(in: 0..<10, using: &random) < 7,
                    missedPrevious: Int.random(in: 0..<12, using: &random) == 0, energy: Bool.random(using: &random) ? named : nil)
                let withOdometer = Int.random(in: 0..<10, using: &random) > 0
                expenses.append(Expense(
                    id: ids.next(), vehicleID: vehicle.id, date: day, amount: .zero(.euro), category: .fuel,
                    odometer: withOdometer ? OdometerMark(value: max(odometer, 0)) : nil,
                    fuelQuantity: Decimal(Int.random(in: 1...70_000, using: &random)) / 1000, fuelFill: fill))
                if Bool.random(using: &random) {
                    expenses.append(Expense(
                        id: ids.next(), vehicleID: vehicle.id, date: day, amount: try Money(parsing: "4.50", currency: .euro),
                        category: .parking))
                }
            }
            try garage.importHistory(vehicleID: vehicle.id, expenses: expenses, today: today)
        }
        return garage
    }

    @Test(arguments: 1...60)
    func theStoreReadsTheRowsTheRulesTakeFromTheWholeHistory(seed: Int) throws {
        let garage = try randomGarage(seed: UInt64(seed))
        let store = try GarageStore(path: directory.appending("seed-\(seed).sqlite").path)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        if seed % 3 == 0 {
            // Rows written back by an undo journaled before schema 9 have no unit, no flags and no energy.
            try store.database.execute(
                """
                UPDATE expense SET fuel_unit = NULL, fuel_is_full = NULL, fuel_missed_previous = NULL, fuel_energy = NULL
                WHERE fuel_quantity IS NOT NULL AND rowid % 4 = 0
                """)
        }
        let full = try store.loadGarage()
        for vehicle in full.vehicles {
            #expect(try store.records.latestFuelWindow(of: vehicle) == full.latestFuelWindow(of: vehicle), "seed \(seed), \(vehicle.name)")
            #expect(try store.records.mainEnergy(of: vehicle) == full.mainEnergy(of: vehicle), "seed \(seed), \(vehicle.name)")
            #expect(try store.dashboards.inputs(of: vehicle, today: today) == full.dashboardInputs(of: vehicle, today: today))
            let fills = full.expenses.filter { $0.vehicleID == vehicle.id }.compactMap { $0.fillUp(of: vehicle) }
            // The whole history, independently of the store's window: the main energy's latest stretch.
            let main = vehicle.energies.first ?? fills.min { ($0.ruleOrder.day, $0.ruleOrder.odometer, $0.id.rawValue) < ($1.ruleOrder.day, $1.ruleOrder.odometer, $1.id.rawValue) }?.energy
            let expected = main.flatMap { FuelEconomy.latestSegment(fillUps: fills, distanceUnit: vehicle.distanceUnit, energy: $0) }
            #expect(try store.dashboards.dashboard(today: today).vehicle(vehicle.id)?.lastEconomy == expected, "seed \(seed)")
        }
        #expect(try store.dashboards.dashboard(today: today) == full.dashboard(today: today), "seed \(seed)")
    }

    /// A vehicle without stated energies runs on its first fill's: on the first day, a fill with a
    /// reading comes before one without, whatever their ids, and a damaged first fill names nothing
    /// rather than letting the day's other fill answer (`firstFillSQL`'s two arms).
    @Test func theFirstFillIsTheFirstDaysFirstReadingThenItsFillsWithoutOne() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let zoe = try garage.addVehicle(VehicleDraft(name: "Zoe"))
        let first = today.adding(days: -30)
        func fill(_ id: String, _ day: CalendarDay, odometer: Int?, _ unit: VolumeUnit) -> Expense {
            Expense(
                id: GarageID(rawValue: id)!, vehicleID: zoe.id, date: day, amount: .zero(.euro), category: .fuel,
                odometer: odometer.map { OdometerMark(value: $0) }, fuelQuantity: 20, fuelFill: FuelFill(unit: unit, isFull: true))
        }
        // "a-charge" sorts before "b-petrol" by id, and has no reading: the petrol fill is the first.
        try garage.importHistory(vehicleID: zoe.id, expenses: [
            fill("a-charge", first, odometer: nil, .kilowattHours), fill("b-petrol", first, odometer: 1_000, .litres),
            fill("c-later", first.adding(days: 3), odometer: 1_200, .kilowattHours),
        ], today: today)
        let store = try GarageStore(path: directory.appending("first-fill.sqlite").path)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let vehicle = try #require(try store.vehicles.all().first)
        #expect(garage.mainEnergy(of: vehicle) == .petrol)
        #expect(try store.records.mainEnergy(of: vehicle) == .petrol)
        // Left out, the day's fill without a reading is the first.
        #expect(try store.records.firstFillEnergy(of: vehicle, excluding: GarageID(rawValue: "b-petrol")) == .electricity)
        // A damaged fill the rule does not choose is never read: not an error in a write, and not
        // named by a read that skips damaged rows.
        try store.database.execute("UPDATE expense SET amount = 'x' WHERE id = 'a-charge'")
        #expect(try store.write { try $0.records.mainEnergy(of: vehicle) } == .petrol)
        let unharmed = try store.readSkippingDamagedRows { try $0.records.mainEnergy(of: vehicle) }
        #expect(unharmed.value == .petrol && unharmed.damagedRows.isEmpty)
        try store.database.execute("UPDATE expense SET amount = '0' WHERE id = 'a-charge'")
        // Damaged, the first fill answers nothing inside a read that skips damaged rows, rather than
        // letting the day's other fill answer for it.
        try store.database.execute("UPDATE expense SET amount = 'x' WHERE id = 'b-petrol'")
        let salvaged = try store.readSkippingDamagedRows { try $0.records.mainEnergy(of: vehicle) }
        #expect(salvaged.value == nil && salvaged.damagedRows.map(\.id) == ["b-petrol"])
    }

    @Test func theWindowIsAFewRowsOfALongHistory() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let ids = IdentifierSource.sequential(prefix: "long")
        // 300 fills, every fourth one partial; the last two full ones close the latest stretch.
        let fills = (0..<300).map { index in
            Expense(
                id: ids.next(), vehicleID: clio.id, date: today.adding(days: index - 300), amount: .zero(.euro), category: .fuel,
                odometer: OdometerMark(value: 10_000 + index * 400), fuelQuantity: 24,
                fuelFill: FuelFill(unit: .litres, isFull: index % 4 != 2))
        }
        try garage.importHistory(vehicleID: clio.id, expenses: fills, today: today)
        let store = try GarageStore(path: directory.appending("long.sqlite").path)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let window = try store.records.latestFuelWindow(of: clio)
        // Fill 299 is full, 298 partial, 297 full (the second-latest), 296 before it.
        #expect(window.map(\.odometer) == [128_400, 128_800, 129_200, 129_600])
        let economy = try #require(try store.dashboards.dashboard(today: today).vehicle(clio.id)?.lastEconomy)
        #expect(economy.distance == 800 && economy.quantity == 48)
    }
}
