import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct PrivacyTests {
    /// Digits of every odometer value, remaining distance and money total the pinned garages hold.
    static func secretNumbers(of pinned: PinnedCase) -> Set<String> {
        var secrets = Set<String>()
        let garage = pinned.garage
        let today = pinned.context.today
        for vehicle in garage.vehicles {
            for reading in garage.readings(for: vehicle.id) { secrets.insert(String(reading.value)) }
            for status in garage.maintenanceStatuses(for: vehicle.id, today: today) {
                if let remaining = status.remainingDistance { secrets.insert(String(remaining.magnitude)) }
            }
        }
        for spend in [garage.monthlySpend(today: today, rates: pinned.rates)]
            + garage.vehicles.map({ garage.monthlySpend(vehicleID: $0.id, today: today, rates: pinned.rates) }) {
            for month in spend.months where !month.total.isZero {
                secrets.insert(String(month.total.minorUnits))
            }
        }
        // A fill-up without a cost is stored at zero, which is no secret (and every file has a 0).
        for expense in garage.expenses where !expense.amount.isZero { secrets.insert(String(expense.amount.minorUnits)) }
        return secrets
    }

    /// The text with every digit-grouping and decimal separator removed, so "84 210", "84.210"
    /// and "312,40" all read as bare digits.
    static func ungrouped(_ text: String) -> String {
        String(text.unicodeScalars.filter { !",. '\u{00A0}\u{202F}".unicodeScalars.contains($0) }.map(Character.init))
    }

    @Test(arguments: PinnedGarages.all)
    func lockedSnapshotHoldsNoOdometerOrAmountDigits(_ pinned: PinnedCase) throws {
        let snapshot = SnapshotBuilder.build(
            garage: pinned.garage, rates: pinned.rates, context: pinned.context(locked: true))
        let bytes = try SnapshotCoding.encode(snapshot)
        let text = Self.ungrouped(String(decoding: bytes, as: UTF8.self))
        let secrets = Self.secretNumbers(of: pinned)
        #expect(secrets.count >= 4, "the pinned garage has values to hide")
        for secret in secrets.sorted() {
            #expect(!text.contains(secret), "\(pinned.name): locked snapshot contains \(secret)")
        }
        for symbol in ["£", "€", "$"] { #expect(!text.contains(symbol)) }
        #expect(snapshot.vehicles.allSatisfy { $0.odometer == .hidden && $0.lastEconomy == nil })
        #expect(snapshot.spend.allSatisfy { $0.totalLabel == nil })
        for item in snapshot.maintenance {
            if case .distance(let label, _, _) = item.due { #expect(label == nil) }
        }
        #expect(snapshot.privacy.locked)
    }

    @Test func theSameCheckFindsTheValuesWhenTheLockIsOff() throws {
        let pinned = PinnedGarages.englishUnlocked
        let text = Self.ungrouped(String(decoding: try SnapshotCoding.encode(pinned.build()), as: UTF8.self))
        #expect(text.contains("84210"))
        #expect(text.contains("31240"))
        #expect(text.contains("2353"))
    }

    @Test func lockKeepsTheBarsAndTheFlags() {
        let pinned = PinnedGarages.germanOverdue
        let open = pinned.build()
        let locked = SnapshotBuilder.build(garage: pinned.garage, rates: pinned.rates, context: pinned.context(locked: true))
        #expect(locked.spend.map { $0.buckets.map(\.ratio) } == open.spend.map { $0.buckets.map(\.ratio) })
        let flags: (WidgetsSnapshot) -> [Bool] = { snapshot in
            snapshot.maintenance.flatMap { item -> [Bool] in
                if case .distance(_, let warning, let overdue) = item.due { return [warning, overdue] }
                return []
            }
        }
        #expect(flags(locked) == flags(open))
        #expect(flags(open).contains(true))
    }

    @Test(arguments: [false, true])
    func thePlateIsNeverWritten(_ locked: Bool) throws {
        var garage = PinnedGarages.englishUnlocked.garage
        // A user who named the car by its plate and typed it into a deadline's title too.
        garage.vehicles[1].name = "Momwagon"
        garage.deadlines[0].title = "MOMWAGON registration"
        garage.maintenanceItems[1].name = "Oil change (momwagon)"
        let context = PinnedGarages.englishUnlocked.context(locked: locked)
        let snapshot = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: context)
        let text = String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self).uppercased()
        #expect(!text.contains("MOMWAGON"))
        #expect(!text.contains("AB19 CDE"))
        #expect(snapshot.vehicles[1].name == SnapshotBuilder.mask)
        #expect(snapshot.deadlines.contains { $0.label == "\(SnapshotBuilder.mask) registration" })
    }

    static let lubeLoggerDemo = Fixtures.url("lubelogger-demo/vehicle-and-reminders.json")

    @Test func theLubeLoggerDemoPlateIsNeverWritten() throws {
        struct Demo: Decodable {
            struct Vehicle: Decodable {
                let Year: Int
                let Make: String
                let Model: String
                let LicensePlate: String
            }
            let vehicle: Vehicle
        }
        let demo = try JSONDecoder().decode(Demo.self, from: Data(contentsOf: Self.lubeLoggerDemo)).vehicle
        var garage = PinnedGarages.englishUnlocked.garage
        garage.vehicles.append(Vehicle(
            id: GarageID(rawValue: "jeep")!, name: "\(demo.Make) \(demo.Model)", make: demo.Make, model: demo.Model,
            year: demo.Year, licencePlate: demo.LicensePlate, distanceUnit: .miles))
        let snapshot = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: PinnedGarages.englishUnlocked.context)
        let text = String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self)
        #expect(!text.localizedCaseInsensitiveContains(demo.LicensePlate))
        #expect(snapshot.vehicles.contains { $0.id == "jeep" })
    }
}
