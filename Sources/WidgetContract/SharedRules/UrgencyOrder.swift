/// The one order of deadlines and maintenance items, wherever a list of them is shown.
///
/// The most urgent state on the day comes first (overdue, then warning, then normal); within a
/// state, the app's `rank`. The app ranks every deadline and maintenance item together in the
/// urgency order of the logbook's rules on the day it builds the snapshot (the order `glovebox
/// status` prints: state, then due or projected day, then distance left, then title), and writes
/// each list in that order; on the day of the build this rule gives exactly that order back.
/// The widget applies it on each day of its timeline, because states move on at midnight
/// without the app: an item whose warning period starts on Thursday moves above the items that
/// are still normal on Thursday, and a list of deadlines and a list of maintenance items merge
/// into one order (the vehicle widget) with no guess about which of two kinds comes first.
public enum UrgencyOrder {
    /// Whether an item in `lhsState` with `lhsRank` is listed before one in `rhsState` with `rhsRank`.
    public static func comesBefore(
        _ lhsState: DueState, _ lhsRank: Int, _ rhsState: DueState, _ rhsRank: Int
    ) -> Bool {
        if lhsState != rhsState { return lhsState.urgency > rhsState.urgency }
        return lhsRank < rhsRank
    }

    /// `items` in this order on `day`; items of equal state and rank keep their order.
    public static func sorted<Item: RankedDueItem>(_ items: some Sequence<Item>, on day: CalendarDay) -> [Item] {
        // Positions are sorted, each item's state and rank taken once: items are large to move about.
        let items = Array(items)
        let keys = items.map { (state: $0.state(on: day), rank: $0.rank) }
        return keys.indices.sorted { lhs, rhs in
            if keys[lhs].state != keys[rhs].state || keys[lhs].rank != keys[rhs].rank {
                return comesBefore(keys[lhs].state, keys[lhs].rank, keys[rhs].state, keys[rhs].rank)
            }
            return lhs < rhs
        }.map { items[$0] }
    }
}
