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
    ///
    /// Made each time it is asked for, and only then: a timeline drawn from a snapshot counts its
    /// days in the snapshot's zone.
    public var calendar: Calendar { systemCalendar() }
    /// How ``calendar`` is made.
    private let systemCalendar: @Sendable () -> Calendar
    /// The system's locale, which chooses the built-in texts shown without a trusted snapshot.
    ///
    /// Made each time it is asked for, and only then: a timeline drawn from a snapshot shows the
    /// snapshot's texts, and a cold widget process need not make a locale it does not show.
    public var systemLocale: Locale { systemLocaleMaker() }
    /// How ``systemLocale`` is made.
    private let systemLocaleMaker: @Sendable () -> Locale

    /// Creates a builder; `calendar` and `systemLocale` are asked for only when a timeline needs them.
    public init(
        calendar: @autoclosure @escaping @Sendable () -> Calendar, systemLocale: @autoclosure @escaping @Sendable () -> Locale
    ) {
        self.systemCalendar = calendar
        self.systemLocaleMaker = systemLocale
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
        timeline(for: configuration, state: state, now: now, through: .lastMidnight)
    }

    /// The timeline of a widget for its input: its part, or a load state without one.
    public func timeline(for configuration: WidgetSetup, input: WidgetInput, now: Date) -> EntryTimeline {
        timeline(for: configuration, input: input, now: now, through: .lastMidnight)
    }

    /// What the widget shows at `now`: its timeline's first entry, built alone.
    ///
    /// Drawing one instant (`render`, the status bars) needs neither the coming midnights nor
    /// their days' models: at fifty vehicles those were about a tenth of a cold render's
    /// instructions. The entry is made by the very code that makes the timeline's first entry.
    public func entry(for configuration: WidgetSetup, input: WidgetInput, now: Date) -> DatedEntry {
        // Never empty: every timeline starts with an entry for `now`.
        timeline(for: configuration, input: input, now: now, through: .now).entries[0]
    }

    /// What the widget shows at `now` for what the loader found; see ``entry(for:input:now:)``.
    public func entry(for configuration: WidgetSetup, state: LoadState, now: Date) -> DatedEntry {
        timeline(for: configuration, state: state, now: now, through: .now).entries[0]
    }

    /// How far a timeline is built.
    private enum Reach {
        /// The entry for now alone.
        case now
        /// The entry for now and one for each of the next ``midnightCount`` midnights.
        case lastMidnight
    }

    private func timeline(for configuration: WidgetSetup, input: WidgetInput, now: Date, through reach: Reach) -> EntryTimeline {
        switch input {
        case .state(let state):
            return timeline(for: configuration, state: state, now: now, through: reach)
        case .part(let part):
            // A part always has a section to show: the fallback texts are never asked for.
            return timeline(
                for: configuration, section: part.section, timeZone: part.timeZone, now: now, through: reach,
                builder: modelBuilder(for: configuration))
        }
    }

    /// The model builder of a configuration, whose fallback texts are in the system's language.
    private func modelBuilder(for configuration: WidgetSetup) -> EntryModelBuilder {
        EntryModelBuilder(configuration: configuration, fallback: FallbackTexts.forLocale(systemLocale))
    }

    private func timeline(for configuration: WidgetSetup, state: LoadState, now: Date, through reach: Reach) -> EntryTimeline {
        let models = modelBuilder(for: configuration)
        guard case .ready(let snapshot) = state else {
            let today = CalendarDay(containing: now, in: calendar)
            let entry = DatedEntry(date: now, day: today, model: models.model(for: state, on: today))
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
            through: reach, builder: models)
    }

    /// The entries drawn from `section`, on the days of `timeZone`.
    private func timeline(
        for configuration: WidgetSetup, section: WidgetSection, timeZone: String, now: Date, through reach: Reach,
        builder modelBuilder: EntryModelBuilder
    ) -> EntryTimeline {
        // The loaders let through only zones that are known; the system's calendar is the answer of
        // last resort for an input built some other way.
        let days = DayCalendar(zoneIdentifier: timeZone)?.calendar ?? calendar
        let dates = switch reach {
        case .now: [now]
        case .lastMidnight: entryDates(from: now, in: days)
        }
        let entries = dates.map { date in
            let day = CalendarDay(containing: date, in: days)
            return DatedEntry(date: date, day: day, model: modelBuilder.model(for: section, on: day))
        }
        return EntryTimeline(configuration: configuration, entries: entries, policy: .atEnd)
    }
}
