import ArgumentParsing
import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// The parser's refusals (an unknown command or option with its "did you mean", a missing value or
/// argument, a group without its subcommand) and the help's frame (the usage label, the headings, its
/// last line) are in the `locale` preference's language; English is what it always was (the help's
/// content: `TranslatedHelpTests`).
@Suite struct TranslatedUsageTests {
    @Test func theParsersProblemsAreWorded() {
        let german = CLIWords(localeTag: "de-DE")
        #expect(german.usageMessage(UsageError(.unknownOption("--odomter", suggestion: "--odometer")))
            == "unbekannte Option '--odomter' (meintest du '--odometer'?)")
        #expect(german.usageMessage(UsageError(.optionNeedsValues("--cost", values: ["A", "CUR"])))
            == "die Option '--cost' braucht 2 Werte: A CUR")
        #expect(CLIWords(localeTag: "fr-FR").usageMessage(UsageError(.needsSubcommand(group: "keys", choices: ["show", "init"])))
            == "'keys' demande une sous-commande : show, init")
        #expect(CLIWords(localeTag: "es-ES").usageMessage(UsageError(.unknownCommand("x", suggestion: nil, program: "glovebox")))
            == "comando desconocido 'x'; ejecuta 'glovebox --help' para ver la lista")
        // A command's own check has no problem behind it: its message stays as the command wrote it.
        #expect(german.usageMessage(UsageError("share needs --role editor|viewer")) == "share needs --role editor|viewer")
        #expect(CLIWords.english.usageMessage(UsageError(.missingArgument("VOLUME"))) == "missing argument VOLUME")
    }

    @Test func aMistypedCommandIsAnsweredInPortugueseWithItsSuggestion() {
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        let typo = portuguese.run("vehicel")
        #expect(typo.status == 2)
        #expect(typo.errors == "glovebox: comando desconhecido 'vehicel' (queria dizer 'vehicle'?); execute 'glovebox --help' para ver a lista\n"
            + "utilização: glovebox COMMAND [ARGUMENTS] [--help]\n")
        let option = portuguese.run("fuel", "add", "clio", "40", "l", "--odomter", "5")
        #expect(option.errors.hasPrefix("glovebox: opção desconhecida '--odomter' (queria dizer '--odometer'?)\nutilização: glovebox fuel add "))
        let english = TranslatedCommandTests.garage(locale: "en-US").run("vehicel")
        #expect(english.errors == "glovebox: unknown command 'vehicel' (did you mean 'vehicle'?); run 'glovebox --help' for the list\n"
            + "usage: glovebox COMMAND [ARGUMENTS] [--help]\n")
    }

    @Test func theHelpsFrameIsSpanishAndGerman() {
        let spanish = TranslatedCommandTests.garage(locale: "es-ES").succeed("fuel", "add", "--help").output
        #expect(spanish.hasPrefix("uso: glovebox fuel add VEHICLE VOLUME UNIT "), "\(spanish)")
        #expect(spanish.contains("\nargumentos:\n  VEHICLE ") && spanish.contains("\nopciones:\n  --odometer N "), "\(spanish)")
        let german = TranslatedCommandTests.garage(locale: "de-DE").succeed("vehicle", "--help").output
        #expect(german.hasPrefix("Aufruf: glovebox vehicle SUBCOMMAND"), "\(german)")
        #expect(german.contains("\nUnterbefehle:\n"), "\(german)")
        #expect(german.hasSuffix("\n'glovebox vehicle SUBCOMMAND --help' beschreibt einen Unterbefehl.\n"), "\(german)")
    }

    @Test func aRefusedValueIsNamedAndExplainedInTheLanguage() {
        let german = CLIWords(localeTag: "de-DE")
        #expect(german.usageMessage(UsageError(.refusedValue(label: "--months", value: "0", reason: ValueError(.between(1, 1_200)))))
            == "--months '0' muss zwischen 1 und \(CLDRByHand.grouped(1_200, "de")) liegen")
        #expect(CLIWords(localeTag: "fr-FR").usageMessage(UsageError(.refusedValue(
            label: "VOLUME", value: "abc", reason: ValueError(.notPositiveNumberLike("42.5")))))
            == "VOLUME 'abc' n’est pas un nombre positif comme 42.5")
        // English is the parser's words, as always.
        #expect(UsageError(.refusedValue(label: "--year", value: "x", reason: ValueError(.notWholeNumber))).message
            == "--year 'x' is not a whole number")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        #expect(portuguese.run("odometer", "log", "clio", "5", "--date", "2026-02-30").errors
            .hasPrefix("glovebox: --date '2026-02-30' não é um dia do calendário\nutilização: glovebox odometer log "))
        // Another module's refusal of a value is said in its own words, in the language too.
        #expect(portuguese.run("expense", "add", "clio", "10", "XYZ").errors
            .hasPrefix("glovebox: moeda desconhecida 'XYZ' (não é um código ISO 4217)\nutilização: "))
    }
}
