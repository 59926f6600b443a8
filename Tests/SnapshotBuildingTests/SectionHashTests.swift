import Foundation
import SnapshotBuilding
import Testing
import WidgetContract
import WidgetTimeline

/// Each kind's content hash covers what its widgets show and nothing the kind never reads.
///
/// Every field of a built snapshot that a widget can show is changed, one at a time. For each
/// change the test checks that exactly the kinds that read the field change their hash, and, by
/// drawing each kind that kept its hash in every family, for every configured vehicle and on
/// every day where something turns, that its drawing did not change either (the hash covers
/// everything drawn).
@Suite struct SectionHashTests {
    /// A change to one field and the kinds that read it.
    struct Change: Sendable, CustomTestStringConvertible {
        let field: String
        let kinds: Set<WidgetKind>
        let apply: @Sendable (inout WidgetsSnapshot) -> Void

        var testDescription: String { field }

        init(_ field: String, _ kinds: Set<WidgetKind>, _ apply: @escaping @Sendable (inout WidgetsSnapshot) -> Void) {
            self.field = field
            self.kinds = kinds
            self.apply = apply
        }
    }

    /// The English pinned garage, built: two vehicles, deadlines, maintenance of both bases, spend.
    static let base = PinnedGarages.englishUnlocked.build()
    static let all = Set(WidgetKind.allCases)
    static let lists: Set<WidgetKind> = [.vehicle, .deadlines, .maintenance]

    static func reading(_ change: @escaping @Sendable (inout RecordedOdometer) -> Void) -> @Sendable (inout WidgetsSnapshot) -> Void {
        { snapshot in
            guard var reading = snapshot.vehicles[0].odometer.recorded else { return }
            change(&reading)
            snapshot.vehicles[0].odometer = .recorded(reading)
        }
    }

    static func timeDue(_ change: @escaping @Sendable (inout CalendarDay, inout String, inout CalendarDay) -> Void)
        -> @Sendable (inout WidgetsSnapshot) -> Void {
        { snapshot in
            guard let index = snapshot.maintenance.firstIndex(where: { $0.due.basis == "time" }),
                  case .time(var due, var label, var warning) = snapshot.maintenance[index].due
            else { return }
            change(&due, &label, &warning)
            snapshot.maintenance[index].due = .time(dueDate: due, dueDateLabel: label, warningFrom: warning)
        }
    }

    static func distanceDue(_ change: @escaping @Sendable (inout String?, inout Bool, inout Bool) -> Void)
        -> @Sendable (inout WidgetsSnapshot) -> Void {
        { snapshot in
            guard let index = snapshot.maintenance.firstIndex(where: { $0.due.basis == "distance" }),
                  case .distance(var label, var warning, var overdue) = snapshot.maintenance[index].due
            else { return }
            change(&label, &warning, &overdue)
            snapshot.maintenance[index].due = .distance(label: label, isWarning: warning, isOverdue: overdue)
        }
    }

    static let changes: [Change] = [
        // What no widget reads.
        Change("generatedAt", []) { $0.generatedAt += 3_600 },
        Change("locale", []) { $0.locale = "en-GB" },
        Change("timeZone", []) { $0.timeZone = "Europe/Dublin" },
        Change("strings.signedOut", []) { $0.strings.signedOut = "Signed out" },
        // What every widget reads.
        Change("strings.openApp", all) { $0.strings.openApp = "Open the app" },
        Change("strings.noVehicles", all) { $0.strings.noVehicles = "No cars" },
        Change("strings.chooseVehicle", all) { $0.strings.chooseVehicle = "Pick a car" },
        Change("theme.colors.accent", all) { $0.theme.colors.accent = "#000000" },
        Change("theme.fonts.body", all) { $0.theme.fonts.body = "Inter" },
        Change("vehicles[0].id", all) { $0.vehicles[0].id = "clio-2" },
        // One kind's own strings.
        Change("strings.titles.vehicle", [.vehicle]) { $0.strings.titles.vehicle = "Car" },
        Change("strings.titles.deadlines", [.deadlines]) { $0.strings.titles.deadlines = "Dates" },
        Change("strings.titles.spend", [.spend]) { $0.strings.titles.spend = "Costs" },
        Change("strings.titles.maintenance", [.maintenance]) { $0.strings.titles.maintenance = "Service" },
        Change("strings.noReading", [.vehicle]) { $0.strings.noReading = "Never read" },
        Change("strings.noDeadlines", [.deadlines]) { $0.strings.noDeadlines = "Nothing" },
        Change("strings.noMaintenance", [.maintenance]) { $0.strings.noMaintenance = "Nothing" },
        Change("strings.monthEnded", [.spend]) { $0.strings.monthEnded = "Over" },
        Change("strings.incompleteSpend", [.spend]) { $0.strings.incompleteSpend = "Partial" },
        Change("strings.incompleteMonths", [.spend]) { $0.strings.incompleteMonths = "! Partial" },
        Change("dayPhrases.phrases", lists) { $0.dayPhrases.phrases[DayPhrases.count - 1] = "In 4 months" },
        Change("dayPhrases.overdueFallback", lists) { $0.dayPhrases.overdueFallback = "Late" },
        // The vehicle.
        Change("vehicles[0].name", [.vehicle]) { $0.vehicles[0].name = "Clio II" },
        Change("vehicles[0].subtitle", [.vehicle]) { $0.vehicles[0].subtitle = "Renault Clio · 2020" },
        Change("vehicles[0].url", lists) { $0.vehicles[0].url = "glovebox://vehicle/clio-2" },
        Change("vehicles[0].odometer", [.vehicle], reading { $0.value += 1 }),
        Change("vehicles[0].odometerLabel", [.vehicle], reading { $0.label = "84,211 km" }),
        Change("vehicles[0].readingDate", [.vehicle], reading { $0.readingDate = $0.readingDate.adding(days: -1) }),
        Change("vehicles[0].readingLabel", [.vehicle], reading { $0.readingLabel = "Read yesterday" }),
        Change("vehicles[0].staleFrom", [.vehicle], reading { $0.staleFrom = $0.readingDate.adding(days: 2) }),
        Change("vehicles[0].staleReadingLabel", [.vehicle], reading { $0.staleLabel = "Old" }),
        Change("vehicles[0].odometerStatus", [.vehicle]) { $0.vehicles[0].odometer = .noReading },
        // The latest economy: the vehicle widget only (the Cherokee has one, the Clio none).
        Change("vehicles[1].lastEconomy.label", [.vehicle]) { $0.vehicles[1].lastEconomy?.label = "18.1 mpg (US)" },
        Change("vehicles[1].lastEconomy.title", [.vehicle]) { $0.vehicles[1].lastEconomy?.title = "Last tank" },
        Change("vehicles[1].lastEconomy removed", [.vehicle]) { $0.vehicles[1].lastEconomy = nil },
        Change("vehicles[0].lastEconomy added", [.vehicle]) {
            $0.vehicles[0].lastEconomy = VehicleEconomy(label: "6.4 L/100 km", title: "Last fill-up")
        },
        // A deadline: its widget, and the vehicle widget that lists it.
        Change("deadlines[0].label", [.deadlines, .vehicle]) { $0.deadlines[0].label = "Cover" },
        Change("deadlines[0].vehicleName", [.deadlines, .vehicle]) { $0.deadlines[0].vehicleName = "The Clio" },
        Change("deadlines[0].dueDate", [.deadlines, .vehicle]) { $0.deadlines[0].dueDate = $0.deadlines[0].dueDate.adding(days: 1) },
        Change("deadlines[0].dueDateLabel", [.deadlines, .vehicle]) { $0.deadlines[0].dueDateLabel = "Soon" },
        Change("deadlines[0].warningFrom", [.deadlines, .vehicle]) { $0.deadlines[0].warningFrom = $0.deadlines[0].dueDate },
        Change("deadlines[0].url", [.deadlines, .vehicle]) { $0.deadlines[0].url = "glovebox://deadline/other" },
        Change("deadlines[0].id", [.deadlines, .vehicle]) { $0.deadlines[0].id = "other" },
        Change("deadlines[0].vehicleId", [.deadlines, .vehicle]) { $0.deadlines[0].vehicleId = "cherokee" },
        Change("deadlines: order", [.deadlines, .vehicle]) { snapshot in
            (snapshot.deadlines[0].rank, snapshot.deadlines[1].rank) = (snapshot.deadlines[1].rank, snapshot.deadlines[0].rank)
        },
        // A maintenance item: its widget and the vehicle widget.
        Change("maintenance[0].label", [.maintenance, .vehicle]) { $0.maintenance[0].label = "Oil" },
        Change("maintenance[0].vehicleName", [.maintenance, .vehicle]) { $0.maintenance[0].vehicleName = "The car" },
        Change("maintenance[0].url", [.maintenance, .vehicle]) { $0.maintenance[0].url = "glovebox://maintenance/clio/x" },
        Change("maintenance[0].id", [.maintenance, .vehicle]) { $0.maintenance[0].id = "other" },
        Change("maintenance[0].vehicleId", [.maintenance, .vehicle]) { $0.maintenance[0].vehicleId = "cherokee" },
        Change("maintenance: order", [.maintenance, .vehicle]) { snapshot in
            (snapshot.maintenance[0].rank, snapshot.maintenance[1].rank) = (snapshot.maintenance[1].rank, snapshot.maintenance[0].rank)
        },
        Change("maintenance dueDate", [.maintenance, .vehicle], timeDue { due, _, _ in due = due.adding(days: 1) }),
        Change("maintenance dueDateLabel", [.maintenance, .vehicle], timeDue { _, label, _ in label = "Soon" }),
        Change("maintenance warningFrom", [.maintenance, .vehicle], timeDue { due, _, warning in warning = due }),
        Change("maintenance distanceLabel", [.maintenance, .vehicle], distanceDue { label, _, _ in label = "In 1 mi" }),
        Change("maintenance isWarning", [.maintenance, .vehicle], distanceDue { _, warning, _ in warning.toggle() }),
        Change("maintenance isOverdue", [.maintenance, .vehicle], distanceDue { _, _, overdue in overdue.toggle() }),
        // Spend.
        Change("spend[0].monthLabel", [.spend]) { $0.spend[0].monthLabel = "Nov" },
        Change("spend[0].totalLabel", [.spend]) { $0.spend[0].totalLabel = "£1.00" },
        Change("spend[0].validUntil", [.spend]) { $0.spend[0].validUntil = $0.spend[0].validUntil.adding(days: -1) },
        Change("spend[0].url", [.spend]) { $0.spend[0].url = "glovebox://spend/all?month=2026-10" },
        Change("spend[0].vehicleId", [.spend]) { $0.spend[1].vehicleId = nil; $0.spend[0].vehicleId = "clio" },
        Change("spend[0].buckets[0].label", [.spend]) { $0.spend[0].buckets[0].label = "J" },
        Change("spend[0].buckets[0].ratio", [.spend]) { $0.spend[0].buckets[0].ratio = 0.5 },
        Change("spend[0].buckets[0].id", [.spend]) { $0.spend[0].buckets[0].id = CalendarMonth(year: 2025, month: 6)! },
        Change("spend[0].buckets[0].isComplete", [.spend]) { $0.spend[0].buckets[0].isComplete.toggle() },
        Change("spend[0].buckets[5].isComplete", [.spend]) { $0.spend[0].buckets[5].isComplete.toggle() },
        Change("spend[0].buckets[5].isCurrent", [.spend]) { $0.spend[0].buckets[5].isCurrent.toggle() },
    ]

    @Test(arguments: changes)
    func aFieldChangesTheHashOfExactlyTheKindsThatReadIt(_ change: Change) {
        var changed = Self.base
        change.apply(&changed)
        #expect(changed != Self.base, "the change changed nothing")
        let before = Self.base.contentHashes()
        let after = changed.contentHashes()
        let kinds = Set(WidgetKind.allCases.filter { before[$0] != after[$0] })
        #expect(kinds == change.kinds)
    }

    @Test(arguments: changes)
    func noKindDrawsDifferentlyWithTheSameHash(_ change: Change) {
        var changed = Self.base
        change.apply(&changed)
        // Only the kinds that kept their hash can break the rule, so only they are drawn.
        for kind in WidgetKind.allCases where Self.base.contentHash(for: kind) == changed.contentHash(for: kind) {
            #expect(!Self.drawsDifferently(kind, Self.base, changed), "\(kind) is drawn differently with the same hash")
        }
    }

    @Test func everyKindIsDrawnDifferentlyBySomeChange() {
        // The drawing comparison is not blind: for every kind, some change shows in its drawing.
        for kind in WidgetKind.allCases {
            let shown = Self.changes.contains { change in
                var changed = Self.base
                change.apply(&changed)
                return Self.drawsDifferently(kind, Self.base, changed)
            }
            #expect(shown, "no change is drawn by \(kind)")
        }
    }

    /// Whether an entry model of `kind` differs between the two snapshots, in some family, for
    /// all vehicles or any one of either snapshot, on the build day or a day where something
    /// turns: a due or warning day, a reading's stale day, the spend's end, the phrase table's edges.
    static func drawsDifferently(_ kind: WidgetKind, _ lhs: WidgetsSnapshot, _ rhs: WidgetsSnapshot) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        let today = CalendarDay(containing: lhs.generatedAt, in: calendar)
        let vehicles: [String?] = [nil] + Set(lhs.vehicles.map(\.id) + rhs.vehicles.map(\.id)).sorted()
        let days = Set([today] + (turningDays(lhs) + turningDays(rhs)).flatMap { day in
            [day.adding(days: -DayPhrases.lastOffset), day.adding(days: -1), day, day.adding(days: 1 - DayPhrases.firstOffset)]
        }).sorted()
        return kind.supportedFamilies.contains { family in
            vehicles.contains { vehicle in
                let builder = EntryModelBuilder(
                    configuration: WidgetSetup(kind: kind, family: family, vehicleId: vehicle), fallback: .english)
                return days.contains { builder.model(for: lhs, on: $0) != builder.model(for: rhs, on: $0) }
            }
        }
    }

    /// The days on which something in `snapshot` changes how it is drawn.
    static func turningDays(_ snapshot: WidgetsSnapshot) -> [CalendarDay] {
        var days = snapshot.deadlines.flatMap { [$0.dueDate, $0.warningFrom] }
        for item in snapshot.maintenance {
            if case .time(let due, _, let warning) = item.due { days += [due, warning] }
        }
        days += snapshot.vehicles.compactMap { $0.odometer.recorded }.flatMap { [$0.readingDate, $0.staleFrom] }
        days += snapshot.spend.map(\.validUntil)
        return days
    }
}
