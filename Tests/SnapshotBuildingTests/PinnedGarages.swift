import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import WidgetContract

/// A garage, its rates and the user's context, pinned so a build always gives the same bytes.
struct PinnedCase: Sendable, CustomStringConvertible {
    /// The golden file's name under `Tests/Fixtures/snapshots/valid/`.
    let name: String
    let garage: Garage
    /// The euro reference rates the build converts with, as a list the oracle tests can read.
    let rateList: [ExchangeRate]
    let context: SnapshotContext
    /// The logbook generation the app stamps on the built snapshot (the builder knows none).
    var generation: Int?

    var description: String { name }

    var rates: ExchangeRates { ExchangeRates(rateList) }

    func build() -> WidgetsSnapshot {
        var snapshot = SnapshotBuilder.build(garage: garage, rates: rates, context: context)
        snapshot.generation = generation
        return snapshot
    }

    func context(locked: Bool) -> SnapshotContext {
        var copy = context
        copy.isLocked = locked
        return copy
    }
}

/// The three golden garages: English unlocked, Portuguese (Portugal) locked, German with overdue items.
enum PinnedGarages {
    static let all: [PinnedCase] = [englishUnlocked, portugueseLocked, germanOverdue]

    static func id(_ text: String) -> GarageID { GarageID(rawValue: text)! }
    static func day(_ text: String) -> CalendarDay { try! CalendarDay(parsing: text) }
    static func currency(_ code: String) -> CurrencyCode { try! CurrencyCode(code) }
    static func money(_ text: String, _ code: String) -> Money { try! Money(parsing: text, currency: currency(code)) }

    static func expense(_ id: String, _ vehicle: String, _ date: String, _ amount: String, _ code: String) -> Expense {
        Expense(id: self.id(id), vehicleID: self.id(vehicle), date: day(date), amount: money(amount, code))
    }

    /// A full fill-up without a cost (so spend is as it was), on the day and at the value of one of the
    /// vehicle's readings (so its odometer and forecast are too): two of them measure the economy.
    static func fill(
        _ id: String, _ vehicle: String, _ date: String, odometer: Int, _ quantity: String, _ unit: VolumeUnit,
        in code: String
    ) -> Expense {
        Expense(
            id: self.id(id), vehicleID: self.id(vehicle), date: day(date), amount: .zero(currency(code)), category: .fuel,
            odometer: OdometerMark(value: odometer), fuelQuantity: Decimal(string: quantity)!, fuelFill: FuelFill(unit: unit))
    }

    static func reading(_ id: String, _ vehicle: String, _ date: String, _ value: Int) -> OdometerEntry {
        OdometerEntry(id: self.id(id), vehicleID: self.id(vehicle), date: day(date), value: value)
    }

    /// Monthly expenses June…November 2026, one per month with a non-zero amount.
    static func monthly(_ vehicle: String, _ amounts: [String], code: String) -> [Expense] {
        zip(6...11, amounts).compactMap { month, amount in
            amount == "0" ? nil : expense("\(vehicle)-e\(month)", vehicle, "2026-\(month < 10 ? "0" : "")\(month)-12", amount, code)
        }
    }

    /// Two vehicles, one in miles whose plate is MOMWAGON; a dollar expense without a rate.
    static let englishUnlocked = PinnedCase(
        name: "en-unlocked",
        garage: Garage(
            account: try! Account(name: "ana@example.com"), homeCurrency: currency("GBP"),
            vehicles: [
                Vehicle(id: id("clio"), name: "Clio", make: "Renault", model: "Clio", year: 2019,
                        licencePlate: "AB19 CDE", distanceUnit: .kilometres),
                Vehicle(id: id("cherokee"), name: "Cherokee", make: "Jeep", model: "Cherokee", year: 1992,
                        licencePlate: "MOMWAGON", distanceUnit: .miles),
            ],
            odometerEntries: [
                reading("r1", "clio", "2026-05-01", 80_000), reading("r2", "clio", "2026-11-20", 84_210),
                reading("r3", "cherokee", "2026-05-01", 220_000), reading("r4", "cherokee", "2026-11-15", 222_647),
            ],
            expenses: monthly("clio", ["60", "180", "200", "0", "40", "198.10"], code: "GBP")
                + monthly("cherokee", ["70", "55", "80", "40", "70", "114.30"], code: "GBP")
                + [expense("cherokee-parts", "cherokee", "2026-11-03", "25.00", "USD")]
                // 2,647 mi on 146.8 US gallons: 18.0 mpg (US), the unit a vehicle in miles shows.
                + [fill("cherokee-f1", "cherokee", "2026-05-01", odometer: 220_000, "16.2", .usGallons, in: "GBP"),
                   fill("cherokee-f2", "cherokee", "2026-11-15", odometer: 222_647, "146.8", .usGallons, in: "GBP")],
            maintenanceItems: [
                MaintenanceItem(id: id("clio-oil"), vehicleID: id("clio"), name: "Oil change", intervalMonths: 12,
                                firstDueDate: day("2027-02-28"), startDate: day("2026-02-28")),
                MaintenanceItem(id: id("cherokee-oil"), vehicleID: id("cherokee"), name: "Oil change",
                                intervalDistance: 5_000, firstDueOdometer: 225_000, startDate: day("2024-01-26")),
            ],
            deadlines: [
                Deadline(id: id("cherokee-registration"), vehicleID: id("cherokee"), kind: .registration,
                         title: "Registration", dueDate: day("2027-01-01")),
                Deadline(id: id("clio-insurance"), vehicleID: id("clio"), kind: .insurance, title: "Insurance",
                         dueDate: day("2026-12-10")),
            ]),
        rateList: [],
        context: SnapshotContext(
            now: Pinned.instant("2026-11-29T19:20:00.750Z"), locale: Locale(identifier: "en_GB"),
            timeZone: Pinned.timeZone("Europe/London"), isLocked: false))

    /// One vehicle, the lock on; a pound expense converted through the euro rates.
    static let portugueseLocked = PinnedCase(
        name: "pt-PT-locked",
        garage: Garage(
            account: try! Account(name: "rui@example.pt"), homeCurrency: .euro,
            vehicles: [
                Vehicle(id: id("megane"), name: "Mégane", make: "Renault", model: "Mégane", year: 2021,
                        licencePlate: "AA-00-ZZ", distanceUnit: .kilometres),
            ],
            odometerEntries: [
                reading("r1", "megane", "2026-03-01", 30_000), reading("r2", "megane", "2026-11-10", 41_230),
            ],
            expenses: monthly("megane", ["40", "90", "200", "60", "160", "85"], code: "EUR")
                + [expense("megane-ferry", "megane", "2026-11-06", "13.00", "GBP")]
                // An economy the lock hides: it is a distance over a quantity.
                + [fill("megane-f1", "megane", "2026-03-01", odometer: 30_000, "41.5", .litres, in: "EUR"),
                   fill("megane-f2", "megane", "2026-11-10", odometer: 41_230, "617.65", .litres, in: "EUR")],
            maintenanceItems: [
                MaintenanceItem(id: id("megane-pneus"), vehicleID: id("megane"), name: "Pneus",
                                intervalDistance: 40_000, firstDueOdometer: 42_000, startDate: day("2025-01-01")),
                MaintenanceItem(id: id("megane-revisao"), vehicleID: id("megane"), name: "Revisão", intervalMonths: 12,
                                firstDueDate: day("2027-03-15"), startDate: day("2026-03-15")),
            ],
            deadlines: [
                Deadline(id: id("megane-iuc"), vehicleID: id("megane"), kind: .roadTax,
                         title: "Imposto único de circulação", dueDate: day("2027-05-31"), warningDays: 30),
                Deadline(id: id("megane-ipo"), vehicleID: id("megane"), kind: .inspection, title: "Inspection",
                         dueDate: day("2026-12-02")),
            ]),
        rateList: [try! ExchangeRate(day: day("2026-11-05"), currency: currency("GBP"), perEuro: Decimal(string: "0.8667")!)],
        context: SnapshotContext(
            now: Pinned.instant("2026-11-29T19:20:00Z"), locale: Locale(identifier: "pt_PT"),
            timeZone: Pinned.timeZone("Europe/Lisbon"), isLocked: true))

    /// Two vehicles with an overdue inspection, an overdue distance item and an overdue time item.
    static let germanOverdue = PinnedCase(
        name: "de-overdue",
        garage: Garage(
            account: try! Account(name: "jonas@example.de"), homeCurrency: .euro,
            vehicles: [
                Vehicle(id: id("golf"), name: "Golf", make: "Volkswagen", model: "Golf", year: 2017,
                        licencePlate: "B-GO 1234", distanceUnit: .kilometres),
                Vehicle(id: id("transporter"), name: "Bulli", make: "Volkswagen", model: "T6", year: 2020,
                        licencePlate: "M-VW 620", distanceUnit: .kilometres),
            ],
            odometerEntries: [
                reading("r1", "golf", "2026-05-01", 120_000), reading("r2", "golf", "2026-11-25", 131_877),
                reading("r3", "transporter", "2026-02-01", 52_000), reading("r4", "transporter", "2026-11-01", 58_402),
            ],
            expenses: monthly("golf", ["120", "150", "210", "90", "260", "846.75"], code: "EUR")
                + monthly("transporter", ["70", "130", "140", "130", "160", "200"], code: "EUR")
                // 11,877 km on 760.13 l: 6.4 l/100 km, with a German decimal comma.
                + [fill("golf-f1", "golf", "2026-05-01", odometer: 120_000, "48.2", .litres, in: "EUR"),
                   fill("golf-f2", "golf", "2026-11-25", odometer: 131_877, "760.13", .litres, in: "EUR")],
            maintenanceItems: [
                MaintenanceItem(id: id("golf-oel"), vehicleID: id("golf"), name: "Ölwechsel",
                                intervalDistance: 15_000, firstDueOdometer: 130_637, startDate: day("2025-06-01")),
                MaintenanceItem(id: id("golf-bremsen"), vehicleID: id("golf"), name: "Bremsflüssigkeit",
                                intervalMonths: 24, firstDueDate: day("2026-11-20"), startDate: day("2024-11-20")),
                MaintenanceItem(id: id("transporter-inspektion"), vehicleID: id("transporter"), name: "Inspektion",
                                intervalMonths: 12, firstDueDate: day("2027-03-31"), startDate: day("2026-03-31")),
            ],
            deadlines: [
                Deadline(id: id("transporter-versicherung"), vehicleID: id("transporter"), kind: .insurance,
                         title: "Insurance", dueDate: day("2026-12-31")),
                Deadline(id: id("golf-hu"), vehicleID: id("golf"), kind: .inspection, title: "Inspection",
                         dueDate: day("2026-11-14")),
            ]),
        rateList: [],
        context: SnapshotContext(
            now: Pinned.instant("2026-11-29T07:05:00Z"), locale: Locale(identifier: "de_DE"),
            timeZone: Pinned.timeZone("Europe/Berlin"), isLocked: false),
        // One golden file carries a generation, as every file the app publishes does; the others
        // show that a file without one (published before generations) is still valid.
        generation: 1_204)
}
