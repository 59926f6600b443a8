import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct FixtureTests {
    @Test func everyValidFixtureLoadsAsReady() throws {
        let names = Fixtures.snapshotNames("valid")
        #expect(names.count >= 3)
        for name in names {
            let state = SnapshotLoader.load(.bytes(try Fixtures.snapshotData("valid", name)))
            #expect(state.snapshot != nil, "\(name): \(state)")
        }
    }

    @Test func everyInvalidFixtureAsksToRefresh() throws {
        let names = Fixtures.snapshotNames("invalid")
        #expect(names.contains("unknown-version.json") && names.contains("truncated.json") && names.contains("wrong-type.json"))
        for name in names {
            let state = SnapshotLoader.load(.bytes(try Fixtures.snapshotData("invalid", name)))
            guard case .needsRefresh = state else {
                Issue.record("\(name) gave \(state)")
                continue
            }
        }
    }

    @Test func germanFixtureShowsOverdueItemsAndEndsItsMonthAtMidnight() throws {
        let snapshot = try Fixtures.snapshot("de-overdue.json")
        let builder = TimelineBuilder(calendar: Pinned.calendar("Europe/Berlin"), systemLocale: Locale(identifier: "de_DE"))
        let now = Pinned.instant("2026-11-29T07:05:00Z")
        let deadlines = builder.timeline(
            for: WidgetSetup(kind: .deadlines, family: .medium), state: .ready(snapshot), now: now)
        for entry in deadlines.entries {
            guard case .dueList(let list) = entry.model.body else {
                Issue.record("not a list")
                continue
            }
            #expect(list.rows.first?.state == .overdue)
        }
        let spend = builder.timeline(for: WidgetSetup(kind: .spend, family: .small), state: .ready(snapshot), now: now)
        let ended = spend.entries.map { entry -> Bool in
            if case .message(let message) = entry.model.body { return message.reason == .monthEnded }
            return false
        }
        // validUntil is 2026-12-01: the entries of 29 and 30 November show the month, the rest do not.
        #expect(ended == [false, false, true, true, true, true, true, true])
        #expect(spend.entries[2].date == Pinned.instant("2026-11-30T23:00:00Z"))
    }
}
