/// A deadline or a maintenance item, so that one list can hold both (the vehicle widget's rows,
/// the app's ranking of every item together).
public enum DueItem: Hashable, Sendable, RankedDueItem {
    /// A deadline.
    case deadline(SnapshotDeadline)
    /// A maintenance item.
    case maintenance(SnapshotMaintenance)

    /// The item's rank.
    public var rank: Int {
        switch self {
        case .deadline(let deadline): deadline.rank
        case .maintenance(let item): item.rank
        }
    }

    /// The item's state on `day`.
    public func state(on day: CalendarDay) -> DueState {
        switch self {
        case .deadline(let deadline): deadline.state(on: day)
        case .maintenance(let item): item.state(on: day)
        }
    }
}
