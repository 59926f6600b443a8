import Foundation
import Synchronization

/// Hybrid logical clock values for test writes: `(milliseconds << 16) | counter` from a pinned
/// instant (2026-01-01T00:00:00Z), one higher on every call, so that each write is newer than the
/// last whatever the machine's clock says.
enum PinnedClock {
    /// 2026-01-01T00:00:00Z in Unix milliseconds, shifted into the clock's physical part.
    static let base: Int64 = 1_767_225_600_000 << 16

    private static let counter = Mutex<Int64>(0)

    /// The next clock value.
    static func next() -> Int64 {
        base + counter.withLock { value in
            value += 1
            return value
        }
    }

    /// A clock value far ahead of any server's (the year 2200).
    static let farFuture: Int64 = 7_258_118_400_000 << 16
}
