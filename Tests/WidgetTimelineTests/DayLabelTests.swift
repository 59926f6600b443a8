import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct DayLabelTests {
    private let phrases = RelativeSnapshot.phrases()

    private func rows(_ timeline: EntryTimeline) -> [[DueRow]] {
        timeline.entries.map { entry in
            guard case .dueList(let content) = entry.model.body else { return [] }
            return content.rows
        }
    }

    private func makeTimeline(
        _ kind: WidgetKind, _ family: WidgetSize, zone: String, now: Date, vehicle: String? = nil
    ) -> (EntryTimeline, CalendarDay) {
        let calendar = Pinned.calendar(zone)
        let today = CalendarDay(containing: now, in: calendar)
        let builder = TimelineBuilder(calendar: calendar, systemLocale: Locale(identifier: "en_US"))
        // The app counted its today in `zone` and wrote it into the snapshot, which the widget counts in.
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.timeZone = zone
        let timeline = builder.timeline(
            for: WidgetSetup(kind: kind, family: family, vehicleId: vehicle), state: .ready(snapshot), now: now)
        return (timeline, today)
    }

    @Test(arguments: [
        ("Pacific/Kiritimati", "2026-11-29T11:00:00Z"), ("Pacific/Pago_Pago", "2026-11-30T09:00:00Z"),
        // Windows that contain a day without midnight.
        ("America/Sao_Paulo", "2018-11-01T12:00:00Z"), ("America/Havana", "2019-03-06T20:00:00Z"),
        ("Asia/Beirut", "2019-03-27T09:00:00Z"), ("Europe/Lisbon", "2026-03-26T23:30:00Z"),
    ])
    func labelsAdvanceAtEachMidnight(zone: String, now: String) {
        // The insurance is due three days after "today", wherever today is.
        let (timeline, _) = makeTimeline(.deadlines, .medium, zone: zone, now: Pinned.instant(now))
        let insurance = rows(timeline).map { $0.first { $0.id == "insurance" }?.dueText.value }
        #expect(insurance == [
            "In 3 days", "In 2 days", "Tomorrow", "Today", "Overdue by 1 day", "Overdue by 2 days",
            "Overdue by 3 days", "Overdue by 4 days",
        ])
    }

    @Test func warningAndOverdueSwitchOnTheRightDay() {
        // Insurance: warning from day +1, due day +3. Oil: warning from +2, due +5.
        let (timeline, _) = makeTimeline(.deadlines, .large, zone: "Europe/Lisbon", now: Pinned.instant("2026-11-29T19:20:00Z"))
        let insurance = rows(timeline).map { $0.first { $0.id == "insurance" }?.state }
        #expect(insurance == [.normal, .warning, .warning, .warning, .overdue, .overdue, .overdue, .overdue])

        let (maintenance, _) = makeTimeline(.maintenance, .large, zone: "Europe/Lisbon", now: Pinned.instant("2026-11-29T19:20:00Z"))
        let oil = rows(maintenance).map { $0.first { $0.id == "oil" }?.state }
        #expect(oil == [.normal, .normal, .warning, .warning, .warning, .warning, .overdue, .overdue])
    }

    @Test func distanceMaintenanceKeepsItsFixedLabelAndFlags() {
        let (timeline, _) = makeTimeline(.maintenance, .large, zone: "Europe/Lisbon", now: Pinned.instant("2026-11-29T19:20:00Z"))
        for entryRows in rows(timeline) {
            let tyres = entryRows.first { $0.id == "tyres" }
            #expect(tyres?.dueText == .sensitive("in 800 km"))
            #expect(tyres?.state == .warning)
            #expect(entryRows.first { $0.id == "belt" }?.state == .overdue)
        }
    }

    @Test func beyondTheTableTheDueDateLabelIsShown() throws {
        let today = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        let far = DueEvaluation(
            dueDate: today.adding(days: 121), dueDateLabel: "29/03/2027", warningFrom: today,
            on: today, phrases: phrases)
        #expect(far.text == "29/03/2027")
        #expect(far.state == .warning)
        let edge = DueEvaluation(
            dueDate: today.adding(days: 120), dueDateLabel: "x", warningFrom: today.adding(days: 110),
            on: today, phrases: phrases)
        #expect(edge.text == "In 120 days")
        #expect(edge.state == .normal)
    }

    @Test func longOverdueItemsShowTheFallback() throws {
        let today = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        let edge = DueEvaluation(
            dueDate: today.adding(days: -60), dueDateLabel: "x", warningFrom: today.adding(days: -90),
            on: today, phrases: phrases)
        #expect(edge.text == "Overdue by 60 days")
        let old = DueEvaluation(
            dueDate: today.adding(days: -61), dueDateLabel: "x", warningFrom: today.adding(days: -90),
            on: today, phrases: phrases)
        #expect(old.text == "Overdue")
        #expect(old.state == .overdue)
    }

    @Test func offsetCountsCalendarDaysAcrossAMonthAndAYear() throws {
        let day = try #require(CalendarDay(year: 2026, month: 12, day: 30))
        let due = try #require(CalendarDay(year: 2027, month: 1, day: 2))
        let evaluation = DueEvaluation(dueDate: due, dueDateLabel: "x", warningFrom: due, on: day, phrases: phrases)
        #expect(evaluation.offset == 3)
        #expect(evaluation.text == "In 3 days")
    }
}
