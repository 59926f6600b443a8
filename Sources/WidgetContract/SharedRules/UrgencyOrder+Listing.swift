extension UrgencyOrder {
    /// The items that hold one of the first `capacity` places of this order on some day, in their
    /// order in `items`.
    ///
    /// A widget part carries only these (see ``WidgetPart``), so that what a list widget reads does
    /// not grow with the garage, while the widget still draws exactly what the whole list would give
    /// on every day it may be shown: on any day, the first `capacity` items of the whole list are
    /// among these, and they come first among these too (the order compares two items alone, so
    /// leaving others out moves nobody ahead of them).
    ///
    /// An item's state only changes on its `warningFrom` and on the day after its due day (a
    /// distance item's never changes without the app), so the order is the same on every day
    /// between two such days: looking at each of those days, and at one day before all of them,
    /// covers every day there is, before or after the build.
    public static func everListed(_ items: [DueItem], capacity: Int) -> [DueItem] {
        guard items.count > capacity else { return items }
        let changeDays = Set(items.flatMap(\.stateChangeDays)).sorted()
        // A list with no dated item is in one order for ever; any day stands for all.
        let days = changeDays.first.map { [$0.adding(days: -1)] + changeDays } ?? [CalendarDay(year: 2000, month: 1, day: 1)!]
        var listed = Set<Int>()
        var first: [(index: Int, state: DueState)] = []
        first.reserveCapacity(capacity + 1)
        for day in days {
            // The first `capacity` places of `sorted(_:on:)`'s order, kept in a short sorted buffer
            // (a fleet's list times a thousand days would make whole sorts the publish's largest cost):
            // the rule (``comesBefore``), then the list's order, which the scan in order keeps.
            first.removeAll(keepingCapacity: true)
            for index in items.indices {
                let state = items[index].state(on: day)
                func before(_ other: (index: Int, state: DueState)) -> Bool {
                    comesBefore(state, items[index].rank, other.state, items[other.index].rank)
                }
                if first.count == capacity, let last = first.last, !before(last) { continue }
                let place = first.firstIndex(where: before) ?? first.count
                first.insert((index, state), at: place)
                if first.count > capacity { first.removeLast() }
            }
            for entry in first { listed.insert(entry.index) }
        }
        return items.indices.filter(listed.contains).map { items[$0] }
    }
}

extension DueItem {
    /// The days on which the item's state changes: its warning's first day and the day after it is
    /// due; none for an item due at a distance, whose state only the app changes.
    var stateChangeDays: [CalendarDay] {
        switch self {
        case .deadline(let deadline): [deadline.warningFrom, deadline.dueDate.adding(days: 1)]
        case .maintenance(let item):
            switch item.due {
            case .time(let dueDate, _, let warningFrom): [warningFrom, dueDate.adding(days: 1)]
            case .distance: []
            }
        }
    }
}
