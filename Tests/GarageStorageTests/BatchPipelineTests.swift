import Foundation
import GloveboxTestSupport
import Synchronization
import Testing
@testable import GarageStorage

/// `BatchPipeline` does what the serial loop it replaces does — the same items consumed, in order,
/// the same error thrown, the same outcome — on random runs whose producer or consumer may fail at
/// any item; never lets the producer run more than `capacity` ahead; consumes on the calling thread;
/// and returns, with its producer stopped, when the consumer fails while the producer would go on
/// for ever.
@Suite(.timeLimit(.minutes(1))) struct BatchPipelineTests {
    /// Who failed at which item.
    enum Failure: Error, Equatable {
        case producer(at: Int)
        case consumer(at: Int)
        /// Any other error: the pipeline's own, which it must never throw.
        case unexpected(String)
    }

    /// One run: how many items, how far ahead the producer may go, who fails where, and pauses that
    /// let either side run ahead.
    struct Run: CustomStringConvertible {
        var count: Int
        var capacity: Int
        var producerFailsAt: Int?
        var consumerFailsAt: Int?
        var producerPauses: Set<Int>
        var consumerPauses: Set<Int>
        var description: String {
            "\(count) items, capacity \(capacity), producer fails at \(producerFailsAt.map(String.init) ?? "none"), "
                + "consumer fails at \(consumerFailsAt.map(String.init) ?? "none")"
        }

        static func draw(seed: UInt64) -> Run {
            var random = SplitMix(seed: seed)
            let count = Int.random(in: 0...12, using: &random)
            func failure() -> Int? { Int.random(in: 0...2, using: &random) == 0 ? Int.random(in: 0...count, using: &random) : nil }
            func pauses() -> Set<Int> { Set((0..<count).filter { _ in Int.random(in: 0...3, using: &random) == 0 }) }
            return Run(
                count: count, capacity: Int.random(in: 1...3, using: &random), producerFailsAt: failure(),
                consumerFailsAt: failure(), producerPauses: pauses(), consumerPauses: pauses())
        }

        /// What the serial loop does: the items consumed, then the outcome or the error.
        func serial() -> (consumed: [Int], outcome: Result<Int, Failure>) {
            var consumed: [Int] = []
            for item in 0..<count {
                if producerFailsAt == item { return (consumed, .failure(.producer(at: item))) }
                if consumerFailsAt == item { return (consumed, .failure(.consumer(at: item))) }
                consumed.append(item)
            }
            if producerFailsAt == count { return (consumed, .failure(.producer(at: count))) }
            return (consumed, .success(count))
        }

        /// What the pipeline does, with the furthest the producer was ahead of the consumer.
        func pipelined() -> (consumed: [Int], outcome: Result<Int, Failure>, furthestAhead: Int) {
            let handed = Mutex(0)
            var consumed: [Int] = []
            var furthestAhead = 0
            let run = self
            let outcome: Result<Int, Failure>
            do {
                outcome = .success(try BatchPipeline.run(capacity: capacity) { hand in
                    for item in 0..<run.count {
                        if run.producerPauses.contains(item) { Thread.sleep(forTimeInterval: 0.001) }
                        if run.producerFailsAt == item { throw Failure.producer(at: item) }
                        try hand(item)
                        handed.withLock { $0 += 1 }
                    }
                    if run.producerFailsAt == run.count { throw Failure.producer(at: run.count) }
                    return run.count
                } consume: { item in
                    if run.consumerPauses.contains(item) { Thread.sleep(forTimeInterval: 0.001) }
                    // Handed so far, beyond the items this one follows.
                    furthestAhead = max(furthestAhead, handed.withLock { $0 } - consumed.count)
                    if run.consumerFailsAt == item { throw Failure.consumer(at: item) }
                    consumed.append(item)
                })
            } catch let failure as Failure {
                outcome = .failure(failure)
            } catch {
                outcome = .failure(.unexpected("\(error)"))
            }
            return (consumed, outcome, furthestAhead)
        }
    }

    @Test func randomRunsEndAsTheSerialLoopEnds() {
        for seed in UInt64(0)..<300 {
            let run = Run.draw(seed: seed)
            let expected = run.serial()
            let got = run.pipelined()
            #expect(got.consumed == expected.consumed, "seed \(seed): \(run)")
            #expect(got.outcome == expected.outcome, "seed \(seed): \(run)")
            // The item being consumed, what waits in the channel, and one handed as the slot freed.
            #expect(got.furthestAhead <= run.capacity + 1, "seed \(seed): \(run): \(got.furthestAhead) ahead")
        }
    }

    @Test func theConsumerRunsOnTheCallingThread() throws {
        let caller = pthread_self()
        var threads: [pthread_t] = []
        let producers = Mutex<[pthread_t]>([])
        _ = try BatchPipeline.run { hand in
            for item in 0..<5 {
                producers.withLock { $0.append(pthread_self()) }
                try hand(item)
            }
        } consume: { (_: Int) in
            threads.append(pthread_self())
        }
        #expect(threads.count == 5)
        #expect(threads.allSatisfy { pthread_equal($0, caller) != 0 })
        #expect(producers.withLock { $0 }.allSatisfy { pthread_equal($0, caller) == 0 })
    }

    @Test func aFailingConsumerStopsAProducerThatWouldNeverEnd() {
        let stopped = Mutex(false)
        #expect(throws: Failure.consumer(at: 3)) {
            try BatchPipeline.run(capacity: 2) { hand in
                var item = 0
                while true {
                    do {
                        try hand(item)
                    } catch {
                        stopped.withLock { $0 = true }
                        throw error
                    }
                    item += 1
                }
            } consume: { item in
                if item == 3 { throw Failure.consumer(at: 3) }
            }
        }
        // The call returned only once the producer had stopped.
        #expect(stopped.withLock { $0 })
    }
}
