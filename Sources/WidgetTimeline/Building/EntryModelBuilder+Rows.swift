import WidgetContract

extension EntryModelBuilder {
    /// A deadline as a row on `day`.
    func deadlineRow(_ deadline: SnapshotDeadline, on day: CalendarDay, phrases: DayPhrases) -> DueRow {
        let due = DueEvaluation(
            dueDate: deadline.dueDate, dueDateLabel: deadline.dueDateLabel,
            warningFrom: deadline.warningFrom, on: day, phrases: phrases)
        return DueRow(
            id: deadline.id, title: deadline.label, vehicleName: deadline.vehicleName,
            dueText: .plain(due.text), state: due.state, link: deadline.url)
    }

    /// A maintenance item as a row on `day`.
    func maintenanceRow(_ item: SnapshotMaintenance, on day: CalendarDay, phrases: DayPhrases) -> DueRow {
        let text: DisplayText
        switch item.due {
        case .time(let dueDate, let dueDateLabel, let warningFrom):
            let due = DueEvaluation(
                dueDate: dueDate, dueDateLabel: dueDateLabel, warningFrom: warningFrom, on: day, phrases: phrases)
            text = .plain(due.text)
        case .distance(let label, _, _):
            // A night adds no kilometres: the app's label and flags stand until it publishes again.
            text = .sensitive(label)
        }
        return DueRow(
            id: item.id, title: item.label, vehicleName: item.vehicleName, dueText: text,
            state: item.state(on: day), link: item.url)
    }

    /// A deadline or a maintenance item as a row on `day`.
    func row(_ item: DueItem, on day: CalendarDay, phrases: DayPhrases) -> DueRow {
        switch item {
        case .deadline(let deadline): deadlineRow(deadline, on: day, phrases: phrases)
        case .maintenance(let entry): maintenanceRow(entry, on: day, phrases: phrases)
        }
    }
}
