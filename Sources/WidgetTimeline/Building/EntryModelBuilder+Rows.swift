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
        let state: DueState
        switch item.due {
        case .time(let dueDate, let dueDateLabel, let warningFrom):
            let due = DueEvaluation(
                dueDate: dueDate, dueDateLabel: dueDateLabel, warningFrom: warningFrom, on: day, phrases: phrases)
            text = .plain(due.text)
            state = due.state
        case .distance(let label, let isWarning, let isOverdue):
            // A night adds no kilometres: the app's label and flags stand until it publishes again.
            text = .sensitive(label)
            state = isOverdue ? .overdue : isWarning ? .warning : .normal
        }
        return DueRow(
            id: item.id, title: item.label, vehicleName: item.vehicleName, dueText: text,
            state: state, link: item.url)
    }

    /// The maintenance items to list: a named vehicle's in the app's order; for all vehicles,
    /// each vehicle's next item first (the first of its run), then the rest.
    static func maintenanceOrder(_ snapshot: WidgetsSnapshot, vehicle: SnapshotVehicle?) -> [SnapshotMaintenance] {
        if let vehicle {
            return snapshot.maintenance.filter { $0.vehicleId == vehicle.id }
        }
        var seen = Set<String>()
        var next: [SnapshotMaintenance] = []
        var later: [SnapshotMaintenance] = []
        for item in snapshot.maintenance {
            if seen.insert(item.vehicleId).inserted { next.append(item) } else { later.append(item) }
        }
        return next + later
    }
}
