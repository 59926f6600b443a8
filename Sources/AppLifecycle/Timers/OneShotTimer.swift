/// A timer that runs an action once, after a delay measured on an injected clock.
///
/// The deadline is fixed when the timer is armed, not when its task first runs, so a test clock
/// advanced right after arming still wakes it. Cancelling stops the action if it has not begun;
/// either way the action is told at the end whether the timer fired.
struct OneShotTimer: Sendable {
    private let task: Task<Void, Never>
    private let isDueCheck: @Sendable () -> Bool

    /// Arms a timer on any clock that measures in `Duration`; `action(true)` runs when it fires,
    /// `action(false)` when it was cancelled first.
    init<C: Clock>(clock: C, delay: Duration, action: @escaping @Sendable (_ fired: Bool) async -> Void)
    where C.Duration == Duration {
        let deadline = clock.now.advanced(by: delay)
        task = Task {
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                await action(false)
                return
            }
            await action(!Task.isCancelled)
        }
        isDueCheck = { clock.now >= deadline }
    }

    /// Whether the clock has reached the deadline.
    var isDue: Bool { isDueCheck() }

    /// Whether the timer was cancelled.
    var isCancelled: Bool { task.isCancelled }

    /// Stops the timer; an action already running finishes.
    func cancel() {
        task.cancel()
    }

    /// Waits for the timer's task to end.
    func finished() async {
        await task.value
    }
}
