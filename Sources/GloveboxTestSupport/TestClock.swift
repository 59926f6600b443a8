import Synchronization

/// A clock whose time moves only when a test calls ``advance(by:)``.
///
/// A task sleeping until an instant that ``advance(by:)`` reaches is resumed; a task that asks
/// to sleep until an instant already passed returns at once. Nothing ever waits on real time,
/// so a test of a 4-second timer takes no time at all and cannot flake.
///
/// ```swift
/// let clock = TestClock()
/// let deadline = clock.now.advanced(by: .seconds(4))
/// Task { try await clock.sleep(until: deadline); fire() }
/// clock.advance(by: .seconds(4))   // the task wakes
/// ```
public final class TestClock: Clock, Sendable {
    /// A point on the test clock: the time advanced since the clock was made.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock's start.
        public var offset: Duration

        /// An instant at an offset from the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Orders instants by their offset.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, for test failure messages.
        public var description: String { "TestClock.Instant(\(offset))" }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
    }

    private let state = Mutex(State())

    /// A clock at offset zero.
    public init() {}

    /// The clock's current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// The clock resolves any duration exactly.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until ``advance(by:)`` reaches `deadline`; throws `CancellationError` when cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Checking cancellation under the lock closes the window in which the handler
                // below runs before the sleeper is registered and so finds nothing to resume.
                let resumeNow = state.withLock { state -> Bool in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Moves time forward and wakes every task whose deadline has been reached, earliest first.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a test clock cannot go back in time")
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let ready = state.sleepers.filter { $0.value.deadline <= now }
            for id in ready.keys { state.sleepers.removeValue(forKey: id) }
            return ready.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
