#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocking the calling thread for a while, as the host's loop waits for its next entry.
///
/// `nanosleep` itself rather than Foundation's `Thread.sleep`, which would link all of Foundation
/// into the widget process (FoundationEssentials has no `Thread`).
enum ThreadSleep {
    /// Sleeps for `seconds` (nothing when it is not positive), resuming after a signal.
    static func sleep(for seconds: Double) {
        guard seconds > 0 else { return }
        // Some 68 years at most (an infinite interval too, which would make no whole number).
        let seconds = min(seconds, Double(Int32.max))
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }
}
