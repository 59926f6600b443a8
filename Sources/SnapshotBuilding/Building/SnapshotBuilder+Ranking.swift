import WidgetContract

extension SnapshotBuilder.Parts {
    /// The deadlines and maintenance items of known vehicles in one urgency order, ranked 0, 1,
    /// 2 … across both lists, and each list written in that order.
    ///
    /// The order is ``UrgencyOrder`` on the day of the build with the rules' ranks, so each list
    /// is exactly what a widget shows that day, and the widget, applying the same rule on later
    /// days, moves an item up when its state moves on. Facts stated without a rank follow every
    /// ranked item of their state: deadlines by due day, then maintenance in the order given.
    func rankedItems(knownVehicles: Set<String>) -> (deadlines: [SnapshotDeadline], maintenance: [SnapshotMaintenance]) {
        let items = deadlines(knownVehicles: knownVehicles).map(DueItem.deadline)
            + maintenance(knownVehicles: knownVehicles).map(DueItem.maintenance)
        var deadlines: [SnapshotDeadline] = []
        var maintenance: [SnapshotMaintenance] = []
        for (rank, item) in UrgencyOrder.sorted(items, on: today).enumerated() {
            switch item {
            case .deadline(var deadline):
                deadline.rank = rank
                deadlines.append(deadline)
            case .maintenance(var entry):
                entry.rank = rank
                maintenance.append(entry)
            }
        }
        return (deadlines, maintenance)
    }
}
