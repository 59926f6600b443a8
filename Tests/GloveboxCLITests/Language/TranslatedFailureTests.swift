import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import HouseholdSync
import Testing
import WidgetContract
@testable import GloveboxCLI

/// The errors other modules throw at the command line (the rules', the store's, the app core's, the
/// undo's) reach the person in the `locale` preference's language, typed error by typed error, with
/// the locale's numbers; English stays each error's own text, which `--json` carries.
///
/// Numbers are checked against `CLDRByHand`, never against the formatter the words use.
@Suite struct TranslatedFailureTests {
    @Test func englishKeepsEachErrorsOwnText() {
        let errors: [any Error & CustomStringConvertible] = [
            GarageError.textTooLong(field: "note", limit: 500, length: 1_234), UndoError.notThatMany(asked: 5, available: 2),
            StoreError.missingRecord("expense", "e1"), AppError.notADirectory("/tmp/x"),
        ]
        for error in errors {
            #expect(CLIWords.english.failure(error) == nil)
            #expect(GloveboxCommandLine.cliError(for: error, words: .english).message == error.description)
        }
        #expect(CLIWords.english.leftOutWarning(DamagedRow(table: "expense", id: "e1", reason: "amount 'lots' is not a number like 1234.56"))
            == "warning: stored expense 'e1' is damaged: amount 'lots' is not a number like 1234.56 (left out; run 'glovebox doctor')")
    }

    @Test func theRulesFieldRefusalsNameTheFieldInTheLanguage() {
        let german = CLIWords(localeTag: "de-DE")
        #expect(german.failure(GarageError.textTooLong(field: "note", limit: 500, length: 1_234))
            == "das Feld Notiz ist länger als 500 Zeichen (\(CLDRByHand.grouped(1_234, "de")))")
        #expect(german.failure(GarageError.duplicateIdentifier("clio")) == "die ID 'clio' wird schon verwendet")
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.failure(GarageError.tooManyDecimals("12.345", currency: "EUR", allowed: 2))
            == "o valor '12.345' tem mais casas decimais do que EUR permite (2)")
        #expect(portuguese.failure(GarageError.unknownWord(field: "category", value: "food", allowed: ["fuel", "tax"]))
            == "o campo categoria: valor desconhecido 'food' (esperava-se um de: fuel, tax)")
        #expect(portuguese.failure(GarageError.signedOut) == "sem sessão iniciada; inicie sessão primeiro com 'glovebox login ACCOUNT'")
    }

    @Test func undoStoreAndAppErrorsAreTranslatedWithTheirPluralForms() {
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.failure(UndoError.notThatMany(asked: 5, available: 2)) == "só 2 alterações podem ser desfeitas, não 5; nada foi alterado")
        #expect(portuguese.failure(UndoError.notThatMany(asked: 5, available: 1)) == "só 1 alteração pode ser desfeita, não 5; nada foi alterado")
        #expect(CLIWords(localeTag: "fr-FR").failure(UndoError.nothingToUndo) == "il n’y a rien à annuler")
        let german = CLIWords(localeTag: "de-DE")
        let damaged = StoreError.corruptRow(
            table: "odometer_entry", id: "r1", reason: RowDamage(FieldProblem(field: "date", label: "date", reason: .notADay("2026-02-30"))))
        #expect(german.failure(damaged) == "gespeicherter Eintrag (Ablesung) 'r1' ist beschädigt: diesen Tag gibt es nicht: '2026-02-30'")
        #expect(german.failure(StoreError.missingRecord("expense", "e1")) == "kein Eintrag (Ausgabe) 'e1'")
        #expect(CLIWords(localeTag: "es-ES").failure(AppError.unreadableFile("/no/such/file.csv"))
            == "no se puede leer '/no/such/file.csv': ese archivo no existe")
        #expect(CLIWords(localeTag: "es-ES").leftOutWarning(DamagedRow(
            table: "expense", id: "e1", reason: RowDamage(FieldProblem(field: "amount", label: "amount", reason: .malformedAmount("lots")))))
            == "aviso: el registro guardado (gasto) 'e1' está dañado: el importe 'lots' no es un número como 1234.56 (se deja fuera; ejecuta 'glovebox doctor')")
    }

    @Test func aCommandRefusedInPortugueseSaysSoInPortuguese() {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let undo = cli.run("undo", "500")
        #expect(undo.status == 2)
        #expect(undo.errors.hasPrefix("glovebox: só "), "\(undo.errors)")
        #expect(undo.errors.hasSuffix(" podem ser desfeitas, não 500; nada foi alterado\n"), "\(undo.errors)")
        let missing = cli.run("rates", "import", cli.home.path + "/no-such-rates.csv")
        #expect(missing.errors == "glovebox: não é possível ler '\(cli.home.path)/no-such-rates.csv': esse ficheiro não existe\n")
        let tooLong = cli.run("expense", "add", "clio", "1.234", "EUR")
        #expect(tooLong.errors == "glovebox: o valor '1.234' tem mais casas decimais do que EUR permite (2)\n")
    }

    @Test func aRowLeftOutIsWarnedAboutInGermanAndTheJSONKeepsItsEnglishReason() throws {
        let cli = CLIHarness(now: "2026-11-29T19:20:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", "de-DE")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "84000", "--date", "2026-11-01")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        let reading = try #require(try store.database.firstRow("SELECT id FROM odometer_entry") { $0.text(0) })
        try store.database.execute("UPDATE odometer_entry SET day = 'not-a-day' WHERE id = ?", [reading])
        store.close()
        let status = cli.run("status")
        #expect(status.errors.contains(
            "glovebox: Warnung: gespeicherter Eintrag (Ablesung) '\(reading)' ist beschädigt: kein Datum der Form YYYY-MM-DD: 'not-a-day' "
                + "(weggelassen; führe 'glovebox doctor' aus)\n"), "\(status.errors)")
        let json = try #require(try cli.json("status", "--json") as? [String: Any])
        #expect(json["damagedRows"] as? [[String: String]]
            == [["table": "odometer_entry", "id": reading, "reason": "not a date of the form YYYY-MM-DD: 'not-a-day'"]])
    }

    @Test func filesThatCannotBeWrittenOrRestoredAndAMissingHouseholdLinkAreSaidInFrenchAndPortuguese() {
        let french = TranslatedCommandTests.garage(locale: "fr-FR")
        let export = french.run("export", "--out", "/nonexistent-glovebox-dir/e.json")
        #expect(export.status == 1)
        #expect(export.errors == "glovebox: impossible d’écrire '/nonexistent-glovebox-dir/e.json' : échec de l’étape « ouverture du dossier » "
            + "(ENOENT (2)) ; rien n’a été écrit\n")
        let taken = french.home.path + "/taken.json"
        french.succeed("export", "--out", taken)
        let again = french.run("export", "--out", taken)
        #expect(again.status == 2)
        #expect(again.errors == "glovebox: '\(taken)' existe déjà ; ajoutez --force pour le remplacer (rien n’a été écrit)\n")
        #expect(french.run("sync").errors == "glovebox: cet appareil n’est lié à aucun serveur du foyer ; lancez d’abord 'glovebox login ACCOUNT --server URL'\n")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        let notJSON = portuguese.home.path + "/not.json"
        _ = FileManager.default.createFile(atPath: notJSON, contents: Data("hello".utf8))
        let restore = portuguese.run("restore", notJSON)
        #expect(restore.status == 2)
        #expect(restore.errors.hasPrefix("glovebox: \(notJSON): não é um documento JSON: "), "\(restore.errors)")
        #expect(CLIWords(localeTag: "pt-PT").failure(RestoreError.unsupportedVersion(file: "e.json", found: 9, highestSupported: 2))
            == "e.json: a versão de exportação 9 não é suportada (esta versão lê a versão 2)")
    }

    @Test func aPostponementTheItemCannotTakeSaysWhyInTheLanguage() throws {
        let due = try CalendarDay(parsing: "2026-12-28")
        let early = GarageError.cannotPostpone(item: "Oil change", reason: PostponeRefusal(.notAfterDueDate(try CalendarDay(parsing: "2020-01-01"), due: due)))
        #expect(CLIWords(localeTag: "pt-PT").failure(early)
            == "não é possível adiar 'Oil change': \(CLDRByHand.numericDate("2020-01-01", "pt-PT") ?? "") não é posterior à sua data-limite "
                + "\(CLDRByHand.numericDate("2026-12-28", "pt-PT") ?? "")")
        let below = GarageError.cannotPostpone(item: "Oil change", reason: PostponeRefusal(.notAfterDueDistance(5, due: 86_910)))
        #expect(CLIWords(localeTag: "de-DE").failure(below)
            == "'Oil change' kann nicht verschoben werden: 5 liegt nicht über seinem fälligen Kilometerstand \(CLDRByHand.grouped(86_910, "de"))")
        #expect(CLIWords(localeTag: "es-ES").failure(GarageError.cannotPostpone(item: "ITV", reason: PostponeRefusal(.noDueDate)))
            == "no se puede aplazar 'ITV': no tiene fecha de vencimiento; aplázalo por distancia")
        // English is the rules' own text, and a reason named by its words matches the rules'.
        #expect(below.description == "cannot postpone 'Oil change': 5 is not after its due distance 86910")
        #expect(below == GarageError.cannotPostpone(item: "Oil change", reason: "5 is not after its due distance 86910"))
    }
}
