import AppLifecycle

/// When the app publishes besides going to the background: a timer, armed when the interface is
/// mounted and re-armed by every change, publishes once the changes have paused for its delay.
///
/// Going to the background always publishes what changed; the timer is what brings a change to the
/// widgets while the app stays in front. Tests run it on a test clock.
public struct PublishingTriggers: Sendable {
    /// The clock the timer measures on.
    public var clock: any Clock<Duration>
    /// How long after the last change (or the mount) the timer publishes.
    public var delay: Duration

    /// A timer of `delay` on `clock`.
    public init(clock: any Clock<Duration>, delay: Duration) {
        self.clock = clock
        self.delay = delay
    }

    /// Four seconds of the continuous clock.
    public static let standard = PublishingTriggers(
        clock: ContinuousClock(), delay: PublishingSession.defaultPublishDelay)
}
