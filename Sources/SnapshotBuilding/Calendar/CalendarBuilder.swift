import Foundation
import WidgetContract

/// Builds the calendar file's events from the same facts, translations, masks and deep links as
/// the widgets snapshot: a pure function of its arguments, like ``SnapshotBuilder``.
///
/// One event per open deadline (on its due day) and per maintenance item due on a day; an item due
/// at a distance gets the day the vehicle's distance forecast expects it, as a tentative event
/// that says it is a forecast (or its due date, when that comes first), and none with neither a
/// current forecast nor a due date. Each alarm is on the item's
/// first warning day. Titles are the widgets' labels with the vehicle's name, so the licence plate
/// is masked wherever a user typed it; no amount is ever written, and with the lock on no odometer
/// value either.
///
/// ```swift
/// let feed = CalendarBuilder.build(facts: facts, context: context)
/// try publish(feed.data(stampedAt: context.generatedAt))
/// ```
public enum CalendarBuilder {
    /// The calendar's name, the app's, in every language.
    public static let calendarName = "Glovebox"

    /// The feed of `facts` for `context`.
    public static func build(facts: SnapshotFacts, context: SnapshotContext) -> CalendarFeed {
        let language = context.language
        let formatter = SnapshotFormatter(language: language, userLocale: context.locale)
        let localizer = formatter.localizer
        let facts = facts.isSignedIn ? facts : SnapshotFacts(isSignedIn: false, vehicles: [])
        let parts = SnapshotBuilder.Parts(
            facts: facts, context: context, today: context.today, formatter: formatter,
            scrubber: Scrubber(withheld: facts.withheldTexts))
        // The widgets' labels, masks and links, without what only a widget shows (the vehicles'
        // odometers and economies, each due day written out), which would cost a formatter call each.
        let known = Set(parts.vehiclesById.keys)

        func summary(_ item: String, _ vehicle: String, forecast: Bool) -> String {
            localizer.text(forecast ? .calendarForecastSummary : .calendarEventSummary, ["item": item, "vehicle": vehicle])
        }
        func alarmText(_ summary: String, day: CalendarDay, alarm: CalendarDay) -> String {
            summary + ": " + localizer.dayPhrase(forOffset: min(alarm, day).days(to: day))
        }

        var events: [CalendarEvent] = []
        var seen = Set<String>()
        let deadlinesTitle = localizer.text(.titleDeadlines)
        for deadline in facts.deadlines where known.contains(deadline.vehicleId) && seen.insert(deadline.id).inserted {
            let title = summary(parts.label(of: deadline), parts.vehicleName(deadline.vehicleId), forecast: false)
            let warningFrom = min(deadline.warningFrom, deadline.dueDate)
            events.append(CalendarEvent(
                uid: CalendarEvent.uid(deadlineId: deadline.id), day: deadline.dueDate, alarmDay: warningFrom,
                summary: title, alarmText: alarmText(title, day: deadline.dueDate, alarm: warningFrom),
                category: deadlinesTitle, url: DeepLink.deadline(id: deadline.id).urlString))
        }
        seen = []
        let maintenanceTitle = localizer.text(.titleMaintenance)
        for item in facts.maintenance where known.contains(item.vehicleId) && seen.insert(item.id).inserted {
            let uid = CalendarEvent.uid(maintenanceId: item.id)
            let url = DeepLink.maintenance(vehicleId: item.vehicleId, itemId: item.id).urlString
            let label = parts.scrubber.scrub(item.name)
            let vehicle = parts.vehicleName(item.vehicleId)
            switch item.due {
            case .time(let dueDate, let warningFrom):
                let title = summary(label, vehicle, forecast: false)
                events.append(CalendarEvent(
                    uid: uid, day: dueDate, alarmDay: warningFrom, summary: title,
                    alarmText: alarmText(title, day: dueDate, alarm: warningFrom), category: maintenanceTitle, url: url))
            case .distance(let dueOdometer, _, _, _):
                // Without a current forecast or a due date, an item due at a distance has no day.
                guard let days = item.calendarDays else { continue }
                let title = summary(label, vehicle, forecast: days.isForecast)
                var lines = days.isForecast ? [localizer.text(.calendarForecastNote)] : []
                if !context.isLocked {
                    let unit = parts.vehiclesById[item.vehicleId]?.unit ?? .kilometres
                    lines.insert(localizer.text(.calendarDueAtDistance, ["distance": formatter.distance(dueOdometer, unit: unit)]), at: 0)
                }
                events.append(CalendarEvent(
                    uid: uid, day: days.dueDate, alarmDay: days.warningFrom, summary: title,
                    alarmText: alarmText(title, day: days.dueDate, alarm: days.warningFrom),
                    description: lines.isEmpty ? nil : lines.joined(separator: "\n"), category: maintenanceTitle, url: url,
                    isForecast: days.isForecast))
            }
        }
        return CalendarFeed(name: calendarName, language: language.tag, events: events)
    }
}

