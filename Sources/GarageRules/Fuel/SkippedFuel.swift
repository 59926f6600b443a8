/// Fill-ups whose quantity no figure counts, and why.
///
/// Every fill-up given to the rule ends up in exactly one place: a counted segment, a `SkippedFuel`, or
/// the pending fills after the last full one. Nothing is dropped silently.
public struct SkippedFuel: Hashable, Sendable {
    /// Why the quantity is not counted.
    public enum Reason: Hashable, Sendable {
        /// No full fill-up came before them in the chain, so the level they started from is unknown:
        /// partial fills before the chain's first full fill, and that first full fill itself (its fuel
        /// replaced what was used before the logbook, or before the chain broke).
        case noKnownLevelBefore
        /// The last fill says the fill-up before it was never recorded: the stretch is left out, not averaged in.
        case missedFillUp
        /// The last fill's odometer is below the previous fill's (`previous`); nothing is measured across it.
        case outOfOdometerOrder(previous: Int)
        /// Two full fill-ups at the same odometer (or, defensively, going backwards): no distance to divide by.
        case nonPositiveDistance(distance: Int)
        /// The last fill's quantity is zero or negative, which no pump sells.
        case nonPositiveVolume

        /// Whether the reason is a fault in the data the user should see, rather than the rule working as meant.
        public var isProblem: Bool {
            switch self {
            case .noKnownLevelBefore, .missedFillUp: false
            case .outOfOdometerOrder, .nonPositiveDistance, .nonPositiveVolume: true
            }
        }
    }

    /// The fills left out, in order; the last one is the fill the reason is about.
    public let fills: [FillUp]
    /// Why.
    public let reason: Reason

    /// Creates a skipped stretch (the rule builds these).
    init(fills: [FillUp], reason: Reason) {
        self.fills = fills
        self.reason = reason
    }
}
