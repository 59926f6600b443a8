import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct TimelineDatesTests {
    private func builder(_ zone: String) -> TimelineBuilder {
        TimelineBuilder(calendar: Pinned.calendar(zone), systemLocale: Locale(identifier: "en_US"))
    }

    /// The local hour and minute of `date` in `zone`.
    private func localTime(_ date: Date, _ zone: String) -> (Int, Int) {
        let parts = Pinned.calendar(zone).dateComponents([.hour, .minute], from: date)
        return (parts.hour!, parts.minute!)
    }

    private func expectSevenConsecutiveDays(
        _ zone: String, now: Date, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Date] {
        let calendar = Pinned.calendar(zone)
        let dates = builder(zone).entryDates(from: now)
        #expect(dates.count == 8, sourceLocation: sourceLocation)
        #expect(dates.first == now, sourceLocation: sourceLocation)
        let today = CalendarDay(containing: now, in: calendar)
        for (index, date) in dates.enumerated().dropFirst() {
            #expect(CalendarDay(containing: date, in: calendar) == today.adding(days: index), sourceLocation: sourceLocation)
            // The entry is the first instant of its day: a second earlier is still the day before.
            #expect(CalendarDay(containing: date.addingTimeInterval(-1), in: calendar) == today.adding(days: index - 1),
                    sourceLocation: sourceLocation)
        }
        return dates
    }

    @Test func saoPauloEntryFallsOnTheFirstInstantOfADayWithoutMidnight() throws {
        let zone = "America/Sao_Paulo"
        // Foundation confirms the skip: on 2018-11-04 the day starts at 01:00 (03:00 UTC).
        let skipped = try #require(CalendarDay(year: 2018, month: 11, day: 4)).firstInstant(in: Pinned.calendar(zone))
        #expect(skipped == Pinned.instant("2018-11-04T03:00:00Z"))
        #expect(localTime(skipped, zone) == (1, 0))

        let dates = expectSevenConsecutiveDays(zone, now: Pinned.instant("2018-11-01T15:30:00Z"))
        #expect(dates.contains(skipped))
        for date in dates.dropFirst() where date != skipped { #expect(localTime(date, zone) == (0, 0)) }
        // The day before the change is 23 hours long: the step is not 86,400 seconds.
        let index = try #require(dates.firstIndex(of: skipped))
        #expect(dates[index + 1].timeIntervalSince(dates[index]) == 23 * 3600)
        #expect(skipped.timeIntervalSince(dates[index - 1]) == 24 * 3600)
    }

    @Test func havanaEntryFallsOnTheFirstInstantOfADayWithoutMidnight() throws {
        let zone = "America/Havana"
        let skipped = try #require(CalendarDay(year: 2019, month: 3, day: 10)).firstInstant(in: Pinned.calendar(zone))
        #expect(skipped == Pinned.instant("2019-03-10T05:00:00Z"))
        #expect(localTime(skipped, zone) == (1, 0))
        let dates = expectSevenConsecutiveDays(zone, now: Pinned.instant("2019-03-06T20:00:00Z"))
        #expect(dates.contains(skipped))
    }

    @Test func beirutEntryFallsOnTheFirstInstantOfADayWithoutMidnight() throws {
        let zone = "Asia/Beirut"
        let skipped = try #require(CalendarDay(year: 2019, month: 3, day: 31)).firstInstant(in: Pinned.calendar(zone))
        #expect(skipped == Pinned.instant("2019-03-30T22:00:00Z"))
        #expect(localTime(skipped, zone) == (1, 0))
        // The window ends on the day of the change: the seventh midnight is the skipped one.
        let dates = expectSevenConsecutiveDays(zone, now: Pinned.instant("2019-03-24T09:00:00Z"))
        #expect(dates.last == skipped)
    }

    @Test func kiritimatiAtUTCPlus14GetsItsOwnMidnights() {
        let zone = "Pacific/Kiritimati"
        // 11:00 UTC on the 29th is already 01:00 on the 30th in Kiritimati.
        let now = Pinned.instant("2026-11-29T11:00:00Z")
        let dates = expectSevenConsecutiveDays(zone, now: now)
        #expect(CalendarDay(containing: now, in: Pinned.calendar(zone)).isoString == "2026-11-30")
        #expect(dates[1] == Pinned.instant("2026-11-30T10:00:00Z"))
        for date in dates.dropFirst() { #expect(localTime(date, zone) == (0, 0)) }
    }

    @Test func pagoPagoAtUTCMinus11GetsItsOwnMidnights() {
        let zone = "Pacific/Pago_Pago"
        // 09:00 UTC on the 30th is still 22:00 on the 29th in Pago Pago.
        let now = Pinned.instant("2026-11-30T09:00:00Z")
        let dates = expectSevenConsecutiveDays(zone, now: now)
        #expect(CalendarDay(containing: now, in: Pinned.calendar(zone)).isoString == "2026-11-29")
        #expect(dates[1] == Pinned.instant("2026-11-30T11:00:00Z"))
        #expect(dates[7] == Pinned.instant("2026-12-06T11:00:00Z"))
    }

    @Test func aDaySkippedEntirelyGetsNoEntryOfItsOwn() {
        let zone = "Pacific/Apia"
        let calendar = Pinned.calendar(zone)
        // Samoa moved across the date line: 29 December 2011 was followed by 31 December.
        let lastBefore = Pinned.instant("2011-12-30T09:59:59Z")
        #expect(CalendarDay(containing: lastBefore, in: calendar).isoString == "2011-12-29")
        #expect(CalendarDay(containing: lastBefore.addingTimeInterval(1), in: calendar).isoString == "2011-12-31")

        let dates = builder(zone).entryDates(from: Pinned.instant("2011-12-27T12:00:00Z"))
        let days = dates.map { CalendarDay(containing: $0, in: calendar).isoString }
        #expect(days == ["2011-12-27", "2011-12-28", "2011-12-29", "2011-12-31", "2012-01-01", "2012-01-02", "2012-01-03"])
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func readyTimelineReloadsAtEndAndOthersWaitForTheApp() {
        let zone = "Europe/Lisbon"
        let now = Pinned.instant("2026-11-29T19:20:00Z")
        let today = CalendarDay(containing: now, in: Pinned.calendar(zone))
        let configuration = WidgetSetup(kind: .deadlines, family: .medium)
        let ready = builder(zone).timeline(
            for: configuration, state: .ready(RelativeSnapshot.make(today: today)), now: now)
        #expect(ready.entries.count == 8)
        #expect(ready.policy == .atEnd)
        let missing = builder(zone).timeline(for: configuration, state: .needsSetup, now: now)
        #expect(missing.entries.count == 1)
        #expect(missing.policy == .never)
        let placeholder = builder(zone).timeline(for: configuration, state: .placeholder(reason: LoadProblem(.snapshot, .unreadable(errno: 13))), now: now)
        #expect(placeholder.policy == .after(now.addingTimeInterval(TimelineBuilder.retryInterval)))
    }

    @Test func entryAtADateIsTheLastThatHasStarted() throws {
        let zone = "Europe/Lisbon"
        let now = Pinned.instant("2026-11-29T19:20:00Z")
        let today = CalendarDay(containing: now, in: Pinned.calendar(zone))
        let timeline = builder(zone).timeline(
            for: WidgetSetup(kind: .deadlines, family: .small),
            state: .ready(RelativeSnapshot.make(today: today)), now: now)
        #expect(timeline.entry(at: now)?.day == today)
        #expect(timeline.entry(at: Pinned.instant("2026-11-30T23:59:59Z"))?.day == today.adding(days: 1))
        #expect(timeline.entry(at: Pinned.instant("2026-12-01T00:00:00Z"))?.day == today.adding(days: 2))
        #expect(timeline.entry(at: Pinned.instant("2027-01-01T00:00:00Z"))?.day == today.adding(days: 7))
    }

    @Test func aSnapshotsDaysAreCountedInTheZoneItCarriesNeverTheSystems() throws {
        // 23:30 UTC on 29 November is still the 29th in Lisbon, the zone the app counted in and wrote
        // into the snapshot, and already the 30th in Tokyo, the system's zone.
        let now = Pinned.instant("2026-11-29T23:30:00Z")
        let today = try CalendarDay(parsing: "2026-11-29")
        let snapshot = RelativeSnapshot.make(today: today)
        #expect(snapshot.timeZone == "Europe/Lisbon")
        let timeline = builder("Asia/Tokyo").timeline(
            for: WidgetSetup(kind: .deadlines, family: .large), state: .ready(snapshot), now: now)
        #expect(timeline.entries.map(\.day) == (0...7).map { today.adding(days: $0) })
        // The entries change at Lisbon's midnights, not Tokyo's.
        #expect(timeline.entries[1].date == Pinned.instant("2026-11-30T00:00:00Z"))
        #expect(timeline.entries[7].date == Pinned.instant("2026-12-06T00:00:00Z"))
        // The same snapshot seen from a Lisbon system gives the same timeline.
        let fromLisbon = builder("Europe/Lisbon").timeline(
            for: WidgetSetup(kind: .deadlines, family: .large), state: .ready(snapshot), now: now)
        #expect(fromLisbon == timeline)
    }
}
