import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// `import lubelogger` and the fuel-app imports report in the `locale` preference's language, with
/// its plural forms, numbers and dates (pinned clock, time zone and locale through `CLIHarness`).
///
/// Numbers and numeric dates are checked against `CLDRByHand`, never against the formatter the
/// commands use.
@Suite struct TranslatedImportCommandTests {
    let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo").path
    let drivvo = CLIHarness.fixtures.appendingPathComponent("fuel-apps/drivvo-export.csv").path

    /// A signed-in account whose `locale` preference is `locale`.
    static func account(locale: String) -> CLIHarness {
        let cli = CLIHarness.signedIn()
        cli.succeed("prefs", "set", "locale", locale)
        return cli
    }

    @Test func germanSaysWhatTheLubeLoggerImportDidAndWouldDo() {
        let cli = Self.account(locale: "de-DE")
        let imported = cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep", "--with-reminders").output
        #expect(imported.hasPrefix(
            "in 'Jeep' importiert (ein neues Fahrzeug, das in mi zählt): 291 neue Einträge; Kraftstoff 109, Wartung 69, "
                + "Kilometerstand 110 und Steuer 3\n"
                + "Kosten in USD: die Datei schreibt $ (--currency nennt eine andere Währung mit diesem Zeichen)\n"
                + "Strecken in mi, LubeLoggers Vorgabe: sein Export sagt es nicht (--unit km, wenn er in km zählt)\n"), "\(imported)")
        let odometer = CLDRByHand.distance(222_647, unit: "mi", "de")
        #expect(imported.contains("aktueller Kilometerstand: \(odometer) (\(CLDRByHand.numericDate("2023-12-19", "de")!))"), "\(imported)")
        #expect(imported.contains("Wartungspunkt 'Oil Change' aus seiner Erinnerung hinzugefügt"), "\(imported)")

        let again = cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep", "--with-reminders", "--dry-run").output
        #expect(again.hasPrefix(
            "würde in 'Jeep' importieren: 0 neue Einträge (291 schon importiert); Kraftstoff 0, Wartung 0, Kilometerstand 0 und Steuer 0\n"),
            "\(again)")
        #expect(again.contains("Wartungspunkt 'Oil Change' ist schon geplant; seine Erinnerung blieb unberührt"), "\(again)")
        #expect(again.hasSuffix("Probelauf: nichts wurde geändert\n"), "\(again)")
        // A vehicle in km and an export that does not say its unit: refused, in German.
        cli.succeed("vehicle", "add", "Golf", "--unit", "km")
        let refused = cli.run("import", "lubelogger", demo, "--vehicle", "Golf")
        #expect(refused.status == 2)
        #expect(refused.errors == "glovebox: der Export sagt seine Streckeneinheit nicht (LubeLogger hält sie in seinen Einstellungen), "
            + "und 'Golf' zählt in km: gib --unit mi an, um Meilen in km umzurechnen, oder --unit km\n")
        for output in [imported, again] {
            let left = NoEnglishLeftTests.words(output).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "printed English \(left.sorted()):\n\(output)")
        }
    }

    @Test func portugueseSaysWhatARepeatedDrivvoImportLeftOutAndBroughtBack() throws {
        let cli = Self.account(locale: "pt-PT")
        cli.succeed("import", "drivvo", drivvo, "--currency", "BRL")
        // The parking expense of 2024-02-20, line 21 of the file.
        let expenses = try #require(try cli.json("expense", "list", "--limit", "1000", "--json") as? [[String: Any]])
        let parking = try #require(expenses.first { $0["date"] as? String == "2024-02-20" })
        cli.succeed("expense", "remove", try #require(parking["id"] as? String))

        let again = cli.succeed("import", "drivvo", drivvo, "--currency", "BRL").output
        #expect(again.hasPrefix("importados para 'Onix': 0 registos novos (12 já importados, 1 removido entretanto, excluído); "), "\(again)")
        #expect(again.contains(
            "\nexcluída 1 linha cujo registo foi removido depois de uma importação anterior (--restore-removed repõe-no): "
                + "drivvo-export.csv:21\n"), "\(again)")
        // The row Drivvo writes without an amount is left out, said in Portuguese.
        #expect(again.contains("\nexcluída 1 linha que o diário não pode guardar:\n  drivvo-export.csv:22: sem valor\n"), "\(again)")
        let restored = cli.succeed("import", "drivvo", drivvo, "--currency", "BRL", "--restore-removed").output
        #expect(restored.hasPrefix("importados para 'Onix': 1 registo novo"), "\(restored)")
        #expect(restored.contains("\nreposta 1 linha cujo registo foi removido depois de uma importação anterior: drivvo-export.csv:21\n"),
                "\(restored)")
    }

    @Test func frenchSaysHowACSVFilesCostsAndDistancesWereRead() throws {
        let cli = Self.account(locale: "fr-FR")
        let path = try cli.write(
            """
            date,odometer,litres,cost
            2024-01-04,48210,41.37,70.29
            2024-01-19,48862,40.12,67.76

            """, to: "pleins.csv")
        let imported = cli.succeed("import", "csv", path, "--vehicle", "Golf", "--distance-unit", "km", "--currency", "EUR").output
        #expect(imported.hasPrefix("importé dans 'Golf' (un nouveau véhicule qui compte en km) : 2 nouvelles entrées — carburant 2, "),
                "\(imported)")
        #expect(imported.contains(
            "\ncoûts en EUR, comme l’indique le fichier ou --currency (le fichier n’écrit aucun symbole monétaire)\n"
                + "distances en km, comme l’indique le fichier, --distance-unit ou le véhicule\n"), "\(imported)")
        // French counts 0 as one: nothing new is "0 nouvelle entrée".
        let dry = cli.succeed("import", "csv", path, "--vehicle", "Golf", "--distance-unit", "km", "--currency", "EUR", "--dry-run").output
        #expect(dry.hasPrefix("importerait dans 'Golf' : 0 nouvelle entrée (2 déjà importées) — "), "\(dry)")
        #expect(dry.hasSuffix("simulation : rien n’a été modifié\n"), "\(dry)")
        let unnamed = cli.run("import", "csv", path, "--distance-unit", "km", "--currency", "EUR")
        #expect(unnamed.status == 2)
        #expect(unnamed.errors == "glovebox: pleins.csv ne nomme pas son véhicule : dites lequel c’est avec --vehicle NAME (créé s’il manque)\n")
    }

    @Test func theEnglishReportIsWhatItWas() {
        // The wording every script reading an English import has seen, to the letter.
        let cli = Self.account(locale: "en-GB")
        let imported = cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep").output
        #expect(imported.hasPrefix(
            "imported 291 new records into 'Jeep' (a new vehicle counting in mi): 109 fuel, 69 service, 110 odometer and 3 tax\n"
                + "costs in USD: the file writes $ (--currency names another currency of that sign)\n"
                + "distances in mi, LubeLogger's default: its export does not say (--unit km if it counts in km)\n"))
        #expect(imported.contains("current odometer: 222,647 mi (2023-12-19)"))
        let dry = cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep", "--dry-run").output
        #expect(dry.hasPrefix("would import 0 new records into 'Jeep' (291 already imported): 0 fuel, 0 service, 0 odometer and 0 tax\n"))
        #expect(dry.hasSuffix("dry run: nothing was changed\n"))
        cli.succeed("vehicle", "add", "Golf", "--unit", "km")
        #expect(cli.run("import", "lubelogger", demo, "--vehicle", "Golf").errors
            == "glovebox: the export does not say its distance unit (LubeLogger keeps it in its settings) and 'Golf' counts in km: "
            + "say --unit mi to convert miles to km, or --unit km\n")
    }
}
