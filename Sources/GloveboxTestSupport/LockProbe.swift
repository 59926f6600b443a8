#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks, without waiting, whether some open file holds the `flock(2)` lock on a path right now.
///
/// It opens the file on a description of its own, so a lock that this very process holds through
/// another descriptor counts as held, just as it does for another process.
public enum LockProbe {
    /// Whether the lock on `path` is held; `false` when there is no such file.
    public static func isHeld(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        // Closing the probe's descriptor also drops the lock if the probe got it.
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Whether the lock on `path` is free, or becomes free within `seconds`.
    ///
    /// A test asking whether a holder let go cannot ask only once: while another test of the same
    /// run spawns a process, the child holds a copy of every descriptor (`O_CLOEXEC` included) from
    /// its fork until its exec, and a lock stays held through any copy of its descriptor. That
    /// borrowed hold lasts microseconds to milliseconds; a real one lasts until its holder closes.
    public static func isReleased(_ path: String, within seconds: Double = 2) -> Bool {
        var waited = 0.0
        while isHeld(path) {
            guard waited < seconds else { return false }
            usleep(10_000)
            waited += 0.01
        }
        return true
    }
}
