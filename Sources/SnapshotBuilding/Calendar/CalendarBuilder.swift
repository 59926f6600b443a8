import Foundation
import WidgetContract

/// Builds the calendar file's events from the same facts, translations, masks and deep links as
/// the widgets snapshot: a pure function of its arguments, like ``SnapshotBuilder``.
///
/// One event per open deadline (on its due day) and per maintenance item due on a day; an item due
/// at a distance gets the day the vehicle's distance forecast expects it, as a tentative event
/// that says it is a forecast, and none without a current forecast. Each alarm is on the item's
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
        let known = Set(parts.vehicles().map(\.id))

        func summary(_ item: String, _ vehicle: String, forecast: Bool) -> String {
            localizer.text(forecast ? .calendarForecastSummary : .calendarEventSummary, ["item": item, "vehicle": vehicle])
        }
        func alarmText(_ summary: String, day: CalendarDay, alarm: CalendarDay) -> String {
            summary + ": " + localizer.dayPhrase(forOffset: min(alarm, day).days(to: day))
        }

        var events: [CalendarEvent] = []
        for deadline in parts.deadlines(knownVehicles: known) {
            let title = summary(deadline.label, deadline.vehicleName, forecast: false)
            events.append(CalendarEvent(
                uid: CalendarEvent.uid(deadlineId: deadline.id), day: deadline.dueDate, alarmDay: deadline.warningFrom,
                summary: title, alarmText: alarmText(title, day: deadline.dueDate, alarm: deadline.warningFrom),
                category: localizer.text(.titleDeadlines), url: deadline.url))
        }
        let itemFacts = Dictionary(facts.maintenance.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for item in parts.maintenance(knownVehicles: known) {
            let uid = CalendarEvent.uid(maintenanceId: item.id)
            let category = localizer.text(.titleMaintenance)
            switch item.due {
            case .time(let dueDate, _, let warningFrom):
                let title = summary(item.label, item.vehicleName, forecast: false)
                events.append(CalendarEvent(
                    uid: uid, day: dueDate, alarmDay: warningFrom, summary: title,
                    alarmText: alarmText(title, day: dueDate, alarm: warningFrom), category: category, url: item.url))
            case .distance:
                guard let facts = itemFacts[item.id], let forecast = facts.forecast else { continue }
                let title = summary(item.label, item.vehicleName, forecast: true)
                var description = localizer.text(.calendarForecastNote)
                if !context.isLocked, case .distance(let dueOdometer, _, _, _) = facts.due {
                    let unit = parts.vehiclesById[item.vehicleId]?.unit ?? .kilometres
                    description = localizer.text(.calendarDueAtDistance, ["distance": formatter.distance(dueOdometer, unit: unit)])
                        + "\n" + description
                }
                events.append(CalendarEvent(
                    uid: uid, day: forecast.dueDate, alarmDay: forecast.warningFrom, summary: title,
                    alarmText: alarmText(title, day: forecast.dueDate, alarm: forecast.warningFrom),
                    description: description, category: category, url: item.url, isForecast: true))
            }
        }
        return CalendarFeed(name: calendarName, language: language.tag, events: events)
    }
}

