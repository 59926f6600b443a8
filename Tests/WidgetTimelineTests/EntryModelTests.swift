import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct EntryModelTests {
    private let today = CalendarDay(year: 2026, month: 11, day: 29)!

    private func model(
        _ kind: WidgetKind, _ family: WidgetSize, vehicle: String? = nil, locked: Bool = false, dayOffset: Int = 0
    ) -> WidgetEntryModel {
        let builder = EntryModelBuilder(
            configuration: WidgetSetup(kind: kind, family: family, vehicleId: vehicle),
            fallback: .english)
        return builder.model(for: RelativeSnapshot.make(today: today, locked: locked), on: today.adding(days: dayOffset))
    }

    @Test func vehicleNoLongerInTheSnapshotAsksToChooseOne() {
        for kind in WidgetKind.allCases {
            let entry = model(kind, .small, vehicle: "sold-car")
            #expect(entry.body == .message(MessageContent(reason: .chooseVehicle, text: "Choose a vehicle")))
        }
    }

    @Test func lockedSnapshotDrawsRedactedValues() throws {
        guard case .vehicle(let vehicle) = model(.vehicle, .small, locked: true).body else {
            Issue.record("not a vehicle body")
            return
        }
        #expect(vehicle.odometer == .hidden)
        guard case .spend(let spend) = model(.spend, .medium, locked: true).body else {
            Issue.record("not a spend body")
            return
        }
        #expect(spend.total.isRedacted)
        #expect(spend.bars.map(\.ratio) == [0.2, 0.5, 1.0, 0.0, 0.75, 0.62])
        guard case .dueList(let list) = model(.maintenance, .large, locked: true).body else {
            Issue.record("not a list body")
            return
        }
        let tyres = try #require(list.rows.first { $0.id == "tyres" })
        #expect(tyres.dueText.isRedacted)
    }

    @Test func unlockedSnapshotShowsValues() {
        guard case .vehicle(let vehicle) = model(.vehicle, .small).body else {
            Issue.record("not a vehicle body")
            return
        }
        #expect(vehicle.odometer == .reading(value: "84,210 km", note: "Read 2026-11-20", isStale: false))
        #expect(vehicle.name == "Clio")
    }

    @Test func rowsFitTheFamilyAndCountTheRest() {
        let expected: [(WidgetSize, Int, Int)] = [(.small, 1, 2), (.accessoryRectangular, 1, 2), (.medium, 3, 0), (.large, 3, 0)]
        for (family, shown, hidden) in expected {
            guard case .dueList(let list) = model(.deadlines, family).body else {
                Issue.record("not a list body for \(family)")
                continue
            }
            #expect(list.rows.count == shown, "\(family)")
            #expect(list.hiddenCount == hidden, "\(family)")
        }
    }

    @Test func everyRowAndTheWidgetCarryDeepLinks() {
        let entry = model(.deadlines, .medium)
        #expect(entry.link == "glovebox://deadline/insurance")
        guard case .dueList(let list) = entry.body else {
            Issue.record("not a list body")
            return
        }
        #expect(list.rows.map(\.link) == [
            "glovebox://deadline/insurance", "glovebox://deadline/inspection", "glovebox://deadline/roadtax",
        ])
        #expect(model(.deadlines, .medium, vehicle: "jeep").link == "glovebox://vehicle/jeep")
        guard case .spend(let spend) = model(.spend, .large).body else {
            Issue.record("not a spend body")
            return
        }
        #expect(spend.bars.last?.link == "glovebox://spend/all?month=2026-11")
        #expect(spend.bars.first?.link == "glovebox://spend/all?month=2026-06")
    }

    @Test func configuredVehicleFiltersItsItems() {
        guard case .dueList(let list) = model(.maintenance, .large, vehicle: "jeep").body else {
            Issue.record("not a list body")
            return
        }
        #expect(list.rows.map(\.id) == ["belt"])
        guard case .dueList(let all) = model(.maintenance, .large).body else {
            Issue.record("not a list body")
            return
        }
        // One urgency order for all vehicles: the overdue belt, the tyres in their warning, then
        // the oil change (normal until today+2), whatever vehicle each belongs to.
        #expect(all.rows.map(\.id) == ["belt", "tyres", "oil"])
    }

    @Test func spendExpiresAtValidUntil() {
        // validUntil is today + 4: the day before it still shows the month, the day itself does not.
        guard case .spend(let spend) = model(.spend, .small, dayOffset: 3).body else {
            Issue.record("the month should still be current")
            return
        }
        #expect(spend.total == .sensitive("€312.40"))
        #expect(model(.spend, .small, dayOffset: 4).body == .message(
            MessageContent(reason: .monthEnded, text: "The month has ended", detail: "Open Glovebox")))
    }

    @Test func spendTimelineSwitchesAtTheMidnightOfValidUntil() {
        let calendar = Pinned.calendar("Pacific/Kiritimati")
        let now = Pinned.instant("2026-11-29T11:00:00Z")
        let localToday = CalendarDay(containing: now, in: calendar)
        var snapshot = RelativeSnapshot.make(today: localToday)
        snapshot.timeZone = "Pacific/Kiritimati"
        let timeline = TimelineBuilder(calendar: calendar, systemLocale: Locale(identifier: "en_US")).timeline(
            for: WidgetSetup(kind: .spend, family: .medium), state: .ready(snapshot), now: now)
        let ended = timeline.entries.map { entry -> Bool in
            if case .message(let message) = entry.model.body { return message.reason == .monthEnded }
            return false
        }
        #expect(ended == [false, false, false, false, true, true, true, true])
        #expect(timeline.entries[4].date == localToday.adding(days: 4).firstInstant(in: calendar))
    }

    @Test func incompleteSpendCarriesTheNote() {
        // Clio's current month and the month three before leave amounts out.
        guard case .spend(let spend) = model(.spend, .medium, vehicle: "clio").body,
              case .spend(let small) = model(.spend, .small, vehicle: "clio").body
        else {
            Issue.record("not a spend body")
            return
        }
        #expect(spend.note == "! Months with amounts that lack a rate")
        #expect(spend.bars.map(\.isComplete) == [true, true, false, true, true, false])
        #expect(spend.total == .sensitive("€120.00"))
        #expect(small.note == "Some amounts lack a rate")
        #expect(small.bars.isEmpty)
    }

    @Test func vehicleWidgetListsTheVehiclesNextItemsInLargerSizes() {
        guard case .vehicle(let small) = model(.vehicle, .small).body,
              case .vehicle(let medium) = model(.vehicle, .medium).body,
              case .vehicle(let large) = model(.vehicle, .large).body
        else {
            Issue.record("not vehicle bodies")
            return
        }
        // The Clio's deadlines and maintenance in one urgency order: the tyres in their warning
        // (distance, fixed by the app), then by day: insurance +3, oil +5, road tax +200.
        #expect(small.rows.isEmpty)
        #expect(medium.rows.map(\.id) == ["tyres", "insurance"])
        #expect(large.rows.map(\.id) == ["tyres", "insurance", "oil", "roadtax"])
    }

    @Test func emptyGarageSaysSo() {
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.vehicles = []
        snapshot.deadlines = []
        snapshot.maintenance = []
        snapshot.spend = []
        let builder = EntryModelBuilder(configuration: WidgetSetup(kind: .vehicle, family: .small), fallback: .english)
        #expect(builder.model(for: snapshot, on: today).body == .message(
            MessageContent(reason: .noVehicles, text: "No vehicles yet", detail: "Open Glovebox")))
    }
}
