import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// The store fetches exactly the facts the rules name, and the rules give the same answers from them
/// as from the whole history in memory: on random histories with corrections, several readings on
/// one day, readings dated after today, unmarked drops, services with and without an odometer.
@Suite struct StoreRulesEquivalenceTests {
    let directory = TemporaryDirectory()
    let today = try! CalendarDay(parsing: "2026-11-20")


    /// A garage of three vehicles with random imported histories around `today`.
    func randomGarage(seed: UInt64) throws -> Garage {
        var random = SplitMix(state: seed)
        var garage = Garage(account: try Account(name: "ana@example.com", plan: .plus))
        let ids = IdentifierSource.sequential(prefix: "s\(seed)")
        for name in ["Clio", "Golf", "Zoe"] {
            let vehicle = try garage.addVehicle(VehicleDraft(name: name))
            var item = try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: vehicle.id, name: "Oil", intervalMonths: 12, intervalDistance: 10_000),
                today: today.adding(days: -900), ids: ids)
            if Bool.random(using: &random) {
                item = try garage.addMaintenanceItem(
                    MaintenanceItemDraft(vehicleID: vehicle.id, name: "Tyres", intervalDistance: 40_000),
                    today: today.adding(days: -Int.random(in: 0...400, using: &random)), ids: ids)
            }
            var entries: [OdometerEntry] = []
            var expenses: [Expense] = []
            var services: [ServiceRecord] = []
            var value = Int.random(in: 0...50_000, using: &random)
            let count = Int.random(in: 0...40, using: &random)
            var day = today.adding(days: -Int.random(in: 20...1_000, using: &random))
            for _ in 0..<count {
                // Several readings on one day, gaps of months, and a few dated after today.
                day = day.adding(days: [0, 0, 1, 3, 9, 30, 95, 200].randomElement(using: &random)!)
                let step = Int.random(in: -300...2_500, using: &random)
                value = max(0, value + step)
                let isCorrection = Int.random(in: 0..<8, using: &random) == 0
                let mark = OdometerMark(value: value, isCorrection: isCorrection)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    entries.append(OdometerEntry(id: ids.next(), vehicleID: vehicle.id, date: day, value: value, isCorrection: isCorrection))
                case 1:
                    expenses.append(Expense(
                        id: ids.next(), vehicleID: vehicle.id, date: day, amount: .zero(.euro), category: .fuel, odometer: mark))
                default:
                    let withOdometer = Bool.random(using: &random)
                    services.append(ServiceRecord(
                        id: ids.next(), vehicleID: vehicle.id, itemID: item.id, date: day, odometer: withOdometer ? mark : nil))
                }
            }
            // The history runs past today on purpose (and random walks can run years past it): the
            // window is placed where all of it fits, as the rules compared here must read such days.
            try garage.importHistory(
                vehicleID: vehicle.id, odometerEntries: entries, expenses: expenses, services: services,
                today: today.adding(months: 12 * 10))
        }
        return garage
    }

    func store(holding garage: Garage, name: String) throws -> GarageStore {
        let store = try GarageStore(path: directory.appending("\(name).sqlite").path)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        return store
    }

    @Test(arguments: 1...40)
    func everyProbeAndEveryAnswerAgree(seed: Int) throws {
        let garage = try randomGarage(seed: UInt64(seed))
        let store = try store(holding: garage, name: "seed-\(seed)")
        for vehicle in garage.vehicles {
            let history = garage.readings(for: vehicle.id)
            // Every day that matters: each reading's day, the days around it, and today.
            var days = Set(history.flatMap { [$0.date.adding(days: -1), $0.date, $0.date.adding(days: 1)] })
            days.insert(today)
            for day in days.sorted() {
                let probes: [ReadingProbe] = [
                    .latest, .lastOnOrBefore(day), .firstAfter(day), .firstOnOrAfter(day), .seriesStart(onOrBefore: day),
                ]
                for probe in probes {
                    #expect(try store.readings.reading(probe, vehicleID: vehicle.id) == probe.answer(in: history), "seed \(seed), \(probe)")
                }
                // A record checked against its neighbours leaves its own reading out, whichever table
                // it is in: the answer is the history's without it (the series start never leaves one out).
                for left in history where left.date == day {
                    let without = history.filter { $0 != left }
                    let excluded = ReadingSourceID(source: left.source, id: left.recordID)
                    for probe in probes.dropLast() {
                        #expect(try store.readings.reading(probe, vehicleID: vehicle.id, excluding: excluded) == probe.answer(in: without),
                                "seed \(seed), \(probe) without \(left.source) \(left.recordID)")
                    }
                }
                let window = day.adding(days: -DistanceForecast.recentWindowDays)...day
                #expect(try store.readings.window(vehicleID: vehicle.id, in: window) == history.filter { window.contains($0.date) })
            }
            for day in [today, today.adding(days: -200), today.adding(days: 60)] {
                #expect(try store.readings.forecastInputs(vehicleID: vehicle.id, today: day)
                        == DistanceForecast.Inputs(from: history, today: day), "seed \(seed), \(day)")
                #expect(try store.dashboards.inputs(of: vehicle, today: day) == garage.dashboardInputs(of: vehicle, today: day))
            }
        }
        #expect(try store.dashboards.dashboard(today: today) == garage.dashboard(today: today), "seed \(seed)")
        #expect(try store.dashboards.spendRecords(today: today) == garage.spendRecords(today: today), "seed \(seed)")
    }

    /// The case the partial load used to get wrong: an imported history whose latest reading is
    /// lower than the odometer the recent window starts at and not marked a correction. The recent
    /// window cannot give an average, the whole series can; the store now fetches the series start
    /// the forecast names instead of guessing when the whole history is needed.
    @Test func anUnmarkedLowerLatestReadingGivesTheSameForecastFromTheStore() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let golf = try garage.addVehicle(VehicleDraft(name: "Golf"))
        // The window (180 days back) starts at 28,067, interpolated from 400 to 100 days ago; 25,000 is lower.
        let readings = [(700, 10_000), (400, 20_000), (100, 31_000), (40, 33_000), (5, 25_000)]
        try garage.importHistory(vehicleID: golf.id, odometerEntries: readings.enumerated().map { index, reading in
            OdometerEntry(id: GarageID(rawValue: "r\(index)")!, vehicleID: golf.id, date: today.adding(days: -reading.0), value: reading.1)
        }, today: today)
        let rules = garage.forecast(for: golf.id, today: today)
        #expect(rules.basis == .wholeHistory && rules.status == .current)
        let store = try store(holding: garage, name: "unmarked")
        let fetched = DistanceForecast(try store.readings.forecastInputs(vehicleID: golf.id, today: today), today: today)
        #expect(fetched == rules)
        #expect(try store.dashboards.dashboard(today: today).vehicle(golf.id)?.forecast == rules)
    }

    /// With a correction, the series restarts at it, in the store as in the rules.
    @Test func aCorrectionRestartsTheSeriesInTheStoreAsInTheRules() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let golf = try garage.addVehicle(VehicleDraft(name: "Golf"))
        let ids = IdentifierSource.sequential(prefix: "c")
        for (daysAgo, value, correction) in [(600, 50_000, false), (300, 60_000, false), (250, 1_000, true), (20, 9_000, false)] {
            _ = try garage.logOdometer(
                vehicleID: golf.id, value: value, date: today.adding(days: -daysAgo), isCorrection: correction, today: today, ids: ids)
        }
        // The window starts 180 days back, 70 days into the 8,000 km from the correction to 20 days ago:
        // at 3,435, so 5,565 km in 160 days, the same 34.8 a day as the whole series since the correction.
        let rules = garage.forecast(for: golf.id, today: today)
        #expect(rules.basis == .recent && rules.spanDistance == 5_565 && rules.spanDays == 160)
        let store = try store(holding: garage, name: "correction")
        #expect(try store.readings.reading(.seriesStart(onOrBefore: today), vehicleID: golf.id)?.value == 1_000)
        #expect(try store.readings.reading(DistanceForecast.probes(today: today).beforeWindow, vehicleID: golf.id)?.value == 1_000)
        #expect(DistanceForecast(try store.readings.forecastInputs(vehicleID: golf.id, today: today), today: today) == rules)
    }
}
