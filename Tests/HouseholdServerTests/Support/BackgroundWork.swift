import Foundation
import Synchronization

/// Work started at once on a thread of its own, whose result a test awaits later.
///
/// libpq blocks its thread while the server holds a statement on a lock. The work must start now,
/// not when a task gets scheduled: the tests share two or so cooperative threads, and a test that
/// holds a transaction open until its second connection blocks would otherwise wait for a thread
/// that other tests are busy with.
final class BackgroundWork<T: Sendable>: Sendable {
    private let state = Mutex<(result: Result<T, any Error>?, waiter: CheckedContinuation<Result<T, any Error>, Never>?)>((nil, nil))

    /// Starts `body` on a new thread.
    init(_ body: @escaping @Sendable () throws -> T) {
        Thread { [self] in
            let result = Result { try body() }
            let waiter = state.withLock { state -> CheckedContinuation<Result<T, any Error>, Never>? in
                state.result = result
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: result)
        }.start()
    }

    /// The work's result, once it has finished.
    func result() async -> Result<T, any Error> {
        await withCheckedContinuation { continuation in
            let finished = state.withLock { state -> Result<T, any Error>? in
                if state.result == nil { state.waiter = continuation }
                return state.result
            }
            if let finished { continuation.resume(returning: finished) }
        }
    }
}
