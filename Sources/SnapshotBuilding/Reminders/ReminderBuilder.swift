import GarageRules
import WidgetContract

/// Builds the reminders of a dashboard: one per deadline and maintenance item the rules say is not
/// ok, in the rules' urgency order, with the widgets' labels, masks, day phrases and deep links.
/// A pure function of its arguments, like ``CalendarBuilder``.
///
/// ```swift
/// for reminder in ReminderBuilder.build(dashboard: dashboard, context: context) { send(reminder) }
/// ```
public enum ReminderBuilder {
    /// The reminders of `dashboard` for `context` (its language, plate masks and lock).
    public static func build(dashboard: Dashboard, context: SnapshotContext) -> [Reminder] {
        let facts = SnapshotFacts(dashboard: dashboard)
        guard facts.isSignedIn else { return [] }
        let formatter = SnapshotFormatter(language: context.language, userLocale: context.locale)
        let localizer = formatter.localizer
        let today = dashboard.today
        let parts = SnapshotBuilder.Parts(
            facts: facts, context: context, today: today, formatter: formatter, scrubber: Scrubber(withheld: facts.withheldTexts))

        func stateWord(_ state: ReminderState) -> String {
            switch state {
            case .dueSoon: localizer.text(.reminderDueSoon)
            case .due: localizer.text(.reminderDue)
            case .overdue: localizer.text(.overdue)
            }
        }
        func phrase(_ day: CalendarDay) -> String { localizer.dayPhrase(forOffset: today.days(to: day)) }

        return dashboard.alerts().compactMap { alert -> Reminder? in
            guard let state = ReminderState(alert, today: today) else { return nil }
            let vehicle = parts.vehicleName(alert.vehicleID.rawValue)
            switch alert.subject {
            case .deadline(let deadline):
                let title = localizer.text(.calendarEventSummary, ["item": parts.label(of: DeadlineFacts(deadline)), "vehicle": vehicle])
                return Reminder(
                    subject: "deadline:\(deadline.id.rawValue)", state: state, due: "day:\(deadline.dueDate)", title: title,
                    body: stateWord(state) + " · " + phrase(deadline.dueDate),
                    url: DeepLink.deadline(id: deadline.id.rawValue).urlString)
            case .maintenance(let status):
                let item = status.item
                let title = localizer.text(.calendarEventSummary, ["item": parts.scrubber.scrub(item.name), "vehicle": vehicle])
                var when: [String] = []
                if status.basis == .distance, let dueOdometer = status.dueOdometer {
                    // Any distance would let the odometer be worked out: locked, only days are told.
                    if let projected = status.projectedDate {
                        when.append(localizer.text(.reminderForecast, ["when": phrase(projected)]))
                    } else if let dueDate = status.dueDate {
                        when.append(phrase(dueDate))
                    }
                    if !context.isLocked {
                        let unit = OdometerUnit(status.distanceUnit)
                        // The distance by the reading itself: the forecast may already call it overdue.
                        if let remaining = status.remainingDistance {
                            when.append(formatter.distanceLabel(remaining: remaining, unit: unit, isOverdue: remaining < 0))
                        }
                        when.append(localizer.text(.calendarDueAtDistance, ["distance": formatter.distance(dueOdometer, unit: unit)]))
                        if let current = status.currentOdometer {
                            when.append(localizer.text(.reminderOdometer, ["distance": formatter.distance(current, unit: unit)]))
                        }
                    }
                } else if let dueDate = status.dueDate {
                    when.append(phrase(dueDate))
                }
                let due = [status.dueDate.map { "day:\($0)" }, status.dueOdometer.map { "odometer:\($0)" }]
                    .compactMap { $0 }.joined(separator: " ")
                return Reminder(
                    subject: "maintenance:\(item.id.rawValue)", state: state, due: due, title: title,
                    body: ([stateWord(state)] + when).joined(separator: " · "),
                    url: DeepLink.maintenance(vehicleId: item.vehicleID.rawValue, itemId: item.id.rawValue).urlString)
            }
        }
    }

    /// The message `glovebox remind test` sends, in the language of `context`.
    public static func testMessage(context: SnapshotContext) -> (title: String, body: String) {
        let localizer = SnapshotFormatter(language: context.language, userLocale: context.locale).localizer
        return (CalendarBuilder.calendarName, localizer.text(.reminderTest))
    }
}
