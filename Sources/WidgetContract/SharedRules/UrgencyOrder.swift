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
        items.enumerated()
            .map { (offset: $0.offset, state: $0.element.state(on: day), item: $0.element) }
            .sorted { lhs, rhs in
                if lhs.state != rhs.state || lhs.item.rank != rhs.item.rank {
                    return comesBefore(lhs.state, lhs.item.rank, rhs.state, rhs.item.rank)
                }
                return lhs.offset < rhs.offset
            }
            .map(\.item)
    }
}
