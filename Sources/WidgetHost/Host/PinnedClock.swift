import Foundation

/// The clock `GLOVEBOX_NOW` sets: it starts at the pinned instant and moves only while the host
/// waits, by as long as it waited.
///
/// One drawing (`render`, `timeline`, `gallery`) is made at the pinned instant itself, as every
/// `glovebox` command of the same demo is; `watch` then runs on from there in real time, so that
/// its entries still change at their midnights instead of the loop waking for a time that never
/// comes.
public final class PinnedClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock that starts at `instant`.
    public init(at instant: Date) {
        self.current = instant
    }

    /// The pinned instant, plus the time slept since.
    public func now() -> Date {
        lock.withLock { current }
    }

    /// Sleeps the thread for the time from the clock's now to `date`, then stands at `date`.
    public func sleep(until date: Date) {
        let interval = date.timeIntervalSince(now())
        guard interval > 0 else { return }
        Thread.sleep(forTimeInterval: interval)
        lock.withLock { if date > current { current = date } }
    }
}
