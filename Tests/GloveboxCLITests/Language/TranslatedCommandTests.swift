import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// The translated commands speak the `locale` preference's language with its number, date and
/// money formats (pinned clock, time zone and locale), while `--json` stays as it was.
///
/// Numbers, amounts and numeric dates are checked against `CLDRByHand`, never against the
/// formatter the commands use.
@Suite struct TranslatedCommandTests {
    /// A garage in `locale`: a vehicle with readings, a deadline and a maintenance item both due soon,
    /// two full fill-ups and a repair.
    static func garage(locale: String) -> CLIHarness {
        let cli = CLIHarness()
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", locale)
        cli.succeed("vehicle", "add", "Clio", "--make", "Renault", "--model", "Clio", "--year", "2019", "--energy", "petrol")
        cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-10-01")
        cli.succeed("odometer", "log", "clio", "86000", "--date", "2026-11-28")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-10")
        cli.succeed("maintenance", "add", "clio", "Filtro", "--every-distance", "15000", "--next-distance", "86500")
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "85000", "--date", "2026-10-20", "--cost", "70.00", "EUR")
        cli.succeed("fuel", "add", "clio", "38.5", "l", "--odometer", "85600", "--date", "2026-11-10", "--cost", "66.50", "EUR")
        cli.succeed("expense", "add", "clio", "1234.56", "EUR", "--category", "repair", "--date", "2026-11-15")
        return cli
    }

    /// What every translated command prints in `cli`'s garage, in order, with its arguments: the
    /// reads first, then the changes (each of which also prints).
    static func transcript(_ cli: CLIHarness) -> [(command: String, output: String)] {
        var outputs: [(String, String)] = []
        func run(_ arguments: String...) {
            let result = cli.succeed(arguments)
            outputs.append((arguments.joined(separator: " "), result.output + result.errors))
        }
        run("status")
        run("vehicle", "list")
        run("vehicle", "show", "clio")
        run("deadline", "list")
        run("deadline", "show", "t-3")
        run("maintenance", "list")
        run("maintenance", "show", "t-4")
        run("spend")
        run("spend", "--year", "2026", "--by", "category")
        run("economy", "clio")
        run("odometer", "list")
        run("odometer", "show", "t-1")
        run("expense", "list")
        run("expense", "show", "t-7")
        run("fuel", "list")
        run("fuel", "show", "t-5")
        run("maintenance", "done", "clio", "Filtro", "--date", "2026-11-28", "--odometer", "86000", "--cost", "1234.56", "EUR")
        run("service", "list")
        run("maintenance", "postpone", "clio", "Filtro", "--distance", "1000")
        run("maintenance", "edit", "t-4", "--name", "Filtro de ar")
        run("deadline", "renew", "clio", "t-3", "--due", "2027-12-10")
        run("deadline", "edit", "t-3", "--every-months", "12")
        run("deadline", "add", "clio", "road-tax", "2027-03-31", "--title", "IUC")
        run("odometer", "log", "clio", "86100", "--date", "2026-11-29")
        run("odometer", "edit", "t-1", "--value", "84200")
        run("expense", "add", "clio", "12.50", "EUR", "--category", "parking")
        run("expense", "edit", "t-7", "--amount", "1300.00")
        run("fuel", "edit", "t-5", "--volume", "41", "l")
        run("vehicle", "edit", "clio", "--model", "Clio IV")
        run("deadline", "remove", "t-3")
        run("expense", "remove", "t-7")
        run("fuel", "remove", "t-6")
        run("odometer", "remove", "t-2")
        run("vehicle", "add", "Zoe")
        run("undo")
        run("history")
        run("history", "3")
        return outputs
    }

    static func output(_ transcript: [(command: String, output: String)], _ command: String) -> String {
        transcript.first { $0.command == command }?.output ?? "(not run: \(command))"
    }

    @Test func germanSpeaksGermanWithGermanFormats() throws {
        let transcript = Self.transcript(Self.garage(locale: "de-DE"))
        let km = { (value: Int) in CLDRByHand.distance(value, unit: "km", "de") }
        let euros = { (text: String) in CLDRByHand.money(Decimal(string: text)!, symbol: "€", "de") }
        let expected: [(String, [String])] = [
            ("status", [
                "[bald fällig] Clio: Versicherung fällig am \(CLDRByHand.numericDate("2026-12-10", "de")!)\n",
                "[bald fällig] Clio: Filtro: bei \(km(86_500)) (noch \(km(500))) voraussichtlich um den ",
            ]),
            ("vehicle list", ["ID    NAME  MARKE/MODELL", "KILOMETERSTAND  ROLLE", km(86_000), "Eigentümer"]),
            ("vehicle show clio", [
                "Clio (ID clio)\n", "  Einheit: km, Rolle: Eigentümer\n", "  fährt mit: Benzin\n",
                "  Kilometerstand: \(km(86_000)) am 28.11.2026\n", "  Prognose: etwa 30,86 km/Tag (letzte 180 Tage)\n",
                "  Wartung:\n", "  Fristen:\n", "    Versicherung (Versicherung): fällig am 10.12.2026, bald fällig",
            ]),
            ("deadline list", ["FÄLLIG", "FAHRZEUG", "TITEL", "10.12.2026", "Versicherung", "bald fällig"]),
            ("deadline show t-3", ["Versicherung (Versicherung) von Clio, ID t-3\n  fällig am 10.12.2026, Warnung ab "]),
            ("maintenance list", ["Clio:\n  Filtro: bei \(km(86_500))", "— bald fällig (ID t-4)"]),
            ("maintenance show t-4", ["Clio: Filtro: bei \(km(86_500))"]),
            ("spend", ["alle Fahrzeuge\nMONAT", "SUMME", "EINTRÄGE", "OHNE KURS", "November 2026", euros("1301.06"), "Oktober 2026",
                       euros("70.00"), "Summe", euros("1371.06")]),
            ("spend --year 2026 --by category", [
                "alle Fahrzeuge, 01.01.2026 bis 31.12.2026\nKATEGORIE", "Reparatur", euros("1234.56"), "Kraftstoff", euros("136.50"),
            ]),
            ("economy clio", [
                "Clio: Verbrauch (Benzin) in l/100 km, Strecken in km\n", "DATUM", "TANKFÜLLUNG", "STRECKE", "MENGE",
                "10.11.2026", km(600), "38,5 l", "6,42", "gesamt: 6,42 l/100 km über 1 Abschnitt, \(km(600)) (20.10.2026 bis 10.11.2026)",
                "letzte 5 Abschnitte: ", "Kosten: 0,111 EUR pro km über 1 Abschnitt",
            ]),
            ("odometer list", ["DATUM", "NOTIZ", "01.10.2026", km(84_210)]),
            ("odometer show t-1", ["Ablesung t-1 von Clio: \(km(84_210)) am 01.10.2026"]),
            ("expense list", ["BETRAG", "KATEGORIE", "Reparatur", euros("1234.56"), "15.11.2026", "Kraftstoff"]),
            ("expense show t-7", ["Ausgabe t-7 von Clio: Reparatur \(euros("1234.56")) am 15.11.2026\n", "  in EUR: \(euros("1234.56"))"]),
            ("fuel list", ["FÜLLUNG", "KOSTEN", "Benzin, voll", "38,5 l", euros("66.50"), CLDRByHand.grouped(85_600, "de")]),
            ("fuel show t-5", ["Tankfüllung t-5 von Clio: 40 l am 20.10.2026 (Benzin, voll)\n", "  Kosten: \(euros("70.00"))"]),
            ("maintenance done clio Filtro --date 2026-11-28 --odometer 86000 --cost 1234.56 EUR", [
                "'Filtro' am 28.11.2026 eingetragen (Kosten \(euros("1234.56")))",
            ]),
            ("service list", ["PUNKT", "Filtro", CLDRByHand.grouped(86_000, "de"), euros("1234.56")]),
            ("maintenance postpone clio Filtro --distance 1000", ["'Filtro' verschoben auf \(CLDRByHand.grouped(102_000, "de"))"]),
            ("maintenance edit t-4 --name Filtro de ar", ["Wartungspunkt 'Filtro de ar' geändert (ID t-4)"]),
            ("deadline renew clio t-3 --due 2027-12-10", ["'Versicherung' verlängert: jetzt fällig am 10.12.2027"]),
            ("deadline edit t-3 --every-months 12", ["Frist 'Versicherung' geändert: fällig am 10.12.2027 (ID t-3)"]),
            ("deadline add clio road-tax 2027-03-31 --title IUC", ["Frist 'IUC' fällig am 31.03.2027 hinzugefügt"]),
            ("odometer log clio 86100 --date 2026-11-29", ["\(km(86_100)) am 29.11.2026 eingetragen"]),
            ("odometer edit t-1 --value 84200", ["Ablesung t-1 geändert: \(CLDRByHand.grouped(84_200, "de")) am 01.10.2026"]),
            ("expense add clio 12.50 EUR --category parking", ["Ausgabe (Parken) \(euros("12.50")) am 29.11.2026 hinzugefügt"]),
            ("expense edit t-7 --amount 1300.00", ["Ausgabe t-7 geändert: Reparatur \(euros("1300.00")) am 15.11.2026"]),
            ("fuel edit t-5 --volume 41 l", ["Tankfüllung t-5 geändert: 41 l am 20.10.2026"]),
            ("vehicle edit clio --model Clio IV", ["Fahrzeug 'Clio' geändert (ID clio)"]),
            ("deadline remove t-3", ["Frist t-3 von 'Clio' entfernt"]),
            ("expense remove t-7", ["Ausgabe t-7 von 'Clio' entfernt"]),
            ("fuel remove t-6", ["Tankfüllung t-6 von 'Clio' entfernt"]),
            ("odometer remove t-2", ["Ablesung t-2 von 'Clio' entfernt"]),
            ("vehicle add Zoe", ["Fahrzeug 'Zoe' hinzugefügt (ID zoe)"]),
            ("undo", [" rückgängig gemacht (1 Eintrag)\n"]),
            ("history", ["WANN", "ÄNDERUNG", "EINTRÄGE", "RÜCKGÄNGIG", "durch #"]),
            ("history 3", ["hinzugefügt: "]),
        ]
        try Self.check(transcript, expected)
    }

    @Test func portugueseSpeaksPortugueseWithPortugalsFormats() throws {
        let transcript = Self.transcript(Self.garage(locale: "pt-PT"))
        let km = { (value: Int) in CLDRByHand.distance(value, unit: "km", "pt-PT") }
        let euros = { (text: String) in CLDRByHand.money(Decimal(string: text)!, symbol: "€", "pt-PT") }
        let expected: [(String, [String])] = [
            ("status", [
                "[a vencer] Clio: Seguro vence a \(CLDRByHand.numericDate("2026-12-10", "pt-PT")!)\n",
                "[a vencer] Clio: Filtro: aos \(km(86_500)) (faltam \(km(500))) previsto por volta de 15/12/2026 — a vencer\n",
            ]),
            ("vehicle list", ["NOME", "MARCA/MODELO", "CONTA-QUILÓMETROS", "PAPEL", km(86_000), "proprietário"]),
            ("vehicle show clio", [
                "Clio (id clio)\n", "  unidade: km, papel: proprietário\n", "  funciona a: gasolina\n",
                "  conta-quilómetros: \(km(86_000)) a 28/11/2026\n", "  previsão: cerca de 30,86 km/dia (últimos 180 dias)\n",
                "  manutenção:\n", "  prazos:\n", "    Seguro (Seguro): vence a 10/12/2026, a vencer",
            ]),
            ("deadline list", ["VENCE", "VEÍCULO", "TÍTULO", "TIPO", "ESTADO", "REPETIÇÃO", "10/12/2026", "Seguro", "a vencer"]),
            ("deadline show t-3", ["Seguro (Seguro) de Clio, id t-3\n  vence a 10/12/2026, aviso a partir de 10/11/2026, a vencer"]),
            ("maintenance list", ["Clio:\n  Filtro: aos \(km(86_500))", "— a vencer (id t-4)"]),
            ("maintenance show t-4", ["Clio: Filtro: aos \(km(86_500)) (faltam \(km(500)))"]),
            ("spend", [
                "todos os veículos\nMÊS", "TOTAL", "REGISTOS", "SEM CÂMBIO", "Outubro de 2026", euros("70.00"), "Novembro de 2026",
                euros("1301.06"), "\ntotal ", euros("1371.06"),
            ]),
            ("spend --year 2026 --by category", [
                "todos os veículos, de 01/01/2026 a 31/12/2026\nCATEGORIA", "Reparação", euros("1234.56"), "Combustível", euros("136.50"),
            ]),
            ("economy clio", [
                "Clio: consumo (gasolina) em l/100 km, distâncias em km\n", "DATA", "ABASTECIMENTO", "DISTÂNCIA", "QUANTIDADE",
                "10/11/2026", km(600), "38,5 l", "último: 6,42 l/100 km (10/11/2026, \(km(600)))",
                "desde o início: 6,42 l/100 km em 1 troço, \(km(600)) (de 20/10/2026 a 10/11/2026)", "últimos 5 troços: ",
                "custo: 0,111 EUR por km em 1 troço",
                "excluído: 20/10/2026 1 abastecimento sem abastecimento completo antes: o nível do depósito de partida é desconhecido",
            ]),
            ("odometer list", ["DATA", "NOTA", "01/10/2026", km(84_210)]),
            ("odometer show t-1", ["leitura t-1 de Clio: \(km(84_210)) a 01/10/2026"]),
            ("expense list", ["VALOR", "CATEGORIA", "Reparação", euros("1234.56"), "15/11/2026", "Combustível"]),
            ("expense show t-7", ["despesa t-7 de Clio: Reparação \(euros("1234.56")) a 15/11/2026\n", "  em EUR: \(euros("1234.56"))"]),
            ("fuel list", ["ENCHIMENTO", "CUSTO", "gasolina, completo", "38,5 l", euros("66.50"), CLDRByHand.grouped(85_600, "pt-PT")]),
            ("fuel show t-5", [
                "abastecimento t-5 de Clio: 40 l a 20/10/2026 (gasolina, completo)\n", "  conta-quilómetros: \(km(85_000))\n",
                "  custo: \(euros("70.00"))\n",
            ]),
            ("maintenance done clio Filtro --date 2026-11-28 --odometer 86000 --cost 1234.56 EUR", [
                "'Filtro' registada a 28/11/2026 (custo \(euros("1234.56")))",
            ]),
            ("service list", ["ITEM", "Filtro", CLDRByHand.grouped(86_000, "pt-PT"), euros("1234.56")]),
            ("maintenance postpone clio Filtro --distance 1000", ["'Filtro' adiada para \(CLDRByHand.grouped(102_000, "pt-PT"))"]),
            ("maintenance edit t-4 --name Filtro de ar", ["manutenção 'Filtro de ar' alterada (id t-4)"]),
            ("deadline renew clio t-3 --due 2027-12-10", ["'Seguro' renovado: vence agora a 10/12/2027"]),
            ("deadline edit t-3 --every-months 12", ["prazo 'Seguro' alterado: vence a 10/12/2027 (id t-3)"]),
            ("deadline add clio road-tax 2027-03-31 --title IUC", ["prazo 'IUC' adicionado, vence a 31/03/2027"]),
            ("odometer log clio 86100 --date 2026-11-29", ["\(km(86_100)) registados a 29/11/2026"]),
            ("odometer edit t-1 --value 84200", ["leitura t-1 alterada: \(CLDRByHand.grouped(84_200, "pt-PT")) a 01/10/2026"]),
            ("expense add clio 12.50 EUR --category parking", ["despesa (Estacionamento) de \(euros("12.50")) a 29/11/2026 adicionada"]),
            ("expense edit t-7 --amount 1300.00", ["despesa t-7 alterada: Reparação \(euros("1300.00")) a 15/11/2026"]),
            ("fuel edit t-5 --volume 41 l", ["abastecimento t-5 alterado: 41 l a 20/10/2026"]),
            ("vehicle edit clio --model Clio IV", ["veículo 'Clio' alterado (id clio)"]),
            ("deadline remove t-3", ["prazo t-3 de 'Clio' removido"]),
            ("expense remove t-7", ["despesa t-7 de 'Clio' removida"]),
            ("fuel remove t-6", ["abastecimento t-6 de 'Clio' removido"]),
            ("odometer remove t-2", ["leitura t-2 de 'Clio' removida"]),
            ("vehicle add Zoe", ["veículo 'Zoe' adicionado (id zoe)"]),
            ("undo", ["anulada #", " vehicle add (1 registo)\n"]),
            ("history", ["QUANDO", "ALTERAÇÃO", "REGISTOS", "ANULADA", "por #"]),
            ("history 3", ["adicionado: "]),
        ]
        try Self.check(transcript, expected)
    }

    @Test func theRulesRefusalsAreTranslated() {
        let german = Self.garage(locale: "de-DE")
        let unknown = german.run("vehicle", "show", "nosuchcar")
        #expect(unknown.status == 2)
        #expect(unknown.errors == "glovebox: kein Fahrzeug 'nosuchcar'\n")
        let lower = german.run("odometer", "log", "clio", "80000", "--date", "2026-11-29")
        #expect(lower.errors == "glovebox: Kilometerstand \(CLDRByHand.grouped(80_000, "de")) ist niedriger als "
            + "\(CLDRByHand.grouped(86_000, "de")) vom 28.11.2026; gib --correct an, wenn es eine Korrektur ist\n")
        let portuguese = Self.garage(locale: "pt-PT")
        #expect(portuguese.run("deadline", "show", "t-99").errors == "glovebox: nenhum registo (prazo) 't-99'\n")
        // English keeps the rules' own words.
        #expect(Self.garage(locale: "en-GB").run("vehicle", "show", "nosuchcar").errors == "glovebox: no vehicle 'nosuchcar'\n")
    }

    @Test func aRemovalSaysWhatGoesAndAsksInTheLanguage() {
        let german = Self.garage(locale: "de-DE")
        let what = "Fahrzeug 'Clio' mit 2 Ablesungen, 3 Ausgaben, 1 Wartungspunkt und 1 Frist"
        let refused = german.run("vehicle", "remove", "clio")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix("glovebox: das würde \(what) entfernen; gib --yes zur Bestätigung an (nichts wurde geändert)\n"))
        let cancelled = german.run("vehicle", "remove", "clio", answering: "n")
        #expect(german.questions == ["Das wird \(what) entfernen. Weiter? [y/N] "])
        #expect(cancelled.errors == "glovebox: abgebrochen; nichts wurde geändert\n")
        #expect(german.run("vehicle", "remove", "clio", "--yes").output == "\(what) entfernt\n")

        let portuguese = Self.garage(locale: "pt-PT")
        portuguese.succeed("maintenance", "done", "clio", "Filtro", "--date", "2026-11-28")
        #expect(portuguese.run("maintenance", "remove", "t-4", "--yes").output
            == "removido: a manutenção 'Filtro' de 'Clio' com 1 manutenção registada\n")
    }

    @Test func exportBackupAndRestoreSpeakTheLanguage() throws {
        let german = Self.garage(locale: "de-DE")
        let exported = german.succeed("export", "--out", german.home.path + "/out.json").output
        #expect(exported.hasPrefix("Konto ana@example.com nach \(german.home.path)/out.json exportiert: 1 Fahrzeug, 7 Einträge und "),
                "\(exported)")
        #expect(exported.hasSuffix(" Bytes, Modus 0600)\n"), "\(exported)")
        let calendar = german.succeed("calendar", "export", "--out", german.home.path + "/glovebox.ics").output
        #expect(calendar.hasPrefix("Kalender nach \(german.home.path)/glovebox.ics geschrieben ("), "\(calendar)")
        let backup = german.succeed("backup", german.home.path + "/copy.sqlite").output
        #expect(backup.hasPrefix("Fahrtenbuch nach \(german.home.path)/copy.sqlite gesichert ("), "\(backup)")

        // The restore answers in the language of the one who typed it, before the export's preferences arrive.
        let portuguese = CLIHarness()
        portuguese.succeed("login", "bea@example.com")
        portuguese.succeed("prefs", "set", "locale", "pt-PT")
        let small = CLIHarness.fixtures.appendingPathComponent("exports/valid/small.json").path
        let restored = portuguese.succeed("restore", small).output
        #expect(restored.contains(": 2 veículos com 10 registos e "), "\(restored)")
        #expect(restored.contains("; sessão iniciada como "), "\(restored)")
    }

    @Test func signingInAndOutAndThePlanSpeakTheAccountsLanguage() {
        let cli = Self.garage(locale: "de-DE")
        #expect(cli.succeed("plan").output == "Konto: ana@example.com\nPlan: free (1 von 2 Fahrzeugen)\n")
        #expect(cli.succeed("logout").output == "abgemeldet\n")
        #expect(cli.succeed("login", "ana@example.com").output == "angemeldet als ana@example.com (Plan free)\n")
        #expect(cli.succeed("plan", "plus").output == "Plan: plus\n")
        #expect(cli.succeed("plan").output == "Konto: ana@example.com\nPlan: plus (1 Fahrzeug, unbegrenzt)\n")
    }

    @Test func remindersSpeakTheLanguage() {
        let cli = Self.garage(locale: "de-DE")
        #expect(cli.succeed("remind").output.hasPrefix("kein Erinnerungskanal: füge einen mit 'glovebox remind add desktop' hinzu"))
        let added = cli.succeed("remind", "add", "command", "true").output
        #expect(added.contains(" hinzugefügt (Befehl true)"), "\(added)")
        #expect(cli.succeed("remind", "list").output.hasSuffix("  Befehl true\n"))
        let sent = cli.succeed("remind").output
        #expect(sent.contains("gesendet an "), "\(sent)")
        #expect(sent.contains("Versicherung"), "the reminder's own texts come in the language too: \(sent)")
        #expect(cli.succeed("remind").output == "nichts Neues zu melden (2 Punkte bald fällig, fällig oder überfällig, jeder schon gemeldet)\n")
    }

    /// The report says where it wrote the page and the period, in the language's words and days.
    @Test func theReportSaysWhereItWroteInTheLanguage() {
        let cli = Self.garage(locale: "pt-PT")
        let out = cli.home.appending("report").path
        #expect(cli.succeed("report", "--year", "2026", "--out", out).output
            == "relatório escrito em \(out)/index.html (de 01/01/2026 a 31/12/2026)\n")
        let english = Self.garage(locale: "en-US")
        #expect(english.succeed("report", "--year", "2026", "--out", out).output == "wrote \(out)/index.html (2026-01-01 to 2026-12-31)\n")
    }

    @Test func jsonStaysTheSameInEveryLanguage() throws {
        for command in [["status", "--json"], ["vehicle", "show", "clio", "--json"], ["spend", "--json"], ["economy", "clio", "--json"]] {
            let english = Self.garage(locale: "en-US").succeed(command).output
            let german = Self.garage(locale: "de-DE").succeed(command).output
            #expect(german == english, "\(command)")
            #expect(!german.contains("fällig"), "\(command)")
        }
    }

    /// Each command's output holds each expected text, and no command printed something unexpected to standard error.
    static func check(
        _ transcript: [(command: String, output: String)], _ expected: [(String, [String])], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (command, texts) in expected {
            let output = Self.output(transcript, command)
            for text in texts {
                #expect(output.contains(text), "\(command): «\(text)» not in\n\(output)", sourceLocation: sourceLocation)
            }
        }
    }
}
