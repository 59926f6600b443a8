#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The clock `GLOVEBOX_NOW` sets: it starts at the pinned instant and moves only while the host
/// waits, by as long as it waited.
///
/// One drawing (`render`, `timeline`, `gallery`) is made at the pinned instant itself, as every
/// `glovebox` command of the same demo is; `watch` then runs on from there in real time, so that
/// its entries still change at their midnights instead of the loop waking for a time that never
/// comes.
public final class PinnedClock: HostClock {
    private let current: Mutex<Date>

    /// A clock that starts at `instant`.
    public init(at instant: Date) {
        self.current = Mutex(instant)
    }

    /// The pinned instant, plus the time slept since.
    public func now() -> Date {
        current.withLock { $0 }
    }

    /// Sleeps the thread for the time from the clock's now to `date`, then stands at `date`.
    public func sleep(until date: Date) {
        let interval = date.timeIntervalSince(now())
        guard interval > 0 else { return }
        ThreadSleep.sleep(for: interval)
        current.withLock { if date > $0 { $0 = date } }
    }
}
