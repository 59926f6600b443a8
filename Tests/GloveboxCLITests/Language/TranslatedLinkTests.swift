import AppCore
import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// The screens and forms a `glovebox://` link opens (`open`, `shortcut`) speak the `locale`
/// preference's language with its numbers, dates and amounts, read when the link is opened.
@Suite struct TranslatedLinkTests {
    /// The form handler over `cli`'s logbook, answering each prompt with `reply` and noting the prompts.
    static func forms(_ cli: CLIHarness, reply: @escaping (String) -> String?) -> CLIFormHandler {
        let environment = AppEnvironment(
            variables: ["GLOVEBOX_HOME": cli.home.path], homeDirectory: cli.home.path, now: { [now = cli.now] in now },
            defaultTimeZone: cli.timeZone, ids: cli.ids)
        return CLIFormHandler(
            app: AppSession(environment: environment), console: Console(output: TextBuffer(), errors: TextBuffer()), assumeYes: false, ask: reply)
    }

    @Test func germanScreensAndFormsSpeakGerman() {
        let cli = TranslatedCommandTests.garage(locale: "de-DE")
        let date = { (iso: String) in CLDRByHand.numericDate(iso, "de") ?? iso }
        let deadline = cli.succeed("open", "glovebox://deadline/t-3").output
        #expect(deadline == "Versicherung (Versicherung) — Clio\n  fällig am \(date("2026-12-10")), bald fällig\n")
        let spend = cli.succeed("open", "glovebox://spend/clio?month=2026-11").output
        let total = CLDRByHand.money(Decimal(string: "1301.06")!, symbol: "€", "de")
        #expect(spend == "Ausgaben im November 2026 — Clio\n  Summe: \(total) (2 Einträge)\n", "\(spend)")
        let maintenance = cli.succeed("open", "glovebox://maintenance/clio/t-4").output
        #expect(maintenance.hasPrefix("Clio: Filtro: bei \(CLDRByHand.distance(86_500, unit: "km", "de"))"), "\(maintenance)")
        let form = cli.run("open", "glovebox://odometer/new?vehicle=clio&value=86500")
        #expect(form.status == 2)
        #expect(form.errors
            == "glovebox: das würde Kilometerstand 86500 heute für 'clio' eintragen; gib --yes zur Bestätigung an (nichts wurde geschrieben)\n")
        for output in [deadline, spend, maintenance, form.errors.replacingOccurrences(of: "glovebox: ", with: "")] {
            let left = NoEnglishLeftTests.words(output).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "printed English \(left.sorted()):\n\(output)")
        }
    }

    @Test func portugueseFormAsksAndCancelsInPortuguese() {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        var prompts: [String] = []
        let forms = Self.forms(cli) { prompt in
            prompts.append(prompt)
            return prompt.hasPrefix("valor") ? "19.99" : "n"
        }
        #expect(throws: CLIError.runtime("cancelado; nada foi escrito")) {
            try forms.openForm(.expense(vehicleId: "clio", amount: nil, currencyCode: "EUR"))
        }
        #expect(prompts == ["valor para 'clio': ", "adicionar uma despesa de 19.99 EUR a 'clio' hoje? [y/N] "])
        // A month the screen does not list is refused in the language too.
        let refused = cli.run("open", "glovebox://spend/all?month=2020-01")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix("glovebox: não é possível abrir esta ligação: Janeiro de 2020 não está entre os últimos meses ("),
                "\(refused.errors)")
    }

    @Test func englishScreensAreWhatTheyWere() {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        #expect(cli.succeed("open", "glovebox://deadline/t-3").output == "Insurance (insurance) — Clio\n  due 2026-12-10, dueSoon\n")
        #expect(cli.succeed("open", "glovebox://spend/clio?month=2026-11").output == "spend in 2026-11 — Clio\n  total: 1301.06 EUR (2 records)\n")
        #expect(cli.run("open", "glovebox://spend/all?month=2020-01").errors
            == "glovebox: can't open this link: month 2020-01 is not one of the last 6 months\n")
    }

    @Test func aLinkThatIsNoGloveboxLinkIsRefusedInTheLanguageWithItsReason() {
        let german = TranslatedCommandTests.garage(locale: "de-DE").run("open", "glovebox://vehicle/clio/extra")
        #expect(german.status == 2)
        #expect(german.errors == "glovebox: dieser Link lässt sich nicht öffnen: nach dem Ziel 1 ID erwartet, 2 gefunden\n")
        let french = TranslatedCommandTests.garage(locale: "fr-FR").run("open", "glovebox://garage/clio")
        #expect(french.errors == "glovebox: impossible d’ouvrir ce lien : il n’y a pas de 'garage' dans Glovebox\n")
        let spanish = TranslatedCommandTests.garage(locale: "es-ES").run("open", "glovebox://spend/all?month")
        #expect(spanish.errors == "glovebox: no se puede abrir este enlace: el elemento de consulta 'month' no tiene la forma name=value\n")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT").run("open", "https://glovebox.app/vehicle/clio")
        #expect(portuguese.status == 2)
        #expect(portuguese.errors == "glovebox: não é possível abrir esta ligação: 'https' não é uma ligação do glovebox\n")
        // The value the link carries is quoted as the English one is: no terminal escape gets through.
        let escape = TranslatedCommandTests.garage(locale: "de-DE").run("open", "glovebox://spend/all?month=2026-1%1B")
        #expect(escape.errors == "glovebox: dieser Link lässt sich nicht öffnen: '2026-1<U+001B>' ist kein gültiger Wert für 'month'\n")
    }

    @Test func englishRefusesALinkAsItAlwaysDid() {
        let english = TranslatedCommandTests.garage(locale: "en-US")
        #expect(english.run("open", "glovebox://vehicle/clio/extra").errors
            == "glovebox: can't open this link: expected 1 id after the destination, found 2\n")
        #expect(english.run("open", "glovebox://vehicle").errors == "glovebox: can't open this link: expected 1 id after the destination, found 0\n")
        #expect(english.run("open", "glovebox://odometer/edit?vehicle=clio").errors == "glovebox: can't open this link: a form link must end in /new\n")
        #expect(english.run("open", "glovebox://spend/all?month=2026-1%1B").errors
            == "glovebox: can't open this link: '2026-1<U+001B>' is not a valid month\n")
    }

    @Test func everyReasonALinkIsRefusedForIsWordedInGermanAndInEnglishAsTheLinkSaysIt() {
        let errors: [DeepLinkError] = [
            .tooLong(4_096), .otherScheme("https"), .unknownDestination("garage"), .invalidIdentifier(".."),
            .invalidParameter("month", "2026-13"), .unknownParameter("x"), .repeatedParameter("month"), .missingParameter("vehicle"),
            .malformed(.unsafeCharacters), .malformed(.noScheme), .malformed(.fragment), .malformed(.noDestination),
            .malformed(.idCount(expected: 1, found: 0)), .malformed(.idCount(expected: 2, found: 1)), .malformed(.formNotNew),
            .malformed(.emptyQuery), .malformed(.itemNotNameValue("month")), .malformed(.itemBadPercentEncoding("a=%zz")),
        ]
        let german = CLIWords(localeTag: "de-DE")
        for error in errors {
            // English is the link's own description, word for word.
            #expect(CLIWords.english.linkRefusal(error) == error.description)
            let said = german.linkRefusal(error)
            let left = NoEnglishLeftTests.words(said).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "\(error): English \(left.sorted()) in \(said)")
        }
        #expect(german.linkRefusal(.tooLong(4_096)) == "dieser Link lässt sich nicht öffnen: er ist \(CLDRByHand.grouped(4_096, "de")) Bytes lang")
    }
}
