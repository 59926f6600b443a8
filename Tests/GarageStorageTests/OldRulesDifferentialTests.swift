import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

// The pre-change algorithms, copied from 3ac40ca, over a whole history in reading order.
enum Old {
    static func validate(_ history: [OdometerReading], value: Int, date: CalendarDay, isCorrection: Bool, today: CalendarDay) -> String? {
        guard (0...Garage.maximumOdometer).contains(value) else { return "invalid" }
        guard date <= today else { return "future" }
        guard !isCorrection else { return nil }
        let earlier = history.prefix { $0.date <= date }
        let series = earlier[(earlier.lastIndex(where: \.isCorrection) ?? earlier.startIndex)...]
        if let previous = series.last, value < previous.value { return "decreasing \(previous.value)" }
        if let later = history.first(where: { $0.date > date }), !later.isCorrection, value > later.value { return "above \(later.value)" }
        return nil
    }

    static func forecast(_ allReadings: [OdometerReading], today: CalendarDay) -> DistanceForecast {
        typealias Basis = DistanceForecast.Basis
        let readings = allReadings.filter { $0.date <= today }
        let last = readings.last
        let start = readings.lastIndex(where: \.isCorrection) ?? 0
        let usable = readings.isEmpty ? [] : Array(readings[start...])
        let recentStart = today.adding(days: -DistanceForecast.recentWindowDays)
        let recent = usable.filter { $0.date >= recentStart }
        var chosen: (Basis, OdometerReading, OdometerReading)?
        for (basis, window) in [(Basis.recent, recent), (.wholeHistory, usable)] {
            guard let first = window.first, let end = window.last, window.count >= 2,
                  first.date.days(to: end.date) >= DistanceForecast.minimumSpanDays, end.value >= first.value
            else { continue }
            chosen = (basis, first, end)
            break
        }
        guard let (basis, first, end) = chosen, let last else {
            return DistanceForecast(status: .unavailable, basis: nil, lastReading: last, spanDistance: 0, spanDays: 0)
        }
        let status: DistanceForecast.Status = last.date.days(to: today) > DistanceForecast.staleAfterDays
            ? .stale(lastReading: last.date) : .current
        return DistanceForecast(status: status, basis: basis, lastReading: last, spanDistance: end.value - first.value,
                                spanDays: first.date.days(to: end.date))
    }

    static func lastService(_ services: [ServiceRecord], of itemID: GarageID) -> ServiceRecord? {
        services.filter { $0.itemID == itemID }.max { lhs, rhs in
            (lhs.date, lhs.odometer?.value ?? -1, lhs.id) < (rhs.date, rhs.odometer?.value ?? -1, rhs.id)
        }
    }

    static func status(of item: MaintenanceItem, vehicle: Vehicle, services: [ServiceRecord], history: [OdometerReading], today: CalendarDay) -> MaintenanceStatus {
        let forecast = forecast(history, today: today)
        let last = lastService(services, of: item.id)
        var dueDate: CalendarDay?
        var dueOdometer: Int?
        if let last {
            dueDate = item.intervalMonths.map { last.date.adding(months: $0) }
            let base = last.odometer?.value ?? history.last(where: { $0.date <= last.date })?.value
            if let interval = item.intervalDistance, let base { dueOdometer = base + interval }
        } else {
            dueDate = item.firstDueDate ?? item.intervalMonths.map { item.startDate.adding(months: $0) }
            let base = item.startOdometer ?? history.first(where: { $0.date >= item.startDate })?.value
            dueOdometer = item.firstDueOdometer ?? item.intervalDistance.flatMap { interval in base.map { $0 + interval } }
        }
        if let postponed = item.postponement {
            dueDate = postponed.dueDate ?? dueDate
            dueOdometer = postponed.dueOdometer ?? dueOdometer
        }
        let current = history.last?.value
        let warningFrom = dueDate?.adding(days: -item.effectiveWarningDays)
        let warningOdometer = dueOdometer.map { $0 - item.effectiveWarningDistance(unit: vehicle.distanceUnit) }
        var dateState: AlertState?
        if let dueDate, let warningFrom { dateState = AlertState(today: today, dueDate: dueDate, warningFrom: warningFrom) }
        var distanceState: AlertState?
        if let dueOdometer, let current {
            distanceState = AlertState(odometer: current, dueOdometer: dueOdometer, warningDistance: item.effectiveWarningDistance(unit: vehicle.distanceUnit))
        }
        let projected = dueOdometer.flatMap { forecast.projectedDay(reaching: $0) }
        let basis: MaintenanceStatus.Basis
        switch (dueDate, dueOdometer) {
        case (nil, _): basis = .distance
        case (_, nil): basis = .time
        case let (due?, _):
            let byDate = dateState ?? .ok
            let byDistance = distanceState ?? .ok
            if byDistance != byDate { basis = byDistance > byDate ? .distance : .time }
            else if let projected, projected < due { basis = .distance } else { basis = .time }
        }
        return MaintenanceStatus(item: item, distanceUnit: vehicle.distanceUnit, lastService: last, dueDate: dueDate,
            dueOdometer: dueOdometer, warningFrom: warningFrom, warningOdometer: warningOdometer, currentOdometer: current,
            projectedDate: projected, forecastStatus: forecast.status, state: max(dateState ?? .ok, distanceState ?? .ok), basis: basis)
    }
}

@Suite struct OldRulesDifferentialTests {
    let directory = TemporaryDirectory()
    let today = try! CalendarDay(parsing: "2026-11-20")


    func randomGarage(seed: UInt64) throws -> Garage {
        var random = SplitMix(state: seed)
        var garage = Garage(account: try Account(name: "ana@example.com", plan: .plus))
        let ids = IdentifierSource.sequential(prefix: "s\(seed)")
        for name in ["Clio", "Golf"] {
            let vehicle = try garage.addVehicle(VehicleDraft(name: name))
            var items: [MaintenanceItem] = []
            items.append(try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: vehicle.id, name: "Oil", intervalMonths: 12, intervalDistance: 10_000),
                today: today.adding(days: -Int.random(in: 0...900, using: &random)), ids: ids))
            items.append(try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: vehicle.id, name: "Tyres", intervalDistance: 4_000),
                today: today.adding(days: -Int.random(in: 0...400, using: &random)), ids: ids))
            items.append(try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: vehicle.id, name: "Belt", intervalMonths: 6, firstDueOdometer: Int.random(in: 0...60_000, using: &random)),
                today: today.adding(days: -Int.random(in: 0...400, using: &random)), ids: ids))
            var entries: [OdometerEntry] = []
            var expenses: [Expense] = []
            var services: [ServiceRecord] = []
            var value = Int.random(in: 0...50_000, using: &random)
            let count = Int.random(in: 0...30, using: &random)
            var day = today.adding(days: -Int.random(in: 20...700, using: &random))
            for _ in 0..<count {
                day = day.adding(days: [0, 0, 0, 1, 3, 9, 14, 30, 95].randomElement(using: &random)!)
                value = max(0, value + [Int.random(in: -300...2_500, using: &random), 0].randomElement(using: &random)!)
                let isCorrection = Int.random(in: 0..<5, using: &random) == 0
                let mark = OdometerMark(value: value, isCorrection: isCorrection)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: entries.append(OdometerEntry(id: ids.next(), vehicleID: vehicle.id, date: day, value: value, isCorrection: isCorrection))
                case 1: expenses.append(Expense(id: ids.next(), vehicleID: vehicle.id, date: day, amount: .zero(.euro), category: .fuel, odometer: mark))
                default:
                    services.append(ServiceRecord(id: ids.next(), vehicleID: vehicle.id, itemID: items.randomElement(using: &random)!.id, date: day,
                                                  odometer: Bool.random(using: &random) ? mark : nil))
                }
            }
            // The history runs past today on purpose (and random walks can run years past it): the
            // window is placed where all of it fits, as the rules compared here must read such days.
            try garage.importHistory(
                vehicleID: vehicle.id, odometerEntries: entries, expenses: expenses, services: services,
                today: today.adding(months: 12 * 10))
            // Some postponements.
            for index in garage.maintenanceItems.indices where garage.maintenanceItems[index].vehicleID == vehicle.id && Bool.random(using: &random) {
                garage.maintenanceItems[index].postponement = Postponement(
                    dueDate: Bool.random(using: &random) ? today.adding(days: Int.random(in: -30...30, using: &random)) : nil,
                    dueOdometer: value + Int.random(in: -500...500, using: &random))
            }
        }
        return garage
    }

    /// Whether the forecast's window starts at an odometer interpolated on its first day (the rule
    /// the old algorithm did not have): readings in it, none a correction, and one before it that is
    /// not higher than the first inside.
    static func interpolatesAtTheEdge(_ history: [OdometerReading], today: CalendarDay) -> Bool {
        let days = DistanceForecast.recentWindow(endingOn: today)
        let window = history.filter { days.contains($0.date) }
        guard let first = window.first, let before = history.last(where: { $0.date < days.lowerBound }),
              !window.contains(where: \.isCorrection)
        else {
            return false
        }
        return before.value <= first.value
    }

    @Test(arguments: 1...300)
    func oldAndNewAgree(seed: Int) throws {
        let garage = try randomGarage(seed: UInt64(seed))
        let store = try GarageStore(path: directory.appending("d\(seed).sqlite").path)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let full = try store.loadGarage()
        for vehicle in full.vehicles {
            let history = full.readings(for: vehicle.id)
            var days = Set(history.flatMap { [$0.date.adding(days: -1), $0.date, $0.date.adding(days: 1)] })
            days.insert(today)
            for probeDay in [today, today.adding(days: -100), today.adding(days: -300), today.adding(days: 40)] {
                let dashboard = try store.dashboards.dashboard(today: probeDay)
                let entry = try #require(dashboard.vehicle(vehicle.id))
                #expect(entry.current == history.last, "seed \(seed)")
                let old = full.maintenanceItems.filter { $0.vehicleID == vehicle.id }
                    .map { Old.status(of: $0, vehicle: vehicle, services: full.services, history: history, today: probeDay) }
                    .sorted(by: MaintenanceStatus.comesBefore)
                // Issue 12 changed two rules on purpose: the window starts at the odometer interpolated
                // on its first day when the series runs on from before it, and a current forecast's
                // projection of today's odometer counts in the state (which can only make it more
                // urgent). Everywhere else the old answers still hold.
                for status in entry.maintenance {
                    let before = try #require(old.first { $0.item.id == status.item.id })
                    #expect(status.state >= before.state, "seed \(seed) \(status.item.name) \(probeDay)")
                }
                guard !Self.interpolatesAtTheEdge(history, today: probeDay) else {
                    continue
                }
                #expect(entry.forecast == Old.forecast(history, today: probeDay), "seed \(seed) forecast \(probeDay)")
                if entry.forecast.status != .current {
                    #expect(entry.maintenance == old, "seed \(seed) statuses \(probeDay)")
                }
            }
            for day in days.sorted() where day <= today {
                let neighbours = try store.readings.neighbours(vehicleID: vehicle.id, around: day)
                let values = Set(history.map(\.value) + history.map { $0.value + 1 } + history.map { $0.value - 1 }).filter { $0 >= 0 }
                for value in values {
                    for isCorrection in [false, true] {
                        var newResult: String?
                        do { try neighbours.check(value: value, date: day, isCorrection: isCorrection, today: today) } catch {
                            switch error {
                            case .odometerDecreasing(_, let previous, _): newResult = "decreasing \(previous)"
                            case .odometerAboveLater(_, let later, _): newResult = "above \(later)"
                            default: newResult = "other \(error)"
                            }
                        }
                        #expect(newResult == Old.validate(history, value: value, date: day, isCorrection: isCorrection, today: today),
                                "seed \(seed) \(day) \(value) \(isCorrection)")
                    }
                }
            }
        }
    }
}
