import Foundation
import GarageRules
import WidgetContract

/// One synthetic vehicle with its history, plan and deadlines (see `GarageGenerator`).
struct VehicleHistory {
    static let makes: [(make: String, model: String)] = [
        ("Renault", "Clio"), ("Toyota", "Corolla"), ("Volkswagen", "Golf"), ("Ford", "Transit"),
        ("Jeep", "Cherokee"), ("Fiat", "Panda"), ("Honda", "Civic"), ("Peugeot", "208"),
    ]
    static let categories: [ExpenseCategory] = [.repair, .insurance, .tax, .parking, .tolls, .other]

    let index: Int
    let days: DayTable
    let today: CalendarDay
    let size: GarageSize
    let vehicleID: GarageID
    let unit: DistanceUnit
    let currency: CurrencyCode
    private var recordNumber = 0

    init(index: Int, days: DayTable, today: CalendarDay, size: GarageSize) {
        self.index = index
        self.days = days
        self.today = today
        self.size = size
        vehicleID = Self.id(String(format: "car-%02d", index + 1))
        unit = index % 3 == 2 ? .miles : .kilometres
        // Safe: every code in the table is ISO 4217.
        currency = try! CurrencyCode(GarageGenerator.currencies[index % GarageGenerator.currencies.count].code)
    }

    static func id(_ text: String) -> GarageID {
        // Safe: generated ids use only [a-z0-9-] and stay short.
        GarageID(rawValue: text)!
    }

    mutating func nextID(_ kind: String) -> GarageID {
        recordNumber += 1
        return Self.id("\(vehicleID.rawValue)-\(kind)-\(recordNumber)")
    }

    /// Adds the vehicle, its plan, history and deadlines to `garage`.
    mutating func generate(into garage: inout Garage, random: inout SeededRandom) {
        let model = Self.makes[index % Self.makes.count]
        garage.vehicles.append(Vehicle(
            id: vehicleID, name: String(format: "Car %02d", index + 1), make: model.make, model: model.model,
            year: today.year - size.years - random.int(in: 0...4),
            licencePlate: String(format: "BN-%02d-%02d", index / 100, index % 100), distanceUnit: unit))
        let startOdometer = random.int(in: 0...20_000)
        let items = plan(startOdometer: startOdometer)
        garage.maintenanceItems += items
        history(items: items, startOdometer: startOdometer, into: &garage, random: &random)
        garage.deadlines += deadlines(random: &random)
    }

    /// Six plan items: time only, distance only, and both; every third vehicle has one postponed.
    func plan(startOdometer: Int) -> [MaintenanceItem] {
        let start = days.days[0]
        let specs: [(String, Int?, Int?)] = [
            ("Oil change", 12, 15_000), ("Tyre rotation", nil, 10_000), ("Brake fluid", 24, nil),
            ("Air filter", 24, 30_000), ("Timing belt", nil, 120_000), ("Cabin filter", 12, nil),
        ]
        return specs.enumerated().map { offset, spec in
            MaintenanceItem(
                id: Self.id("\(vehicleID.rawValue)-item-\(offset + 1)"), vehicleID: vehicleID, name: spec.0,
                intervalMonths: spec.1, intervalDistance: spec.2, startDate: start, startOdometer: startOdometer,
                postponement: index % 3 == 0 && offset == 2 ? Postponement(dueDate: today.adding(days: 20)) : nil)
        }
    }

    /// The events of the whole history, evenly spread, with a rising odometer.
    mutating func history(
        items: [MaintenanceItem], startOdometer: Int, into garage: inout Garage, random: inout SeededRandom
    ) {
        let count = size.years * size.eventsPerVehicleYear
        let dayCount = days.days.count
        let perDay = random.int(in: 30...90)
        var odometer = startOdometer
        var previousDay = 0
        var serviceCount = 0
        for event in 0..<count {
            let dayIndex = event * dayCount / count
            let date = days.days[dayIndex]
            odometer += (dayIndex - previousDay) * perDay + random.int(in: 0...5)
            previousDay = dayIndex
            let roll = random.int(in: 0...99)
            if roll < 35 {
                garage.odometerEntries.append(OdometerEntry(
                    id: nextID("odo"), vehicleID: vehicleID, date: date, value: odometer))
            } else if roll < 80 {
                garage.expenses.append(Expense(
                    id: nextID("fuel"), vehicleID: vehicleID, date: date, amount: amount(30...90, random: &random),
                    category: .fuel, odometer: OdometerMark(value: odometer),
                    fuelQuantity: Decimal(random.int(in: 20...60))))
            } else if roll < 95 {
                let category = Self.categories[random.int(in: 0...(Self.categories.count - 1))]
                garage.expenses.append(Expense(
                    id: nextID("exp"), vehicleID: vehicleID, date: date, amount: amount(5...400, random: &random),
                    category: category, note: random.chance(30) ? "Synthetic note \(event)" : nil))
            } else {
                let item = items[serviceCount % items.count]
                serviceCount += 1
                let serviceID = nextID("svc")
                let cost = amount(40...600, random: &random)
                let expenseID = nextID("cost")
                garage.services.append(ServiceRecord(
                    id: serviceID, vehicleID: vehicleID, itemID: item.id, date: date,
                    odometer: OdometerMark(value: odometer), cost: cost, expenseID: expenseID))
                garage.expenses.append(Expense(
                    id: expenseID, vehicleID: vehicleID, date: date, amount: cost, category: .service,
                    note: item.name, serviceID: serviceID))
            }
        }
    }

    /// An amount in the vehicle's currency (one in ten in another), scaled to that currency's rate.
    func amount(_ euros: ClosedRange<Int>, random: inout SeededRandom) -> Money {
        var paid = GarageGenerator.currencies[index % GarageGenerator.currencies.count]
        if random.chance(10) {
            paid = GarageGenerator.currencies[random.int(in: 0...(GarageGenerator.currencies.count - 1))]
        }
        // Safe: every code in the table is ISO 4217.
        let code = try! CurrencyCode(paid.code)
        let major = Double(random.int(in: euros)) * paid.perEuro + Double(random.int(in: 0...99)) / 100
        let scale = code.minorUnitExponent == 0 ? 1.0 : 100.0
        return Money(minorUnits: Int((major * scale).rounded()), currency: code)
    }

    /// Four deadlines around today: one overdue, one due soon, two later (one recurring yearly).
    func deadlines(random: inout SeededRandom) -> [Deadline] {
        let offsets = [-random.int(in: 1...20), random.int(in: 1...25), random.int(in: 40...110), random.int(in: 150...400)]
        let kinds: [DeadlineKind] = [.inspection, .insurance, .roadTax, .warranty]
        return zip(kinds, offsets).enumerated().map { number, pair in
            Deadline(
                id: Self.id("\(vehicleID.rawValue)-deadline-\(number + 1)"), vehicleID: vehicleID, kind: pair.0,
                title: pair.0 == .insurance ? "Insurance (Fidelidade)" : pair.0.defaultTitle,
                dueDate: today.adding(days: pair.1), recurrence: pair.0 == .warranty ? .none : .everyMonths(12))
        }
    }
}
