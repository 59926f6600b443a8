import Foundation
import GarageRules
import GloveboxTestSupport
import ShortcutsContract
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct ShortcutsBuilderTests {
    static func vehicle(_ snapshot: ShortcutsSnapshot, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ShortcutVehicle {
        try #require(snapshot.vehicles.first { $0.id == id }, "no vehicle \(id)", sourceLocation: sourceLocation)
    }

    static func build(_ pinned: PinnedCase, locked: Bool? = nil) -> ShortcutsSnapshot {
        ShortcutsBuilder.build(
            garage: pinned.garage, rates: pinned.rates, context: pinned.context(locked: locked ?? pinned.context.isLocked))
    }

    @Test func everyVehicleGetsItsAnswersFromTheRules() throws {
        let snapshot = Self.build(PinnedGarages.englishUnlocked)
        #expect(snapshot.locale == "en")
        #expect(snapshot.timeZone == "Europe/London")
        #expect(snapshot.vehicles.map(\.id) == ["clio", "cherokee"])

        let clio = try Self.vehicle(snapshot, "clio")
        #expect(clio.name == "Clio")
        #expect(clio.nextMaintenance == ShortcutDue(
            label: "Oil change", dueDate: try CalendarDay(parsing: "2027-02-28"), dueDateLabel: "28 Feb 2027",
            distanceLabel: nil))
        #expect(clio.nextDeadline?.label == "Insurance")
        #expect(clio.nextDeadline?.dueDate == (try CalendarDay(parsing: "2026-12-10")))
        #expect(clio.nextDeadline?.distanceLabel == nil)
        #expect(clio.monthSpend.totalLabel == "£198.10")
        #expect(clio.monthSpend.month == CalendarMonth(year: 2026, month: 11))
        #expect(clio.monthSpend.validUntil == (try CalendarDay(parsing: "2026-12-01")))
        #expect(clio.monthSpend.isComplete)
        #expect(clio.odometer == ShortcutOdometer(
            label: "84,210\u{00A0}km", readingDate: try CalendarDay(parsing: "2026-11-20"), readingDateLabel: "20 Nov 2026",
            staleFrom: try CalendarDay(parsing: "2027-02-19")))

        let cherokee = try Self.vehicle(snapshot, "cherokee")
        #expect(cherokee.nextMaintenance?.dueDate == nil)
        #expect(cherokee.nextMaintenance?.distanceLabel == "In 2,353\u{00A0}mi")
        #expect(cherokee.nextDeadline?.dueDate == (try CalendarDay(parsing: "2027-01-01")))
        // The dollar expense has no rate: the total leaves it out and says so.
        #expect(cherokee.monthSpend.isComplete == false)
        #expect(cherokee.odometer?.label == "222,647\u{00A0}mi")
        #expect(cherokee.odometer?.readingDate == (try CalendarDay(parsing: "2026-11-15")))
    }

    @Test func answersAgreeWithTheWidgetsSnapshotOfTheSameBuild() throws {
        let pinned = PinnedGarages.germanOverdue
        let widgets = pinned.build()
        let shortcuts = Self.build(pinned)
        for vehicle in shortcuts.vehicles {
            let first = try #require(widgets.maintenance.first { $0.vehicleId == vehicle.id })
            #expect(vehicle.nextMaintenance?.label == first.label)
            let deadline = widgets.deadlines.first { $0.vehicleId == vehicle.id }
            #expect(vehicle.nextDeadline?.dueDate == deadline?.dueDate)
            let spend = try #require(widgets.spend.first { $0.vehicleId == vehicle.id })
            #expect(vehicle.monthSpend.totalLabel == spend.totalLabel)
            let odometer = widgets.vehicles.first { $0.id == vehicle.id }?.odometer.recorded
            #expect(vehicle.odometer?.label == odometer?.label)
            #expect(vehicle.odometer?.staleFrom == odometer?.staleFrom)
        }
        // The Golf's brake fluid (overdue since 20 November) comes before its overdue oil change
        // in the rules' order; the Bulli's only item is dated.
        let golf = try Self.vehicle(shortcuts, "golf")
        #expect(golf.nextMaintenance?.label == "Bremsflüssigkeit")
        #expect(golf.nextMaintenance?.dueDate == (try CalendarDay(parsing: "2026-11-20")))
        #expect(golf.nextMaintenance?.distanceLabel == nil)
    }

    @Test(arguments: PinnedGarages.all)
    func lockedSnapshotHoldsNoAmountOdometerOrDistance(_ pinned: PinnedCase) throws {
        let snapshot = Self.build(pinned, locked: true)
        #expect(snapshot.privacy.locked)
        for vehicle in snapshot.vehicles {
            #expect(vehicle.odometer == nil)
            #expect(vehicle.monthSpend.totalLabel == nil)
            #expect(vehicle.nextMaintenance?.distanceLabel == nil)
            #expect(vehicle.lastEconomy == nil)
        }
        let text = PrivacyTests.ungrouped(String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self))
        let secrets = PrivacyTests.secretNumbers(of: pinned)
        #expect(secrets.count >= 4)
        for secret in secrets.sorted() {
            #expect(!text.contains(secret), "\(pinned.name): locked Shortcuts snapshot contains \(secret)")
        }
        // Units as the formatter writes them, after a no-break space ("mi" alone is in Portuguese words).
        let raw = String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self)
        for symbol in ["£", "€", "$", "\u{00A0}km", "\u{00A0}mi"] { #expect(!raw.contains(symbol)) }
    }

    @Test func theSameCheckFindsTheValuesWhenTheLockIsOff() throws {
        let snapshot = Self.build(PinnedGarages.englishUnlocked, locked: false)
        let text = PrivacyTests.ungrouped(String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self))
        #expect(text.contains("84210"))
        #expect(text.contains("19810"))
    }

    @Test(arguments: PinnedGarages.all)
    func thePlateIsNeverWrittenLockedOrNot(_ pinned: PinnedCase) throws {
        for locked in [false, true] {
            let text = String(decoding: try SnapshotCoding.encode(Self.build(pinned, locked: locked)), as: UTF8.self)
            for plate in pinned.garage.vehicles.compactMap(\.licencePlate) {
                #expect(!text.localizedCaseInsensitiveContains(plate), "\(pinned.name) holds \(plate)")
            }
        }
    }

    @Test func aVehicleNamedByItsPlateIsMaskedAndHasNoPlateAlias() throws {
        let facts = SnapshotFacts(
            vehicles: [
                VehicleFacts(id: "wagon", name: "Momwagon", make: "Jeep", model: "Cherokee"),
                VehicleFacts(id: "clio", name: "Clio", make: "Renault", model: "Clio"),
            ],
            withheldTexts: ["MOMWAGON"])
        let snapshot = ShortcutsBuilder.build(facts: facts, context: Self.context(locale: "en_US"))
        let wagon = try Self.vehicle(snapshot, "wagon")
        #expect(wagon.name == SnapshotBuilder.mask)
        #expect(wagon.aliases == ["jeep cherokee", "jeep", "cherokee"])
        let text = String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self)
        #expect(!text.localizedCaseInsensitiveContains("momwagon"))
    }
}

extension ShortcutsBuilderTests {
    static func context(locale: String, locked: Bool = false) -> SnapshotContext {
        SnapshotContext(
            now: Pinned.instant("2026-11-29T19:20:00Z"), locale: Locale(identifier: locale),
            timeZone: Pinned.timeZone("Europe/Lisbon"), isLocked: locked)
    }

    @Test func aliasesAreTheLowercasedNameMakeModelAndMakeModelWithoutRepeats() throws {
        let snapshot = Self.build(PinnedGarages.englishUnlocked)
        #expect(try Self.vehicle(snapshot, "clio").aliases == ["clio", "renault clio", "renault"])
        #expect(try Self.vehicle(snapshot, "cherokee").aliases == ["cherokee", "jeep cherokee", "jeep"])
    }

    @Test func anAliasTwoVehiclesWouldShareBelongsToNeither() throws {
        let facts = SnapshotFacts(vehicles: [
            VehicleFacts(id: "blue", name: "Blue", make: "Renault", model: "Clio"),
            VehicleFacts(id: "red", name: "Red", make: "Renault", model: "Mégane"),
            VehicleFacts(id: "c3", name: "Little one", make: "Citroën", model: "C3"),
            VehicleFacts(id: "ds", name: "Big one", make: "Citroen", model: "DS"),
        ])
        let snapshot = ShortcutsBuilder.build(facts: facts, context: Self.context(locale: "en_GB"))
        #expect(try Self.vehicle(snapshot, "blue").aliases == ["blue", "renault clio", "clio"])
        #expect(try Self.vehicle(snapshot, "red").aliases == ["red", "renault mégane", "mégane"])
        // "citroën" and "citroen" are one word said two ways.
        #expect(try Self.vehicle(snapshot, "c3").aliases == ["little one", "citroën c3", "c3"])
        #expect(try Self.vehicle(snapshot, "ds").aliases == ["big one", "citroen ds", "ds"])
        let all = snapshot.vehicles.flatMap(\.aliases)
        #expect(Set(all).count == all.count)
        _ = try SnapshotCoding.encode(snapshot)
    }

    @Test func twoVehiclesOfTheSameNameKeepOnlyTheirOwnAliases() throws {
        let facts = SnapshotFacts(vehicles: [
            VehicleFacts(id: "clio-1", name: "Clio", make: "Renault", model: "Clio", year: 2019),
            VehicleFacts(id: "clio-2", name: "  CLIO ", make: "Renault", model: "Clio  RS"),
        ])
        let snapshot = ShortcutsBuilder.build(facts: facts, context: Self.context(locale: "fr_FR"))
        #expect(try Self.vehicle(snapshot, "clio-1").aliases == ["renault clio"])
        #expect(try Self.vehicle(snapshot, "clio-2").aliases == ["renault clio rs", "clio rs"])
    }

    @Test func aSignedOutBuildHoldsNoVehicle() throws {
        let facts = SnapshotFacts(isSignedIn: false, vehicles: [VehicleFacts(id: "clio", name: "Clio")])
        let snapshot = ShortcutsBuilder.build(facts: facts, context: Self.context(locale: "en_GB"))
        #expect(snapshot.vehicles.isEmpty)
        _ = try SnapshotCoding.encode(snapshot)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try SnapshotCoding.encode(Self.build(PinnedGarages.portugueseLocked))
        let second = try SnapshotCoding.encode(Self.build(PinnedGarages.portugueseLocked))
        #expect(first == second)
        let decoded = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: first)
        #expect(decoded == Self.build(PinnedGarages.portugueseLocked))
    }
}
