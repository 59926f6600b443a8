import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetHost

/// A widget drawn from its part counts days in the part's zone and shows the part's texts, so a
/// cold `render` never asks for the system's zone or locale (asking up front cost a cold render
/// about 6 % more instructions). Without a snapshot both are asked for, once each, and what they
/// say is shown.
@Suite struct SystemSettingsAskedWhenNeededTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    /// Counts how often the context asks for the system's settings.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var zones = 0
        private var locales = 0

        func zone(_ zone: TimeZone) -> TimeZone {
            lock.withLock { zones += 1 }
            return zone
        }

        func locale(_ locale: Locale) -> Locale {
            lock.withLock { locales += 1 }
            return locale
        }

        var counts: (zones: Int, locales: Int) { lock.withLock { (zones, locales) } }
    }

    /// The fixture's context, with its zone and locale answered through `asked`.
    func context(_ asked: Asked, locale: Locale) -> HostContext {
        let base = fixture.context
        return HostContext(
            environment: base.environment, homeDirectory: base.homeDirectory, timeZone: asked.zone(base.timeZone),
            systemLocale: asked.locale(locale), usesColor: false, clock: base.clock, output: base.output, errors: base.errors)
    }

    @Test func aRenderFromItsPartAsksForNeitherTheSystemZoneNorItsLocale() throws {
        try fixture.publishSampleParts()
        let asked = Asked()
        for kind in WidgetKind.allCases {
            let before = fixture.output.value.count
            #expect(GloveboxWidget.run(["render", kind.rawValue, "--family", "large"], context: context(asked, locale: Locale(identifier: "de_DE"))) == 0)
            let drawing = String(fixture.output.value.dropFirst(before))
            // The same drawing as through the fixture's own context.
            #expect(fixture.run("render", kind.rawValue, "--family", "large") == 0)
            #expect(String(fixture.output.value.dropFirst(before + drawing.count)) == drawing)
            #expect(!drawing.isEmpty)
        }
        #expect(asked.counts == (zones: 0, locales: 0))
    }

    @Test func withoutASnapshotTheSystemLocaleChoosesTheTextAndIsAskedFor() {
        let asked = Asked()
        let before = fixture.output.value.count
        #expect(GloveboxWidget.run(["render", "vehicle"], context: context(asked, locale: Locale(identifier: "de_DE"))) == 0)

        #expect(String(fixture.output.value.dropFirst(before)).contains("Öffne Glovebox zum"))
        // Asked for once each, however often the command needs them.
        #expect(asked.counts == (zones: 1, locales: 1))
    }

    @Test func helpIsInTheSystemLanguageAndAsksForIt() {
        let asked = Asked()
        let before = fixture.output.value.count
        #expect(GloveboxWidget.run(["render", "--help"], context: context(asked, locale: Locale(identifier: "pt_PT"))) == 0)

        #expect(fixture.output.value.dropFirst(before).hasPrefix("utilização: glovebox-widget render KIND "))
        #expect(asked.counts.locales == 1)
    }
}
