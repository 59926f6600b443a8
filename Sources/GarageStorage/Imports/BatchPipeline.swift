import Dispatch
import Foundation
import Synchronization

/// Overlaps the two halves of a long job: `produce` runs on a thread of its own and hands its items,
/// in order, to `consume` on the calling thread, never more than `capacity` of them ahead.
///
/// Why: an import walks its file to plan and again to store (and, into a vehicle it imported into
/// before, once more to compare what rows meant, on one thread: a walk of probes). In the first two,
/// reading, parsing and checking the rows needs no database while deciding and writing them needs
/// the connection, which stays on one thread. The first half was about a third of the import's time;
/// overlapped on two cores, each walk takes about as long as its database half. The calling thread
/// keeps every object that is not `Sendable` (the store, its connection); what crosses is `Item`
/// and `Outcome`.
///
/// The result is the serial loop's, error for error: `consume` sees the items in the order they were
/// handed; an error `produce` throws is thrown once every item handed before it was consumed; an
/// error `consume` throws stops the producer at its next hand-off (the hand throws) and is thrown once
/// the producer has returned, so no thread outlives the call.
public enum BatchPipeline {
    /// Runs `produce` on a new thread and `consume` here on each item it hands over; returns what
    /// `produce` returned.
    public static func run<Item: Sendable, Outcome: Sendable>(
        capacity: Int = 2,
        produce: @escaping @Sendable (_ hand: (Item) throws -> Void) throws -> Outcome,
        consume: (Item) throws -> Void
    ) throws -> Outcome {
        precondition(capacity > 0, "a pipeline holds at least one item")
        let channel = Channel<Item, Outcome>(capacity: capacity)
        let thread = Thread {
            let outcome = Result { try produce(channel.hand) }
            channel.finish(outcome)
        }
        // The main thread's size on Linux and Darwin: the producer runs the same parsing code the main
        // thread ran before, and a secondary thread's default is smaller (512 KiB on Darwin).
        thread.stackSize = 8 << 20
        thread.start()
        while true {
            switch channel.next() {
            case .item(let item):
                do {
                    try consume(item)
                } catch {
                    channel.cancel()
                    // Until the producer has stopped: what it handed meanwhile is dropped.
                    while case .item = channel.next() {}
                    throw error
                }
            case .end(let outcome):
                return try outcome.get()
            }
        }
    }

    /// What the producer puts in the channel: an item, then its end.
    private enum Entry<Item: Sendable, Outcome: Sendable>: Sendable {
        case item(Item)
        case end(Result<Outcome, any Error>)
    }

    /// The producer's hand was refused: the consumer stopped.
    private struct Stopped: Error {}

    /// A bounded queue between the two threads: `free` counts the places left, `filled` the entries
    /// waiting (the end takes no place, so a producer never waits to finish).
    private final class Channel<Item: Sendable, Outcome: Sendable>: Sendable {
        private struct State {
            var entries: [Entry<Item, Outcome>] = []
            var stopped = false
        }

        private let state = Mutex(State())
        private let free: DispatchSemaphore
        private let filled = DispatchSemaphore(value: 0)

        init(capacity: Int) {
            free = DispatchSemaphore(value: capacity)
        }

        /// On the producer's thread: waits for a place, then queues `item`; throws once the consumer stopped.
        func hand(_ item: Item) throws {
            // A producer that handed again after being refused would wait for a place no one frees.
            if state.withLock({ $0.stopped }) { throw Stopped() }
            free.wait()
            let stopped = state.withLock { state in
                if !state.stopped { state.entries.append(.item(item)) }
                return state.stopped
            }
            if stopped { throw Stopped() }
            filled.signal()
        }

        /// On the producer's thread, last: queues its outcome.
        func finish(_ outcome: Result<Outcome, any Error>) {
            state.withLock { $0.entries.append(.end(outcome)) }
            filled.signal()
        }

        /// On the consumer's thread: the next entry, waiting for it; frees its place.
        func next() -> Entry<Item, Outcome> {
            filled.wait()
            let entry = state.withLock { $0.entries.removeFirst() }
            if case .item = entry { free.signal() }
            return entry
        }

        /// On the consumer's thread: refuses every later hand, and wakes a producer waiting for a place.
        func cancel() {
            state.withLock { $0.stopped = true }
            free.signal()
        }
    }
}
