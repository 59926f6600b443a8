import Dispatch

/// Runs an actor's jobs one at a time on a dispatch queue of its own: off the main thread, and off
/// the cooperative pool that every task shares, so that the actor may block on SQLite, `fsync`
/// and `flock` without holding up the interface or the other tasks.
///
/// A blocked cooperative thread is a thread less for every task of the process (the pool has one
/// per core); a blocked queue of one's own costs nothing but itself. So the app core's actor
/// (``AppSessionActor``) runs here, as GRDB's database queues run on theirs.
final class BlockingWorkExecutor: SerialExecutor {
    private let queue: DispatchQueue

    /// An executor over a new serial queue named `label`.
    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async {
            job.runSynchronously(on: self.asUnownedSerialExecutor())
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
