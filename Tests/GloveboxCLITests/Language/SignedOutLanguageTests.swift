import Foundation
import Testing
@testable import GloveboxCLI

/// With nobody signed in no `locale` preference speaks: the command line speaks the system's
/// locale, as `LC_ALL`, then `LC_MESSAGES`, then `LANG` name it (the widget host's one rule), and
/// English where they name none.
@Suite struct SignedOutLanguageTests {
    @Test func signedOutTheSystemLocaleSpeaks() {
        let cli = CLIHarness()
        cli.variables = ["LANG": "pt_PT.UTF-8"]
        #expect(cli.run("remind").output == "sem sessão iniciada: nada a lembrar\n")
        let refused = cli.run("vehicle", "list")
        #expect(refused.errors == "glovebox: sem sessão iniciada; inicie sessão primeiro com 'glovebox login ACCOUNT'\n")
        #expect(cli.run("publish").output == "sessão terminada; nada publicado\n")
    }

    @Test func theVariablesAreReadInPOSIXOrder() {
        let cli = CLIHarness()
        cli.variables = ["LANG": "pt_PT.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]
        #expect(cli.run("remind").output == "abgemeldet: nichts, woran zu erinnern wäre\n")
        cli.variables = ["LANG": "pt_PT.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"]
        #expect(cli.run("remind").output == "déconnecté : rien à rappeler\n")
        cli.variables = ["LANG": "C.UTF-8"]
        #expect(cli.run("remind").output == "signed out: nothing to remind of\n")
        cli.variables = [:]
        #expect(cli.run("remind").output == "signed out: nothing to remind of\n")
    }

    @Test func signedInThePreferenceSpeaksWhateverTheSystemSays() {
        let cli = CLIHarness()
        cli.variables = ["LANG": "pt_PT.UTF-8"]
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", "es-ES")
        #expect(cli.run("remind").output.hasPrefix("ningún canal de avisos"))
        cli.succeed("logout")
        #expect(cli.run("remind").output == "sem sessão iniciada: nada a lembrar\n")
    }
}
