import GloveboxTestSupport
import Synchronization
import Testing

@Suite struct TestClockTests {
    @Test func aSleeperWakesOnlyWhenItsDeadlineIsReached() async throws {
        let clock = TestClock()
        let woke = Mutex(false)
        let deadline = clock.now.advanced(by: .seconds(4))
        let task = Task {
            try await clock.sleep(until: deadline)
            woke.withLock { $0 = true }
        }
        while clock.sleeperCount == 0 { await Task.yield() }

        clock.advance(by: .seconds(3))
        #expect(clock.sleeperCount == 1)
        #expect(!woke.withLock { $0 })

        clock.advance(by: .seconds(1))
        try await task.value
        #expect(woke.withLock { $0 })
        #expect(clock.now == TestClock.Instant(offset: .seconds(4)))
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = TestClock()
        let deadline = clock.now.advanced(by: .seconds(1))
        clock.advance(by: .seconds(2))

        try await clock.sleep(until: deadline)

        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsAndForgetsIt() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(60))) }
        while clock.sleeperCount == 0 { await Task.yield() }

        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }
}
