#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The host's clock: what time it is, and waiting until a later time.
///
/// The watch loop only ever asks this, so that a test can run days of a timeline in an instant.
public protocol HostClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// Returns at `date` or soon after (at once if it has passed).
    func sleep(until date: Date)
}

/// The wall clock.
public struct SystemClock: HostClock {
    /// Creates the wall clock.
    public init() {}

    /// The wall clock's time.
    public func now() -> Date { Date() }

    /// Sleeps the thread until `date`.
    public func sleep(until date: Date) {
        ThreadSleep.sleep(for: date.timeIntervalSinceNow)
    }
}

/// A clock that stands still until it is told to sleep, and then jumps to the time it was told.
public final class ManualClock: HostClock {
    private let current: Mutex<Date>
    /// Called on each `sleep`, after the jump; tests use it to append requests "while" the host waits.
    private let onSleep: (@Sendable (Date) -> Void)?

    /// A clock that starts at `start`.
    public init(start: Date, onSleep: (@Sendable (Date) -> Void)? = nil) {
        self.current = Mutex(start)
        self.onSleep = onSleep
    }

    /// The time the clock stands at.
    public func now() -> Date {
        current.withLock { $0 }
    }

    /// Jumps to `date` at once (never backwards), then tells the `onSleep` callback.
    public func sleep(until date: Date) {
        let reached = current.withLock { current -> Date in
            if date > current { current = date }
            return current
        }
        onSleep?(reached)
    }

    /// Moves the clock forward.
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
