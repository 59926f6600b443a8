/// An odometer value carried by an expense or a service, and whether the user marked it a correction.
public struct OdometerMark: Hashable, Codable, Sendable {
    /// The odometer value in the vehicle's distance unit.
    public var value: Int
    /// Whether the user said this value corrects earlier readings (it is then accepted even if lower).
    public var isCorrection: Bool

    /// Creates a mark.
    public init(value: Int, isCorrection: Bool = false) {
        self.value = value
        self.isCorrection = isCorrection
    }
}
