import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// Signed in with no `locale` chosen, the command line, the widgets' snapshot and the preference's
/// own value follow the system's language (`LC_ALL`, `LC_MESSAGES`, `LANG`), as an unset time zone
/// follows the system's zone; a locale that was chosen, English included, speaks whatever the
/// system says.
@Suite struct SystemLanguageTests {
    /// `TranslatedCommandTests`' garage on a system whose `LANG` is `lang`, its `locale` chosen only
    /// when `locale` names one.
    static func garage(lang: String?, locale: String? = nil) -> CLIHarness {
        let cli = CLIHarness()
        cli.variables = lang.map { ["LANG": $0] } ?? [:]
        cli.succeed("login", "ana@example.com")
        if let locale { cli.succeed("prefs", "set", "locale", locale) }
        cli.succeed("vehicle", "add", "Clio", "--make", "Renault", "--model", "Clio", "--year", "2019", "--energy", "petrol")
        cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-10-01")
        cli.succeed("odometer", "log", "clio", "86000", "--date", "2026-11-28")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-10")
        cli.succeed("maintenance", "add", "clio", "Filtro", "--every-distance", "15000", "--next-distance", "86500")
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "85000", "--date", "2026-10-20", "--cost", "70.00", "EUR")
        cli.succeed("expense", "add", "clio", "1234.56", "EUR", "--category", "repair", "--date", "2026-11-15")
        return cli
    }

    /// The reads compared: their words, numbers, days and amounts.
    static let reads: [[String]] = [["status"], ["vehicle", "show", "clio"], ["deadline", "list"], ["spend"], ["economy", "clio"]]

    @Test func withNoLocaleChosenAPortugueseSystemReadsAsIfPortugueseWereChosen() throws {
        let system = Self.garage(lang: "pt_PT.UTF-8")
        let chosen = Self.garage(lang: nil, locale: "pt-PT")
        for read in Self.reads {
            #expect(system.succeed(read).output == chosen.succeed(read).output, "\(read)")
        }
        let status = system.succeed("status").output
        #expect(status.contains("[a vencer] Clio: Seguro vence a \(CLDRByHand.numericDate("2026-12-10", "pt-PT")!)\n"), "\(status)")
        #expect(status.contains(CLDRByHand.distance(86_500, unit: "km", "pt-PT")), "\(status)")
        #expect(system.succeed("prefs", "get", "locale").output == "locale: pt-PT\n")
        #expect((try system.json("prefs", "get", "--json") as? [String: Any])?["locale"] as? String == "pt-PT")
    }

    @Test func englishChosenOnAPortugueseSystemReadsAsEnglishAlwaysHas() throws {
        let chosen = Self.garage(lang: "pt_PT.UTF-8", locale: "en-US")
        let before = Self.garage(lang: nil)
        for read in Self.reads {
            #expect(chosen.succeed(read).output == before.succeed(read).output, "\(read)")
        }
        #expect(chosen.succeed("status").output.contains("[due soon] Clio: "))
        #expect(chosen.succeed("prefs", "get", "locale").output == "locale: en-US\n")
        #expect(before.succeed("prefs", "get", "locale").output == "locale: en-US\n")
    }

    @Test func systemGoesBackToTheSystemsLanguageAndZone() throws {
        let cli = CLIHarness()
        cli.variables = ["LANG": "pt_PT.UTF-8"]
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", "en-US")
        cli.succeed("prefs", "set", "timezone", "Asia/Tokyo")
        // Said in English, the language it was typed in, naming what applies now.
        #expect(cli.succeed("prefs", "set", "locale", "system").output == "locale: system (the system's: pt-PT)\n")
        #expect(cli.succeed("prefs", "get", "locale").output == "locale: pt-PT\n")
        #expect(cli.succeed("prefs", "set", "timezone", "System").output == "timezone: system (o valor do sistema: Europe/Lisbon)\n")
        #expect(cli.succeed("prefs", "get", "timezone").output == "timezone: Europe/Lisbon\n")
        // Nothing is stored for either: both follow the system wherever the logbook goes.
        let section = try cli.fingerprint().components(separatedBy: "[account_preference]\n").last ?? ""
        let stored = String(section.prefix { $0 != "[" })
        #expect(!stored.contains("locale") && !stored.contains("timezone"), "\(stored)")
        // Any other preference has no such value.
        #expect(cli.run("prefs", "set", "currency", "system").status == 2)
    }

    @Test func theSnapshotSpeaksTheLanguageOfWhicheverSystemPublishesIt() throws {
        let cli = CLIHarness()
        try cli.installWidgets()
        cli.variables = ["LANG": "pt_PT.UTF-8"]
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let portuguese = try cli.snapshot()
        #expect(portuguese.locale == "pt-PT")
        #expect(portuguese.strings.openApp == "Abrir o Glovebox")
        // Nothing in the logbook changed, but a publish under another language is another snapshot.
        cli.variables = ["LANG": "de_DE.UTF-8"]
        cli.succeed("publish")
        #expect(try cli.snapshot().locale == "de")
        // A chosen locale is the same snapshot under every system.
        cli.succeed("prefs", "set", "locale", "es-ES")
        #expect(try cli.snapshot().locale == "es")
        cli.variables = ["LANG": "pt_PT.UTF-8"]
        cli.succeed("publish")
        #expect(try cli.snapshot().locale == "es")
    }

    @Test func theBuiltProgramOnAPortugueseSystemAnswersInPortugueseWithoutAnyPreference() throws {
        let home = TemporaryDirectory(prefix: "glovebox-system-language")
        var glovebox = GloveboxProcess(home: home.path)
        glovebox.variables = ["LANG": "pt_PT.UTF-8"]
        let demo = try glovebox.run("demo")
        #expect(demo.status == 0, "\(demo.errors)")
        #expect(demo.output.contains("garagem de demonstração criada para "), "\(demo.output)")
        let status = try glovebox.run("status")
        #expect(status.status == 0, "\(status.errors)")
        #expect(status.output.contains("[em atraso] ") || status.output.contains("[a vencer] "), "\(status.output)")
        #expect(!status.output.contains("[overdue] ") && !status.output.contains("[due soon] "), "\(status.output)")
        #expect(try glovebox.run("prefs", "get", "locale").output == "locale: pt-PT\n")

        // The same logbook under no language at all is English, as it always was.
        glovebox.variables = [:]
        let english = try glovebox.run("status")
        #expect(english.output.contains("[overdue] ") || english.output.contains("[due soon] "), "\(english.output)")
    }
}
