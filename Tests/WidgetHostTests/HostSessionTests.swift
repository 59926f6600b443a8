import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost
import WidgetTimeline

@Suite struct HostSessionTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T10:00:00Z"))

    private func outcomes(_ session: HostSession) -> [ReloadRecord.Outcome] {
        session.state.records.flatMap { $0.outcomes.values }
    }

    @Test func backgroundRequestsSpendTheBudgetAndForegroundOnesAreFree() throws {
        try fixture.publishSample()
        fixture.run("add", "deadlines", "--family", "medium")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        for _ in 0..<75 {
            fixture.clock.advance(by: 60)
            try fixture.request(.kind(.deadlines), foreground: false)
            try session.step(at: fixture.clock.now())
        }
        #expect(outcomes(session).count { $0 == .reloaded } == 70)
        #expect(outcomes(session).count { $0 == .refusedOverBudget } == 5)
        fixture.clock.advance(by: 60)
        try fixture.request(.kind(.deadlines), foreground: true)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.outcomes == ["w1": .reloadedFree])
        #expect(session.state.budget.spentCount(for: "w1", at: fixture.clock.now()) == 70)
    }

    @Test func requestsReloadOnlyTheKindTheyName() throws {
        try fixture.publishSample()
        fixture.run("add", "deadlines")
        fixture.run("add", "spend")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        try fixture.request(.kind(.spend), foreground: false)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.outcomes == ["w2": .reloaded])
        try fixture.request(.all, foreground: false)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.outcomes == ["w1": .reloaded, "w2": .reloaded])
    }

    @Test func requestsOfOneBatchAreCoalesced() throws {
        try fixture.publishSample()
        fixture.run("add", "vehicle")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        for _ in 0..<3 { try fixture.request(.kind(.vehicle), foreground: false) }
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.map { $0.outcomes["w1"] } == [.reloaded, .coalesced, .coalesced])
        #expect(session.state.budget.spentCount(for: "w1", at: fixture.clock.now()) == 1)
    }

    @Test func aNewSnapshotIsShownAfterAReload() throws {
        fixture.run("add", "vehicle")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        #expect(session.board(at: fixture.clock.now()).contains("Open Glovebox to set up"))
        try fixture.publishSample()
        try fixture.request(.kind(.vehicle), foreground: true)
        let changed = try session.step(at: fixture.clock.now())
        #expect(changed)
        #expect(session.board(at: fixture.clock.now()).contains("Renault Clio"))
    }

    @Test func anUnreadableSnapshotKeepsTheLastGoodTimeline() throws {
        try fixture.publishSample()
        fixture.run("add", "vehicle")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        // A directory where the file was: read gives EISDIR, as a permission problem would.
        let path = fixture.shared.path(of: WidgetsSnapshot.fileName)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try fixture.request(.kind(.vehicle), foreground: true)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.outcomes == ["w1": .reloadedFree])
        #expect(session.board(at: fixture.clock.now()).contains("Renault Clio"))
    }

    @Test func stateSurvivesBetweenSessions() throws {
        try fixture.publishSample()
        fixture.run("add", "spend")
        var first = try HostSession(context: fixture.context)
        try first.start(at: fixture.clock.now())
        try fixture.request(.kind(.spend), foreground: false)
        try first.step(at: fixture.clock.now())
        var second = try HostSession(context: fixture.context)
        try second.start(at: fixture.clock.now())
        try second.step(at: fixture.clock.now())
        // The request was read once: the second session neither sees it again nor spends more.
        #expect(second.state.records.count == 1)
        #expect(second.state.budget.spentCount(for: "w1", at: fixture.clock.now()) == 1)
    }

    @Test func reachingTheLastEntrySpendsABackgroundReload() throws {
        try fixture.publishSample()
        fixture.run("add", "deadlines")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        let last = try #require(session.timelines["w1"]?.entries.last?.date)
        try session.step(at: last)
        #expect(session.state.records.last?.trigger == .timelinePolicy)
        #expect(session.state.records.last?.outcomes == ["w1": .reloaded])
        // The new timeline starts at that instant and runs seven more midnights.
        #expect(session.timelines["w1"]?.entries.first?.date == last)
        #expect(session.timelines["w1"]?.entries.count == 8)
    }

    @Test func aRefusedPolicyReloadIsRetriedOnceTheBudgetFrees() throws {
        // No readable snapshot yet: the placeholder timeline asks to be reloaded after 15 minutes.
        let path = fixture.shared.path(of: WidgetsSnapshot.fileName)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        fixture.run("add", "deadlines")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        for _ in 0..<ReloadBudget.limit {
            fixture.clock.advance(by: 1)
            try fixture.request(.kind(.deadlines), foreground: false)
            try session.step(at: fixture.clock.now())
        }
        #expect(session.state.budget.remaining(for: "w1", at: fixture.clock.now()) == 0)
        guard case .after(let due) = try #require(session.timelines["w1"]).policy else {
            Issue.record("a placeholder timeline retries after a while")
            return
        }
        fixture.clock.advance(by: due.timeIntervalSince(fixture.clock.now()))
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.outcomes == ["w1": .refusedOverBudget])
        // Refused once, not at every step while the budget stays spent.
        let records = session.state.records.count
        fixture.clock.advance(by: 60 * 60)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.count == records)
        #expect(session.nextChange(after: fixture.clock.now()) != nil)

        // The app publishes meanwhile; once the budget frees, the widget is reloaded and shows it.
        try FileManager.default.removeItem(atPath: path)
        try fixture.publishSample()
        fixture.clock.advance(by: 24 * 60 * 60)
        try session.step(at: fixture.clock.now())
        #expect(session.state.records.last?.trigger == .timelinePolicy)
        #expect(session.state.records.last?.outcomes == ["w1": .reloaded])
        #expect(session.timelines["w1"]?.policy == .atEnd)
    }

    @Test func aWidgetChangedUnderTheSameIdGetsATimelineOfItsOwn() throws {
        try fixture.publishSample()
        fixture.run("add", "deadlines")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        #expect(session.timelines["w1"]?.configuration.kind == .deadlines)
        // Another process replaced w1 by a widget of another kind between two looks.
        try InstalledWidgets.save([InstalledWidget(id: "w1", kind: .vehicle, family: .small)], to: fixture.shared)
        fixture.clock.advance(by: 60)
        #expect(try session.step(at: fixture.clock.now()))
        #expect(session.timelines["w1"]?.configuration.kind == .vehicle)
        #expect(session.board(at: fixture.clock.now()).contains("w1 · vehicle · small"))
    }
}
