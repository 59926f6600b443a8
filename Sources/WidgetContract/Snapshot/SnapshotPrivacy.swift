/// What the builder left out of a snapshot for privacy.
public struct SnapshotPrivacy: Codable, Hashable, Sendable {
    /// Whether the app lock was on: then every odometer value and money amount is `null`.
    public var locked: Bool

    /// Creates the privacy section.
    public init(locked: Bool) {
        self.locked = locked
    }
}
