import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

/// The vehicle widget's latest economy: formatted in the user's unit and locale, titled in the snapshot's
/// language, and left out when there is none or the lock is on.
@Suite struct EconomySnapshotTests {
    static func context(locale: String, locked: Bool = false) -> SnapshotContext {
        SnapshotContext(
            now: Pinned.instant("2026-11-29T19:20:00Z"), locale: Locale(identifier: locale),
            timeZone: Pinned.timeZone("Europe/Lisbon"), isLocked: locked)
    }

    static let facts = SnapshotFacts(vehicles: [
        VehicleFacts(id: "clio", name: "Clio", lastEconomy: .init(value: Decimal(string: "6.4499")!, unit: .litresPer100Kilometres)),
        VehicleFacts(id: "zoe", name: "Zoe", lastEconomy: .init(value: Decimal(string: "1234.56")!, unit: .kilowattHoursPer100Kilometres)),
        VehicleFacts(id: "golf", name: "Golf"),
    ])

    @Test(arguments: [
        ("en_GB", "6.4\u{00A0}L/100 km", "Last fill-up", "1,234.6\u{00A0}kWh/100 km", "Last charge"),
        ("pt_PT", "6,4\u{00A0}l/100 km", "Último abastecimento", "1234,6\u{00A0}kWh/100 km", "Último carregamento"),
        ("es_ES", "6,4\u{00A0}l/100 km", "Último repostaje", "1234,6\u{00A0}kWh/100 km", "Última recarga"),
        ("fr_FR", "6,4\u{00A0}l/100 km", "Dernier plein", "1\u{202F}234,6\u{00A0}kWh/100 km", "Dernière recharge"),
        ("de_DE", "6,4\u{00A0}l/100 km", "Letzte Tankfüllung", "1.234,6\u{00A0}kWh/100 km", "Letzte Ladung"),
    ])
    func theEconomyIsFormattedAndTitledInEveryLanguage(
        _ locale: String, _ fuel: String, _ fuelTitle: String, _ charge: String, _ chargeTitle: String
    ) throws {
        let snapshot = SnapshotBuilder.build(facts: Self.facts, context: Self.context(locale: locale))
        #expect(snapshot.vehicles[0].lastEconomy == VehicleEconomy(label: fuel, title: fuelTitle))
        #expect(snapshot.vehicles[1].lastEconomy == VehicleEconomy(label: charge, title: chargeTitle))
        #expect(snapshot.vehicles[2].lastEconomy == nil, "no stretch, no economy")
        _ = try SnapshotCoding.encode(snapshot)
    }

    @Test func theLockLeavesEveryEconomyOutOfBothSnapshots() throws {
        let context = Self.context(locale: "en_GB", locked: true)
        let widgets = SnapshotBuilder.build(facts: Self.facts, context: context)
        #expect(widgets.vehicles.allSatisfy { $0.lastEconomy == nil })
        #expect(!String(decoding: try SnapshotCoding.encode(widgets), as: UTF8.self).contains("lastEconomy"))
        let shortcuts = ShortcutsBuilder.build(facts: Self.facts, context: context)
        #expect(shortcuts.vehicles.allSatisfy { $0.lastEconomy == nil })
        let unlocked = ShortcutsBuilder.build(facts: Self.facts, context: Self.context(locale: "en_GB"))
        #expect(unlocked.vehicles[0].lastEconomy?.label == "6.4\u{00A0}L/100 km")
    }

    /// The unit follows `EconomyUnit.shown`, the rule `glovebox economy` uses: the preference when it
    /// measures the energy, else the vehicle's distance unit.
    @Test func theUnitIsThePreferenceElseTheVehiclesDistanceUnit() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let jeep = try garage.addVehicle(VehicleDraft(name: "Jeep", distanceUnit: .miles))
        func fill(_ id: String, _ vehicle: GarageID, _ day: String, _ odometer: Int, _ quantity: Decimal, _ unit: VolumeUnit) -> Expense {
            Expense(
                id: GarageID(rawValue: id)!, vehicleID: vehicle, date: try! CalendarDay(parsing: day), amount: .zero(.euro),
                category: .fuel, odometer: OdometerMark(value: odometer), fuelQuantity: quantity, fuelFill: FuelFill(unit: unit))
        }
        try garage.importHistory(vehicleID: clio.id, expenses: [
            fill("c1", clio.id, "2026-11-01", 10_000, 40, .litres), fill("c2", clio.id, "2026-11-15", 10_500, 32, .litres),
        ], today: CalendarDay(year: 2026, month: 11, day: 29)!)
        try garage.importHistory(vehicleID: jeep.id, expenses: [
            fill("j1", jeep.id, "2026-11-01", 50_000, 10, .usGallons), fill("j2", jeep.id, "2026-11-15", 50_360, 20, .usGallons),
        ], today: CalendarDay(year: 2026, month: 11, day: 29)!)
        let context = Self.context(locale: "en_GB")
        let auto = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: context)
        #expect(auto.vehicles.map { $0.lastEconomy?.label } == ["6.4\u{00A0}L/100 km", "18.0\u{00A0}mpg (US)"])
        let imperial = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), economyUnit: .milesPerImperialGallon, context: context)
        // 500 km on 32 l is 6.4 L/100 km, 44.1 mpg (UK); 360 mi on 20 US gallons is 18.0 mpg (US), 21.6 mpg (UK).
        #expect(imperial.vehicles.map { $0.lastEconomy?.label } == ["44.1\u{00A0}mpg (UK)", "21.6\u{00A0}mpg (UK)"])
        // A preference for charges does not apply to fuel: the distance unit decides.
        let electric = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), economyUnit: .kilowattHoursPer100Kilometres, context: context)
        #expect(electric.vehicles.map { $0.lastEconomy?.label } == auto.vehicles.map { $0.lastEconomy?.label })
    }
}
