/// An item whose rank can be set: the app ranks items, a section renumbers them.
public protocol RankAssignable {
    /// The item's rank.
    var rank: Int { get set }
}

extension SnapshotDeadline: RankAssignable {}
extension SnapshotMaintenance: RankAssignable {}
