import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetHost

/// `GLOVEBOX_NOW` pins the widget side as it pins the app, and `--at` is the one option for "now".
@Suite struct PinnedNowTests {
    /// A host whose own clock stands a week before the sample's day, so that only the pin can
    /// make it draw the sample's day.
    private func fixture(pinnedTo value: String?) throws -> HostFixture {
        let fixture = HostFixture(now: Pinned.instant("2026-12-02T09:00:00Z"))
        try fixture.publishSample()
        fixture.clock.advance(by: -7 * 86_400)
        if let value { fixture.environment = [PinnedNow.variable: value] }
        return fixture
    }

    @Test func glovebox_NOWPinsTheInstantEveryCommandDraws() throws {
        let pinned = try fixture(pinnedTo: "2026-12-02T09:00:00Z")
        #expect(pinned.run("render", "deadlines", "--family", "large") == 0)
        let explicit = try fixture(pinnedTo: nil)
        #expect(explicit.run("render", "deadlines", "--family", "large", "--at", "2026-12-02T09:00:00Z") == 0)
        let unpinned = try fixture(pinnedTo: nil)
        #expect(unpinned.run("render", "deadlines", "--family", "large") == 0)
        #expect(pinned.output.value == explicit.output.value)
        #expect(pinned.output.value != unpinned.output.value, "the host's own clock stands on another day")
        #expect(pinned.output.value.contains("In 3 days"), "the sample was published on the pinned day")

        let timeline = try fixture(pinnedTo: "2026-12-02T09:00:00Z")
        #expect(timeline.run("timeline", "deadlines") == 0)
        #expect(timeline.output.value.contains("\n2026-12-02T09:00:00Z  (2026-12-02)\n"))
    }

    @Test func timelineAndRenderTakeTheSameOption() throws {
        let fixture = try fixture(pinnedTo: nil)
        #expect(fixture.run("timeline", "deadlines", "--at", "2026-12-02T09:00:00Z") == 0)
        #expect(fixture.output.value.contains("\n2026-12-02T09:00:00Z  (2026-12-02)\n"))
    }

    @Test(arguments: ["garbage", "2026-12-02", "1764666000", "2026-12-02T09:00:00Z\u{1B}[2J"])
    func aValueThatIsNotAnInstantIsRefusedWithExitStatus2(_ value: String) throws {
        let fixture = try fixture(pinnedTo: value)
        #expect(fixture.run("render", "spend") == 2)
        #expect(fixture.output.value.isEmpty)
        let shown = SafeText.printable(value)
        #expect(fixture.errors.value
            == "glovebox-widget: GLOVEBOX_NOW '\(shown)' is not an ISO 8601 instant such as 2026-11-29T19:20:00Z\n")
        #expect(!fixture.errors.value.contains("\u{1B}"))
    }

    @Test func anEmptyValueLeavesTheClockAlone() throws {
        let empty = try fixture(pinnedTo: "")
        let unpinned = try fixture(pinnedTo: nil)
        #expect(empty.run("render", "deadlines") == 0)
        #expect(unpinned.run("render", "deadlines") == 0)
        #expect(empty.output.value == unpinned.output.value)
    }

    @Test func thePinnedClockRunsOnOnlyWhileTheHostWaits() {
        let clock = PinnedClock(at: Pinned.instant("2026-11-29T23:59:59Z"))
        #expect(clock.now() == Pinned.instant("2026-11-29T23:59:59Z"))
        clock.sleep(until: Pinned.instant("2026-11-30T00:00:00Z"))
        #expect(clock.now() == Pinned.instant("2026-11-30T00:00:00Z"))
        clock.sleep(until: Pinned.instant("2026-11-29T00:00:00Z"))
        #expect(clock.now() == Pinned.instant("2026-11-30T00:00:00Z"), "never backwards")
    }
}

/// The widget program's errors repeat what was typed safely, as `glovebox`'s do.
@Suite struct HostErrorSafetyTests {
    @Test func anArgumentRepeatedInAnErrorCannotDriveTheTerminal() {
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(fixture.run("render", "sp\u{1B}[2Jend") == 2)
        #expect(fixture.errors.value.hasPrefix("glovebox-widget: KIND 'sp<U+001B>[2Jend' is not one of: "))
        #expect(!fixture.errors.value.contains("\u{1B}"))
    }
}
