import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

/// The facts come from the `Garage` rules; the builder only says which basis they chose.
@Suite struct GarageFactsTests {
    static let context = SnapshotContext(
        now: Pinned.instant("2026-11-29T12:00:00Z"), locale: Locale(identifier: "en_GB"),
        timeZone: Pinned.timeZone("Europe/London"), isLocked: false)

    /// A car at 84,210 km with one item due every 12 months or 10,000 km, whichever comes first.
    static func garage(firstDueDate: String, firstDueOdometer: Int) -> Garage {
        Garage(
            account: try! Account(name: "ana@example.com"),
            vehicles: [Vehicle(id: PinnedGarages.id("car"), name: "Car", licencePlate: "XX-11-YY")],
            odometerEntries: [PinnedGarages.reading("r1", "car", "2026-11-20", 84_210)],
            maintenanceItems: [
                MaintenanceItem(
                    id: PinnedGarages.id("service"), vehicleID: PinnedGarages.id("car"), name: "Service",
                    intervalMonths: 12, intervalDistance: 10_000, firstDueDate: PinnedGarages.day(firstDueDate),
                    firstDueOdometer: firstDueOdometer, startDate: PinnedGarages.day("2026-01-01")),
            ])
    }

    @Test func anItemWithBothBasesUsesTheDistanceWhenItComesFirst() throws {
        let garage = Self.garage(firstDueDate: "2027-06-01", firstDueOdometer: 84_410)
        let snapshot = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: Self.context)
        let item = try #require(snapshot.maintenance.first)
        #expect(item.due == .distance(label: "In 200\u{00A0}km", isWarning: true, isOverdue: false))
    }

    @Test func anItemWithBothBasesUsesTheDateWhenItComesFirst() throws {
        let garage = Self.garage(firstDueDate: "2026-12-09", firstDueOdometer: 99_000)
        let snapshot = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: Self.context)
        let item = try #require(snapshot.maintenance.first)
        #expect(item.due == .time(
            dueDate: PinnedGarages.day("2026-12-09"), dueDateLabel: "9 Dec 2026",
            warningFrom: PinnedGarages.day("2026-11-09")))
    }

    @Test func maintenanceOfAllVehiclesIsOrderedByUrgencyAndEachVehicleKeepsItsNextFirst() throws {
        var garage = Self.garage(firstDueDate: "2026-12-09", firstDueOdometer: 99_000)
        garage.vehicles.append(Vehicle(id: PinnedGarages.id("van"), name: "Van"))
        garage.odometerEntries.append(PinnedGarages.reading("r2", "van", "2026-11-20", 60_128))
        garage.maintenanceItems += [
            MaintenanceItem(id: PinnedGarages.id("tyres"), vehicleID: PinnedGarages.id("van"), name: "Tyres",
                            intervalDistance: 40_000, firstDueOdometer: 60_000, startDate: PinnedGarages.day("2026-01-01")),
            MaintenanceItem(id: PinnedGarages.id("belt"), vehicleID: PinnedGarages.id("van"), name: "Belt",
                            intervalMonths: 60, firstDueDate: PinnedGarages.day("2028-01-01"), startDate: PinnedGarages.day("2026-01-01")),
        ]
        let snapshot = SnapshotBuilder.build(garage: garage, rates: ExchangeRates(), context: Self.context)
        // The van's overdue tyres come before the car's service although the car was added first.
        #expect(snapshot.maintenance.map(\.id) == ["tyres", "service", "belt"])
        #expect(snapshot.maintenance.filter { $0.vehicleId == "van" }.map(\.id) == ["tyres", "belt"])
    }

    @Test func aDeadlineKeepsTheUsersOwnTitleButTranslatesTheDefaultOne() {
        let deadline = { (title: String) in
            Deadline(id: PinnedGarages.id("d"), vehicleID: PinnedGarages.id("car"), kind: .roadTax, title: title,
                     dueDate: PinnedGarages.day("2026-12-01"))
        }
        #expect(DeadlineFacts(deadline("Road tax")).title == nil)
        #expect(DeadlineFacts(deadline("IUC 2027")).title == "IUC 2027")
        #expect(DeadlineFacts(deadline("Road tax")).kind == .roadTax)
    }

    @Test func signedOutGarageGivesEmptyFacts() {
        var garage = Self.garage(firstDueDate: "2026-12-09", firstDueOdometer: 99_000)
        garage.account = nil
        let facts = SnapshotFacts(garage: garage, rates: ExchangeRates(), today: Self.context.today)
        #expect(!facts.isSignedIn)
        #expect(facts.vehicles.isEmpty && facts.maintenance.isEmpty && facts.withheldTexts.isEmpty)
    }

    @Test func platesAreCarriedOnlyAsWithheldTexts() {
        let garage = Self.garage(firstDueDate: "2026-12-09", firstDueOdometer: 99_000)
        let facts = SnapshotFacts(garage: garage, rates: ExchangeRates(), today: Self.context.today)
        #expect(facts.withheldTexts == ["XX-11-YY"])
        #expect(!String(describing: facts.vehicles).contains("XX-11-YY"))
    }
}

extension GarageFactsTests {
    @Test func theHomeCurrencyPreferenceIsWhatSpendIsReportedIn() throws {
        let pinned = PinnedGarages.portugueseLocked
        var garage = pinned.garage
        garage.homeCurrency = try CurrencyCode("GBP")
        let snapshot = SnapshotBuilder.build(garage: garage, rates: pinned.rates, context: pinned.context(locked: false))
        let all = try #require(snapshot.spend.first)
        #expect(all.currencyCode == "GBP")
        // November: 85 € on the 12th at the GBP rate of the 5th (within the rules' 7 days):
        // 73,67 £, plus the 13 £ ferry ticket. Earlier months' euros have no rate at all: they
        // are incomplete, November is not.
        #expect(all.totalLabel == "86,67\u{00A0}£")
        #expect(all.buckets.map(\.isComplete) == [false, false, false, false, false, true])
        #expect(all.isCurrentMonthComplete)
    }
}
