import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost

@Suite struct WatchTests {
    @Test func watchMovesToTheNextEntryAtMidnight() throws {
        // 23:30 in Lisbon: the insurance is due in 3 days, and in 2 days from midnight on.
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T23:30:00Z"))
        try fixture.publishSample()
        fixture.run("add", "deadlines")
        #expect(fixture.run("watch", "--for", "3600", "--poll", "600") == 0)
        let boards = fixture.output.value.components(separatedBy: "── glovebox widgets at ")
        #expect(boards.count == 3)
        #expect(boards[1].hasPrefix("2026-11-29T23:30:00Z"))
        #expect(boards[1].contains("In 3 days"))
        #expect(boards[2].hasPrefix("2026-11-30T00:00:00Z"))
        #expect(boards[2].contains("In 2 days"))
        #expect(fixture.clock.now() == Pinned.instant("2026-11-30T00:30:00Z"))
    }

    @Test func watchHandlesRequestsThatArriveWhileItWaits() throws {
        let requested = Capture()
        let holder = FixtureHolder()
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T10:00:00Z")) { _ in
            // The app publishes a snapshot and asks for a reload while the host sleeps, once.
            guard requested.value.isEmpty, let fixture = holder.fixture else { return }
            requested.append("done")
            try? fixture.publishSample()
            try? fixture.request(.kind(.vehicle), foreground: true)
        }
        holder.fixture = fixture
        fixture.run("add", "vehicle")
        #expect(fixture.run("watch", "--for", "5", "--poll", "1") == 0)
        let boards = fixture.output.value.components(separatedBy: "── glovebox widgets at ")
        #expect(boards[1].contains("Open Glovebox to set up"))
        #expect(boards.last?.contains("Renault Clio") == true)
        #expect(fixture.run("reloads", "--json") == 0)
        #expect(fixture.output.value.contains("\"reloaded (foreground, free)\""))
    }

    @Test func watchOnceHandlesPendingRequestsAndReloadsReportsThem() throws {
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T10:00:00Z"))
        try fixture.publishSample()
        fixture.run("add", "spend", "--family", "medium")
        try fixture.request(.kind(.spend), foreground: false)
        #expect(fixture.run("reloads") == 0)
        #expect(fixture.output.value.contains("pending (not yet seen by 'watch'): 1"))
        #expect(fixture.run("watch", "--once") == 0)
        #expect(fixture.run("reloads") == 0)
        let text = fixture.output.value
        #expect(text.contains("w1: reloaded (background)"))
        #expect(text.contains("w1 spend medium: 1 of 70 spent, 69 left"))
        #expect(text.hasSuffix("w1 spend medium: 1 of 70 spent, 69 left\n"))
    }
}

/// Lets a clock callback reach the fixture that owns the clock.
final class FixtureHolder: @unchecked Sendable {
    var fixture: HostFixture?
}
