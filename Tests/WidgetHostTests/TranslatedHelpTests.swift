import ArgumentParsing
import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import WidgetHost

/// `glovebox-widget`'s help is in the system's language, as its fallback texts are: every table
/// whole and without stale entries, the commands, options and values as typed, English unchanged.
@Suite struct WidgetHostTranslatedHelpTests {
    static let languages = Language.allCases.filter { $0 != .english }
    static let declared = GloveboxWidget.catalog.helpTexts

    @Test(arguments: languages)
    func everyTableIsWholeCurrentAndKeepsTheLiterals(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: HostHelpText.table(of: language))
        #expect(audit.untranslated.isEmpty, "\(language): \(audit.untranslated)")
        #expect(audit.stale.isEmpty, "\(language): \(audit.stale)")
        for lost in audit.lostLiterals {
            Issue.record("\(language): \(lost.missing) missing from the translation of \(lost.english.prefix(60))…")
        }
        for overlong in audit.overlongLines {
            Issue.record("\(language): '\(overlong.line)' is wider than the English of \(overlong.english.prefix(40))…")
        }
    }

    @Test func theHelpFollowsTheSystemLocale() {
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))
        fixture.systemLocale = Locale(identifier: "pt_PT")
        #expect(fixture.run("render", "--help") == 0)
        let help = fixture.output.value
        #expect(help.hasPrefix("utilização: glovebox-widget render KIND "), "\(help)")
        #expect(help.contains("\ndesenhar um widget como se apresenta num instante\n"), "\(help)")
        #expect(help.contains("\nargumentos:\n") && help.contains("\nopções:\n"), "\(help)")
        #expect(help.contains("  -h, --help") && help.contains("mostrar esta ajuda\n"), "\(help)")
    }

    @Test func englishHelpIsTheDeclarations() {
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(fixture.run("--help") == 0)
        #expect(fixture.output.value == GloveboxWidget.catalog.listing() + "\n")
    }
}
