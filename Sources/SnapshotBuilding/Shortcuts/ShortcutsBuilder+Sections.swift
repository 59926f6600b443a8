import ShortcutsContract
import WidgetContract

extension ShortcutsBuilder {
    /// The widgets builder's sections, from which each vehicle's one answer per question is taken.
    struct Sections {
        /// Maintenance items in the urgency order on the day of the build.
        let maintenance: [SnapshotMaintenance]
        /// Open deadlines in the urgency order on the day of the build.
        let deadlines: [SnapshotDeadline]
        /// Spend for all vehicles and for each vehicle.
        let spend: [SnapshotSpend]

        /// The vehicle's most urgent item: a day to count to, or a fixed distance
        /// label (absent when the lock is on).
        func nextMaintenance(of vehicleId: String) -> ShortcutDue? {
            guard let item = maintenance.first(where: { $0.vehicleId == vehicleId }) else { return nil }
            switch item.due {
            case .time(let dueDate, let dueDateLabel, _):
                return ShortcutDue(label: item.label, dueDate: dueDate, dueDateLabel: dueDateLabel, distanceLabel: nil)
            case .distance(let label, _, _):
                return ShortcutDue(label: item.label, dueDate: nil, dueDateLabel: nil, distanceLabel: label)
            }
        }

        /// The vehicle's most urgent open deadline (an overdue one before one due soon).
        func nextDeadline(of vehicleId: String) -> ShortcutDue? {
            guard let deadline = deadlines.first(where: { $0.vehicleId == vehicleId }) else { return nil }
            return ShortcutDue(
                label: deadline.label, dueDate: deadline.dueDate, dueDateLabel: deadline.dueDateLabel,
                distanceLabel: nil)
        }

        /// This month's spend on the vehicle in the home currency, as the spend widget shows it,
        /// complete when this month's expenses all had a rate (what earlier months lack is not said).
        ///
        /// A vehicle without spend facts (facts stated by hand, not by the rules) gets the
        /// month with no total, which the reader answers with "open Glovebox".
        func monthSpend(of vehicleId: String, today: CalendarDay, formatter: SnapshotFormatter) -> ShortcutSpend {
            let month = today.calendarMonth
            guard let entry = spend.first(where: { $0.vehicleId == vehicleId }) else {
                return ShortcutSpend(
                    month: month, monthLabel: formatter.monthInSentence(month), totalLabel: nil, isComplete: true,
                    validUntil: month.adding(months: 1).firstDay)
            }
            return ShortcutSpend(
                // Said inside a sentence ("gastados en noviembre de 2026"), so not capitalized.
                month: month, monthLabel: formatter.monthInSentence(month), totalLabel: entry.totalLabel,
                isComplete: entry.isCurrentMonthComplete, validUntil: entry.validUntil)
        }
    }
}
