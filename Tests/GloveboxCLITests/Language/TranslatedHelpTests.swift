import ArgumentParsing
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GloveboxCLI

/// `glovebox`'s help content (every command's summary, its arguments' and options' help, its
/// discussion, the listing's overview and closing lines) is in the person's language: each table is
/// whole, holds nothing stale, keeps the commands, options and values the English names, and keeps
/// the English's line width; English help is the declarations, byte for byte.
@Suite struct TranslatedHelpTests {
    static let languages = Language.allCases.filter { $0 != .english }
    static let declared = GloveboxCommandLine.catalog.helpTexts

    @Test(arguments: languages)
    func everyDeclaredTextIsTranslated(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: CLIHelpText.table(of: language))
        #expect(audit.untranslated.isEmpty, "\(language): \(audit.untranslated)")
    }

    @Test(arguments: languages)
    func noTranslationOutlivesItsDeclaration(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: CLIHelpText.table(of: language))
        #expect(audit.stale.isEmpty, "\(language): \(audit.stale)")
    }

    @Test(arguments: languages)
    func commandsOptionsAndValuesStayAsTyped(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: CLIHelpText.table(of: language))
        for lost in audit.lostLiterals {
            Issue.record("\(language): \(lost.missing) missing from the translation of \(lost.english.prefix(60))…")
        }
    }

    @Test(arguments: languages)
    func aWrappedDiscussionKeepsItsWidth(_ language: Language) {
        let audit = HelpTableAudit(declared: Self.declared, table: CLIHelpText.table(of: language))
        for overlong in audit.overlongLines {
            Issue.record("\(language): '\(overlong.line)' is wider than the English of \(overlong.english.prefix(40))…")
        }
    }

    @Test func theAuditFindsALostLiteral() {
        let english = "run 'glovebox sync' with --yes, as `remind` does from $GLOVEBOX_HOME ('Oil change', the vehicle's key)"
        let audit = HelpTableAudit(declared: [english], table: [english: "corra a sincronização com --yes ('Mudança de óleo')"])
        #expect(audit.lostLiterals.first?.missing == ["'glovebox sync'", "`remind`", "$GLOVEBOX_HOME"])
    }

    @Test func noTwoGroupsOfATableTranslateOneText() {
        let groups = [
            CLIHelpText.portugueseHousehold, CLIHelpText.portugueseRecords, CLIHelpText.portugueseImports, CLIHelpText.portugueseOutput,
        ]
        #expect(groups.map(\.count).reduce(0, +) == CLIHelpText.portuguese.count)
    }

    @Test func theListingIsPortuguese() {
        let help = TranslatedCommandTests.garage(locale: "pt-PT").succeed("--help").output
        #expect(help.hasPrefix("utilização: glovebox COMMAND [ARGUMENTS] [--help]\n\nGlovebox, um diário do veículo: "), "\(help)")
        let lines = help.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  vehicle add NAME ") && $0.hasSuffix(" adicionar um veículo") }, "\(help)")
        #expect(lines.contains { $0.hasPrefix("  fuel add VEHICLE VOLUME UNIT ") && $0.hasSuffix(" adicionar um abastecimento (ou um carregamento elétrico)") })
        #expect(help.contains("\nestado de saída: 0 sucesso, 1 falha, 2 linha de comandos errada ou valor recusado\n"), "\(help)")
        #expect(help.hasSuffix("\n'glovebox COMMAND --help' descreve um comando.\n"))
    }

    @Test func aCommandsHelpIsPortuguese() {
        let help = TranslatedCommandTests.garage(locale: "pt-PT").succeed("fuel", "add", "--help").output
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "adicionar um abastecimento (ou um carregamento elétrico)", "\(help)")
        #expect(lines.contains("  VEHICLE            id ou nome"), "\(help)")
        #expect(lines.contains("  --partial          o depósito não foi atestado"), "\(help)")
        #expect(lines.contains("  -h, --help         mostrar esta ajuda"), "\(help)")
        #expect(help.contains("\nO consumo é medido entre abastecimentos completos: o combustível de um abastecimento --partial\n"), "\(help)")
        #expect(help.contains("('glovebox vehicle edit --energy').\n"), "\(help)")
    }

    @Test func helpIsInEveryLanguageOfTheLocalePreference() {
        let german = TranslatedCommandTests.garage(locale: "de-DE").succeed("vehicle", "--help").output.split(separator: "\n")
        #expect(german.contains { $0.hasPrefix("  vehicle add NAME ") && $0.hasSuffix(" ein Fahrzeug hinzufügen") })
        #expect(TranslatedCommandTests.garage(locale: "fr-FR").succeed("help", "deadline", "add").output
            .contains("\najouter une échéance (assurance, contrôle technique, taxe, …)\n"))
        let spanish = TranslatedCommandTests.garage(locale: "es-ES").succeed("economy", "--help").output.split(separator: "\n")
        #expect(spanish.contains { $0.hasPrefix("  --last N ") && $0.hasSuffix(" la ventana: los últimos N tramos (por defecto 5)") })
    }

    @Test func englishHelpIsTheDeclarations() {
        let english = TranslatedCommandTests.garage(locale: "en-US")
        #expect(english.succeed("--help").output == GloveboxCommandLine.catalog.listing() + "\n")
        let fuel = GloveboxCommandLine.catalog.spec(at: ["fuel", "add"])!
        #expect(english.succeed("fuel", "add", "--help").output == fuel.helpText(program: "glovebox") + "\n")
    }

    @Test func withoutALogbookHelpSpeaksTheSystemsLanguage() {
        let cli = CLIHarness()
        cli.variables = ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "pt_PT.UTF-8"]
        let help = cli.succeed("odometer", "log", "--help").output
        #expect(help.hasPrefix("utilização: glovebox odometer log "), "\(help)")
        #expect(help.contains("\nregistar uma leitura do conta-quilómetros\n"), "\(help)")
        // C and POSIX name no language: English, as before.
        cli.variables = ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"]
        #expect(cli.succeed("odometer", "log", "--help").output.contains("\nlog an odometer reading\n"))
    }

    @Test func theLocalePreferenceWinsOverTheSystem() {
        let cli = TranslatedCommandTests.garage(locale: "fr-FR")
        cli.variables = ["LANG": "de_DE.UTF-8"]
        #expect(cli.succeed("odometer", "log", "--help").output.contains("\nenregistrer un relevé du compteur\n"))
    }
}
