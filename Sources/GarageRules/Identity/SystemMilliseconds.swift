#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The system's wall clock in milliseconds since 1970, read without Foundation's `Date`.
///
/// For ids only (``IdentifierSource/random``): what the app shows and stores as "now" comes from its
/// own clock, which tests and benchmarks pin, while an id's time must move on as ids are made.
enum SystemMilliseconds {
    /// Now; 0 when the clock cannot be read (ids then lose their order, not their randomness).
    static func now() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_REALTIME, &time) == 0, time.tv_sec >= 0 else { return 0 }
        return UInt64(time.tv_sec) * 1_000 + UInt64(time.tv_nsec) / 1_000_000
    }
}
