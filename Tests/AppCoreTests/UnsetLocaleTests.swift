import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
@testable import AppCore

/// An unset `locale` preference is the system's locale (`LANG`), as an unset time zone is the
/// system's zone: the answers and both snapshots speak it, and a locale that was set, English
/// included, speaks whatever the system says.
@Suite struct UnsetLocaleTests {
    let directory = TemporaryDirectory(prefix: "glovebox-system-locale")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    /// A session whose environment names `lang` as `LANG` (none when `nil`).
    func app(_ name: String, lang: String?) -> AppSession {
        let home = directory.appending(name).path
        var variables = ["GLOVEBOX_HOME": home]
        variables["LANG"] = lang
        return AppSession(environment: AppEnvironment(
            variables: variables, homeDirectory: home, now: { Self.now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: .sequential(prefix: "id")))
    }

    @Test func anUnsetLocaleIsTheSystemsInTheAnswersAndBothSnapshots() throws {
        let app = app("pt", lang: "pt_PT.UTF-8")
        defer { app.close() }
        try app.perform(SeedDemo())
        #expect(try app.preferences().locale == nil, "the demo set a locale")
        #expect(try app.localeTag() == "pt-PT")
        let widgets = try app.pipeline().widgetsSnapshot()
        #expect(widgets.locale == "pt-PT")
        #expect(widgets.strings.openApp == "Abrir o Glovebox")
        // Portugal's formats: the euro after the amount, the month's name in Portuguese.
        let spend = try #require(widgets.spend.first)
        #expect(spend.totalLabel?.hasSuffix("€") == true, "\(spend.totalLabel ?? "no total")")
        #expect(spend.monthLabel.lowercased().contains("novembro"), "\(spend.monthLabel)")
        #expect(try app.pipeline().shortcutsSnapshot().locale == "pt-PT")
    }

    @Test func withoutALanguageInTheEnvironmentItIsEnglishAsBefore() throws {
        for lang in [nil, "C.UTF-8", "POSIX"] {
            let app = app("c-\(lang ?? "unset")", lang: lang)
            defer { app.close() }
            try app.perform(SeedDemo())
            #expect(try app.localeTag() == "en-US")
            #expect(try app.pipeline().widgetsSnapshot().locale == "en")
        }
    }

    @Test func englishChosenOnAPortugueseSystemStaysEnglish() throws {
        let app = app("en", lang: "pt_PT.UTF-8")
        defer { app.close() }
        try app.perform(SeedDemo())
        #expect(try app.pipeline().widgetsSnapshot().locale == "pt-PT")
        try app.perform(SetPreference(.locale, to: "en-US"))
        // Stored although it is what an unset locale used to mean.
        #expect(try app.store().preferences.load().locale == "en-US")
        #expect(try app.localeTag() == "en-US")
        let widgets = try app.pipeline().widgetsSnapshot()
        #expect(widgets.locale == "en")
        #expect(widgets.strings.openApp != "Abrir o Glovebox")
        #expect(try app.pipeline().shortcutsSnapshot().locale == "en")
    }

    @Test func theReportIsWrittenInTheSystemsLanguageWhenNoneIsChosen() throws {
        let app = app("report", lang: "de_DE.UTF-8")
        defer { app.close() }
        try app.perform(SeedDemo())
        let report = try app.report(period: .year(2026))
        #expect(report.localeTag == "de-DE")
        #expect(report.locale.language.languageCode?.identifier == "de")
    }

    @Test func anUndoOfTheChoiceFollowsTheSystemAgain() throws {
        let app = app("undo", lang: "fr_FR.UTF-8")
        defer { app.close() }
        try app.perform(SeedDemo())
        try app.perform(SetPreference(.locale, to: "es-ES"))
        #expect(try app.localeTag() == "es-ES")
        try app.perform(Undo())
        #expect(try app.preferences().locale == nil)
        #expect(try app.localeTag() == "fr-FR")
    }
}
