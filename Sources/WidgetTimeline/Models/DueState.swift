/// How urgent a dated item is on a given day.
public enum DueState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Before the warning period.
    case normal
    /// From `warningFrom` up to and including the due day.
    case warning
    /// After the due day.
    case overdue
}
