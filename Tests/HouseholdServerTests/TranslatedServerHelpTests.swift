import ArgumentParsing
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GloveboxCLI
@testable import HouseholdServer

/// `glovebox-server`'s help is in the system's language (it has no preferences): every table whole
/// and without stale entries, the commands, options and values as typed, the frame in `glovebox`'s
/// words, English unchanged.
@Suite struct TranslatedServerHelpTests {
    static let languages = Language.allCases.filter { $0 != .english }
    static let declared = ServerCommandLine.catalog.helpTexts

    @Test(arguments: languages)
    func everyTableIsWholeCurrentAndKeepsTheLiterals(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: ServerHelpText.table(of: language))
        #expect(audit.untranslated.isEmpty, "\(language): \(audit.untranslated)")
        #expect(audit.stale.isEmpty, "\(language): \(audit.stale)")
        for lost in audit.lostLiterals {
            Issue.record("\(language): \(lost.missing) missing from the translation of \(lost.english.prefix(60))…")
        }
        for overlong in audit.overlongLines {
            Issue.record("\(language): '\(overlong.line)' is wider than the English of \(overlong.english.prefix(40))…")
        }
    }

    /// The three programs' frames are one set of words: the server's and the widget host's copies
    /// (neither links the app's catalogs) must say what `glovebox` says.
    @Test(arguments: Language.allCases)
    func theFrameIsGloveboxs(_ language: Language) {
        #expect(ServerHelpText.words(for: language) == CLIWords(localeTag: language.tag).helpWords)
    }

    @Test func theHelpFollowsTheSystemLocale() {
        var output: [String] = []
        let status = ServerCommandLine(environment: ["LANG": "es_ES.UTF-8"], ask: nil)
            .run(["add-account", "--help"], output: { output.append($0) }, errors: { _ in })
        let help = output.joined(separator: "\n")
        #expect(status == 0)
        #expect(help.hasPrefix("uso: glovebox-server add-account DIR NAME "), "\(help)")
        #expect(help.contains("\nañadir una cuenta (un rol de acceso de PostgreSQL con contraseña SCRAM)\n"), "\(help)")
    }

    @Test func englishHelpIsTheDeclarations() {
        var output: [String] = []
        _ = ServerCommandLine(environment: [:], ask: nil).run(["--help"], output: { output.append($0) }, errors: { _ in })
        #expect(output == [ServerCommandLine.catalog.listing()])
    }
}
