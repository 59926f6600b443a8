import AppLifecycle
import Testing
import WidgetContract

@Suite struct PublishTimingTests {
    @Test func firstSnapshotIsPublishedFourSecondsAfterMount() async throws {
        let harness = SessionHarness()
        harness.session.mount()

        await harness.advance(seconds: 3.999)
        #expect(harness.snapshotPublishes == 0)
        #expect(harness.session.hasPendingTimer)

        await harness.advance(seconds: 0.001)
        #expect(harness.snapshotPublishes == 1)
        #expect(harness.center.reloads == WidgetKind.allCases)
        let report = try #require(try harness.session.lastTimerResult?.get())
        #expect(report.trigger == .timer)
        #expect(report.outcome == .published)
        #expect(!harness.session.isDirty)
    }

    @Test func preferenceChangeRearmsTheTimer() async {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 3)
        harness.session.preferencesChanged()

        await harness.advance(seconds: 3.5)
        #expect(harness.snapshotPublishes == 0)

        await harness.advance(seconds: 0.5)
        #expect(harness.snapshotPublishes == 1)
    }

    @Test func configurationChangeRearmsTheTimer() async {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 2)
        harness.session.configurationChanged()

        await harness.advance(seconds: 3)
        #expect(harness.snapshotPublishes == 0)
        await harness.advance(seconds: 1)
        #expect(harness.snapshotPublishes == 1)
    }

    @Test func goingToTheBackgroundPublishesBeforeReturning() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 1)

        let report = try await harness.session.enterBackground()

        #expect(report.trigger == .background)
        #expect(report.outcome == .published)
        #expect(harness.container.files[WidgetsSnapshot.fileName] != nil)
        #expect(!harness.session.hasPendingTimer)
        // The mount timer was cancelled: it must not publish a second time.
        await harness.advance(seconds: 10)
        #expect(harness.snapshotPublishes == 1)
    }

    @Test func backgroundWithNothingChangedWritesNothing() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 4)

        let report = try await harness.session.enterBackground()

        #expect(report.outcome == .notDirty)
        #expect(harness.source.builds == 1)
        #expect(harness.snapshotPublishes == 1)
    }

    @Test func recordWrittenAfterTheTimerFiredIsPublishedOnTheNextTimer() async {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 4)
        #expect(harness.snapshotPublishes == 1)

        harness.source.change(.deadlines)
        harness.session.recordWritten()
        #expect(harness.session.isDirty)
        await harness.advance(seconds: 4)

        #expect(harness.snapshotPublishes == 2)
        #expect(harness.center.reloads == WidgetKind.allCases + [.deadlines])
        #expect(!harness.session.isDirty)
    }

    @Test func aBurstOfWritesCostsOnePublish() async {
        let harness = SessionHarness()
        harness.session.mount()
        await harness.advance(seconds: 4)

        for index in 0..<20 {
            harness.source.change(index.isMultiple(of: 2) ? .spend : .vehicle)
            harness.session.recordWritten()
            await harness.advance(seconds: 0.5)
        }
        #expect(harness.snapshotPublishes == 1)
        await harness.advance(seconds: 4)

        #expect(harness.snapshotPublishes == 2)
        #expect(harness.source.builds == 2)
        #expect(harness.center.reloads == WidgetKind.allCases + [.vehicle, .spend])
    }

    @Test func changesBeforeMountArmNoTimer() async {
        let harness = SessionHarness()
        harness.session.recordWritten()

        await harness.advance(seconds: 10)

        #expect(!harness.session.hasPendingTimer)
        #expect(harness.snapshotPublishes == 0)
        #expect(harness.session.isDirty)
    }
}
