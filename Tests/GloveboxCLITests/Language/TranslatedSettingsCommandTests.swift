import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// `prefs`, `publish`, `doctor --repair` and `rates import` speak the `locale` preference's
/// language (pinned clock, time zone and locale through `CLIHarness`), their refusals included,
/// while `--json` and English stay as they were.
///
/// Numbers and numeric dates are checked against `CLDRByHand`, never against the formatter the
/// commands use.
@Suite struct TranslatedSettingsCommandTests {
    /// An ECB-format file of two days, one of whose columns is no currency.
    static func ratesFile(in cli: CLIHarness) throws -> String {
        let file = cli.home.appending("rates.csv")
        try Data("Date,USD,XAU,\n2026-10-30,1.1172,2500,\n2026-10-29,1.113,N/A,\n".utf8).write(to: file)
        return file.path
    }

    /// What the commands of this suite print in `cli`'s garage, refusals included, with their arguments.
    static func transcript(_ cli: CLIHarness) throws -> [(command: String, output: String)] {
        var outputs: [(String, String)] = []
        func run(_ arguments: String...) {
            let result = cli.run(arguments)
            // The program's name that starts a refusal is no word of a language.
            let errors = result.errors.hasPrefix("glovebox: ") ? String(result.errors.dropFirst("glovebox: ".count)) : result.errors
            outputs.append((arguments.joined(separator: " "), result.output + errors))
        }
        run("prefs", "set", "lock", "maybe")
        run("prefs", "set", "timezone", "Mars/Olympus")
        run("prefs", "set", "economy", "fast")
        run("prefs", "set", "currency", "EURO")
        run("prefs", "set", "locale", "pt--PT")
        run("prefs", "set", "currency", "XOF")
        run("publish")
        run("rates", "import", try ratesFile(in: cli))
        return outputs
    }

    @Test func germanRefusesPreferencesInGerman() throws {
        let cli = TranslatedCommandTests.garage(locale: "de-DE")
        let lock = cli.run("prefs", "set", "lock", "maybe")
        #expect(lock.status == 2)
        #expect(lock.errors == "glovebox: Sperre 'maybe' muss on oder off sein\n")
        #expect(cli.run("prefs", "set", "timezone", "Mars/Olympus").errors
            == "glovebox: Zeitzone 'Mars/Olympus' ist kein IANA-Zeitzonenname wie Europe/Lisbon\n")
        #expect(cli.run("prefs", "set", "economy", "fast").errors.hasPrefix("glovebox: Verbrauch 'fast' muss auto oder eines hiervon sein: "))
        #expect(cli.run("prefs", "set", "currency", "EURO").errors == "glovebox: unbekannte Währung 'EURO' (kein ISO-4217-Code)\n")
        #expect(cli.run("prefs", "set", "locale", "pt--PT").errors
            == "glovebox: Gebietsschema 'pt--PT' ist kein gültiges BCP-47-Sprachkennzeichen wie pt-PT: es hat ein leeres Subtag\n")
        let currency = cli.run("prefs", "set", "currency", "XOF").errors
        #expect(currency.hasPrefix("glovebox: Heimatwährung XOF abgelehnt: keine Kursquelle rechnet in sie um (die EZB veröffentlicht "), "\(currency)")
        #expect(currency.contains(" Ausgaben in anderen Währungen aus jeder Summe; importiere zuerst Kurse mit XOF "), "\(currency)")
        // Nothing was set: the language is still German.
        #expect(cli.succeed("prefs", "get", "locale").output == "locale: de-DE\n")
    }

    @Test func aNoteOnTheLanguageIsSaidInTheLanguageItWasTypedIn() {
        // Said in the language of the one who typed it, before the new locale applies.
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let set = cli.succeed("prefs", "set", "locale", "pt-BR").output
        #expect(set.hasPrefix("locale: pt-BR (a app mostra "), "\(set)")
        #expect(set.contains(", a língua mais próxima de "), "\(set)")
        #expect(set.hasSuffix("; os números e as datas seguem pt-BR)\n"), "\(set)")
        // Its own language needs no note, in any language.
        #expect(cli.succeed("prefs", "set", "locale", "fr-FR").output == "locale: fr-FR\n")
        #expect(cli.run("prefs", "set", "lock", "maybe").errors == "glovebox: le verrou 'maybe' doit être on ou off\n")
        let english = cli.succeed("prefs", "set", "locale", "ja-JP").output
        #expect(english.hasPrefix("locale: ja-JP (l’app affiche l’anglais : elle n’a pas de textes en "), "\(english)")
        #expect(english.hasSuffix(" ; les nombres et les dates suivent ja-JP)\n"), "\(english)")
        // Japanese has no texts here: from now on the app speaks English.
        #expect(cli.run("prefs", "set", "lock", "maybe").errors == "glovebox: lock 'maybe' must be on or off\n")
    }

    @Test func ratesImportSaysWhatItReadInTheLanguage() throws {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        let day = { (iso: String, language: String) in CLDRByHand.numericDate(iso, language) ?? iso }
        #expect(german.succeed("rates", "import", try Self.ratesFile(in: german)).output == """
            2 Kurse für 1 Währung über 2 Tage importiert (\(day("2026-10-29", "de")) bis \(day("2026-10-30", "de"))); \
            2 neu, 0 Zellen ohne Kurs; 1 Spalte unbekannter Währungen übersprungen: XAU

            """)
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        #expect(portuguese.succeed("rates", "import", try Self.ratesFile(in: portuguese)).output == """
            importados 2 câmbios de 1 moeda em 2 dias (de \(day("2026-10-29", "pt-PT")) a \(day("2026-10-30", "pt-PT"))); \
            novos: 2, 0 células sem câmbio; ignorada 1 coluna de moedas desconhecidas: XAU

            """)
        // French counts 0 as one.
        let french = TranslatedCommandTests.garage(locale: "fr-FR")
        let line = french.succeed("rates", "import", try Self.ratesFile(in: french)).output
        #expect(line.contains(" ; nouveaux : 2, 0 cellule sans taux ; 1 colonne de devises inconnues ignorée : XAU\n"), "\(line)")
    }

    @Test func publishSaysWhatItDidInTheLanguageAndItsJSONStaysTheSame() throws {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        let english = TranslatedCommandTests.garage(locale: "en-US")
        let said = german.succeed("publish").output
        let englishSaid = english.succeed("publish").output
        // No widget is installed in the harness: only the Shortcuts snapshot is written.
        #expect(said.hasPrefix("kein Widget installiert; Widget-Snapshot nicht erstellt; Kurzbefehle-Snapshot "), "\(said)")
        #expect(said.hasSuffix(" Bytes\n"), "\(said)")
        #expect(NoEnglishLeftTests.words(said).isDisjoint(with: NoEnglishLeftTests.englishOnly), "\(said)")
        #expect(!NoEnglishLeftTests.words(englishSaid).isDisjoint(with: NoEnglishLeftTests.englishOnly), "\(englishSaid)")
        // The JSON keeps its keys and words; only the sizes of what the language wrote may differ.
        let germanJSON = try #require(try JSONSerialization.jsonObject(with: Data(german.succeed("publish", "--json").output.utf8)) as? [String: Any])
        let englishJSON = try #require(try JSONSerialization.jsonObject(with: Data(english.succeed("publish", "--json").output.utf8)) as? [String: Any])
        #expect(Set(germanJSON.keys) == Set(englishJSON.keys))
        for key in ["outcome", "trigger"] {
            #expect(germanJSON[key] as? String == englishJSON[key] as? String, "\(key)")
        }
    }

    @Test func doctorSaysItsRepairInTheLanguage() throws {
        let cli = TranslatedCommandTests.garage(locale: "es-ES")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        try store.database.execute("UPDATE spend_month SET minor_units = 99999")
        store.close()
        let repair = cli.succeed("doctor", "--repair")
        #expect(repair.output.contains("\nreparado: los totales de gasto se han vuelto a sumar a partir de los gastos\n"), "\(repair.output)")
    }

    @Test func moreRefusalsOfTheRulesSpeakTheLanguage() {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        german.succeed("vehicle", "add", "Zoe")
        let limit = german.run("vehicle", "add", "Golf")
        #expect(limit.status == 2)
        #expect(limit.errors == "glovebox: der Plan free erlaubt 2 Fahrzeuge; wechsle zu plus, um 'Golf' hinzuzufügen\n")
        #expect(german.run("conflicts", "keep", "zzz").errors == "glovebox: kein Konflikt hat die ID 'zzz' (siehe 'glovebox conflicts list')\n")
        let spanish = TranslatedCommandTests.garage(locale: "es-ES")
        #expect(spanish.run("conflicts", "dismiss", "zzz").errors
            == "glovebox: ningún conflicto tiene el ID 'zzz' (consulta 'glovebox conflicts list')\n")
        // English keeps the rules' own words.
        #expect(TranslatedCommandTests.garage(locale: "en-US").run("conflicts", "keep", "zzz").errors
            == "glovebox: no conflict has the id 'zzz' (see 'glovebox conflicts list')\n")
    }

    @Test func deletingTheAccountAsksAndSaysItInTheAccountsLanguage() {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        let refused = german.run("delete-account")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix("glovebox: das würde das Konto ana@example.com und sein 1 Fahrzeug mit allen Einträgen davon "
            + "von diesem Gerät löschen; gib --yes zur Bestätigung an (nichts wurde geändert)\n"), "\(refused.errors)")
        #expect(german.succeed("delete-account", "--yes").output
            == "Konto ana@example.com gelöscht; keiner seiner Einträge bleibt auf diesem Gerät\n")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        #expect(portuguese.succeed("delete-account", "--yes").output
            == "conta ana@example.com apagada; não resta nenhum dos seus registos neste dispositivo\n")
    }

    @Test func germanOutputOfTheseCommandsHasNoEnglishWord() throws {
        let transcript = try Self.transcript(TranslatedCommandTests.garage(locale: "de-DE"))
        for (command, output) in transcript {
            let left = NoEnglishLeftTests.words(output).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "glovebox \(command) printed English \(left.sorted()):\n\(output)")
        }
        // The same run in English trips the check, so the German run passing it says something.
        let english = try Self.transcript(TranslatedCommandTests.garage(locale: "en-US"))
        for (command, output) in english {
            #expect(!NoEnglishLeftTests.words(output).isDisjoint(with: NoEnglishLeftTests.englishOnly), "glovebox \(command): \(output)")
        }
    }
}
