/// A deadline or maintenance item of the snapshot: it has a state on each day and a rank.
public protocol RankedDueItem {
    /// The item's place in the app's urgency order on the day of the build (0 first).
    var rank: Int { get }
    /// How urgent the item is on `day`.
    func state(on day: CalendarDay) -> DueState
}
