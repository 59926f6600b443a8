import AppCore
import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import LinuxPlatform
import Testing

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
        #expect(cli.succeed("open", "glovebox://spend/clio?month=2026-11").output == "spend in 2026-11 — Clio\n  total: 1301.06 EUR (2 record(s))\n")
        #expect(cli.run("open", "glovebox://spend/all?month=2020-01").errors
            == "glovebox: can't open this link: month 2020-01 is not one of the last 6 months\n")
    }
}
