#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// Builds a widget's timeline: an entry for now and one for each of the next seven local midnights.
///
/// Days are counted in the zone the snapshot carries (`timeZone`, the one the app counted its
/// "today" in; see `DayCalendar`), never in the system's: a device in Tokyo showing a Lisbon
/// logbook says "tomorrow" for the day the app and Siri call tomorrow, and its entries change at
/// Lisbon's midnights. Only without a snapshot to trust is the system's calendar used (the entry
/// then shows a message that names no day).
///
/// Midnights come from the calendar (the first instant of each following day in the zone), never
/// from adding 86,400 seconds: days are 23 or 25 hours long when the clocks change, and where a
/// midnight does not exist the day starts at its first instant.
///
/// ```swift
/// let builder = TimelineBuilder(calendar: systemCalendar, systemLocale: .current)
/// let timeline = builder.timeline(for: configuration, state: state, now: now)
/// ```
public struct TimelineBuilder: Sendable {
    /// How many midnights after now get an entry.
    public static let midnightCount = 7
    /// How long to wait before trying again when the snapshot could not be read.
    public static let retryInterval: TimeInterval = 15 * 60

    /// The system's calendar, used only when there is no snapshot to take the zone from.
    public var calendar: Calendar
    /// The system's locale, which chooses the built-in texts shown without a trusted snapshot.
    public var systemLocale: Locale

    /// Creates a builder.
    public init(calendar: Calendar, systemLocale: Locale) {
        self.calendar = calendar
        self.systemLocale = systemLocale
    }

    /// The instants of the entries: `now`, then the first instant of each of the next seven days
    /// of `calendar` (the snapshot's zone when there is one).
    ///
    /// A day that a time zone skipped entirely (Samoa went from 29 to 31 December 2011) has no
    /// instant of its own; its entry would repeat the next day's, so it is left out.
    public func entryDates(from now: Date) -> [Date] {
        entryDates(from: now, in: calendar)
    }

    func entryDates(from now: Date, in calendar: Calendar) -> [Date] {
        let today = CalendarDay(containing: now, in: calendar)
        var dates = [now]
        for offset in 1...Self.midnightCount {
            let start = today.adding(days: offset).firstInstant(in: calendar)
            if start > dates[dates.count - 1] { dates.append(start) }
        }
        return dates
    }

    /// The timeline of a widget for what the loader found.
    public func timeline(for configuration: WidgetSetup, state: LoadState, now: Date) -> EntryTimeline {
        let modelBuilder = EntryModelBuilder(configuration: configuration, fallback: FallbackTexts.forLocale(systemLocale))
        guard case .ready(let snapshot) = state else {
            let today = CalendarDay(containing: now, in: calendar)
            let entry = DatedEntry(date: now, day: today, model: modelBuilder.model(for: state, on: today))
            let policy: ReloadPolicy = if case .placeholder = state {
                .after(now.addingTimeInterval(Self.retryInterval))
            } else {
                // Only the app can fix a missing or untrusted snapshot; it asks for a reload when it publishes.
                .never
            }
            return EntryTimeline(configuration: configuration, entries: [entry], policy: policy)
        }
        // The kind's section is every entry's only input (and what the app's content hash covers).
        return timeline(
            for: configuration, section: snapshot.section(for: configuration.kind), timeZone: snapshot.timeZone, now: now,
            builder: modelBuilder)
    }

    /// The timeline of a widget for its input: its part, or a load state without one.
    public func timeline(for configuration: WidgetSetup, input: WidgetInput, now: Date) -> EntryTimeline {
        switch input {
        case .state(let state):
            return timeline(for: configuration, state: state, now: now)
        case .part(let part):
            let modelBuilder = EntryModelBuilder(configuration: configuration, fallback: FallbackTexts.forLocale(systemLocale))
            return timeline(for: configuration, section: part.section, timeZone: part.timeZone, now: now, builder: modelBuilder)
        }
    }

    /// The entries drawn from `section`, on the days of `timeZone`.
    private func timeline(
        for configuration: WidgetSetup, section: WidgetSection, timeZone: String, now: Date, builder modelBuilder: EntryModelBuilder
    ) -> EntryTimeline {
        // The loaders let through only zones that are known; the system's calendar is the answer of
        // last resort for an input built some other way.
        let days = DayCalendar(zoneIdentifier: timeZone)?.calendar ?? calendar
        let entries = entryDates(from: now, in: days).map { date in
            let day = CalendarDay(containing: date, in: days)
            return DatedEntry(date: date, day: day, model: modelBuilder.model(for: section, on: day))
        }
        return EntryTimeline(configuration: configuration, entries: entries, policy: .atEnd)
    }
}
