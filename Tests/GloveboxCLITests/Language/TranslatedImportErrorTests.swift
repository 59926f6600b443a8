import Foundation
import GarageStorage
import Testing
@testable import GloveboxCLI

/// An import file refused for a fault every format shares (not UTF-8, empty, a quote never closed)
/// is named at its `file:line:column` and said in the `locale` preference's language; English keeps
/// the parser's words, to the letter.
@Suite struct TranslatedImportErrorTests {
    /// Writes `bytes` as `name` in `cli`'s home and returns its path.
    static func file(_ name: String, _ bytes: [UInt8], in cli: CLIHarness) throws -> String {
        let url = cli.home.appending(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static let latin1 = Array("Date,USD,\n2026-10-30,1.1172,\n".utf8) + [0xE9, 0x0A]
    static let unclosed = Array("Date,USD,\n\"2026-10-30,1.1172,\n".utf8)

    @Test func germanNamesTheFaultAtItsPlaceInGerman() throws {
        let cli = TranslatedCommandTests.garage(locale: "de-DE")
        let latin = cli.run("rates", "import", try Self.file("latin.csv", Self.latin1, in: cli))
        #expect(latin.status == 2)
        #expect(latin.errors == "glovebox: latin.csv: Datei ist kein UTF-8-Text\n")
        let quote = cli.run("rates", "import", try Self.file("quote.csv", Self.unclosed, in: cli))
        #expect(quote.status == 2)
        #expect(quote.errors == "glovebox: quote.csv:2:1: ein Feld in Anführungszeichen wird nie geschlossen\n")
        let left = NoEnglishLeftTests.words(quote.errors).intersection(NoEnglishLeftTests.englishOnly)
        #expect(left.isEmpty, "\(left)")
    }

    @Test func frenchSpanishAndPortugueseSayItToo() throws {
        let french = TranslatedCommandTests.garage(locale: "fr-FR")
        #expect(french.run("rates", "import", try Self.file("vide.csv", [], in: french)).errors == "glovebox: vide.csv: le fichier est vide\n")
        let spanish = TranslatedCommandTests.garage(locale: "es-ES")
        #expect(spanish.run("rates", "import", try Self.file("q.csv", Self.unclosed, in: spanish)).errors
            == "glovebox: q.csv:2:1: un campo entre comillas no se cierra nunca\n")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        #expect(portuguese.run("rates", "import", try Self.file("l.csv", Self.latin1, in: portuguese)).errors
            == "glovebox: l.csv: o ficheiro não é texto UTF-8\n")
    }

    @Test func englishKeepsTheParsersWords() throws {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        #expect(cli.run("rates", "import", try Self.file("latin.csv", Self.latin1, in: cli)).errors == "glovebox: latin.csv: file is not UTF-8 text\n")
        #expect(cli.run("rates", "import", try Self.file("quote.csv", Self.unclosed, in: cli)).errors
            == "glovebox: quote.csv:2:1: quoted field is never closed\n")
        #expect(cli.run("rates", "import", try Self.file("empty.csv", [], in: cli)).errors == "glovebox: empty.csv: file is empty\n")
    }

    @Test func aMissingColumnIsNamedInEachLanguage() {
        let error = ImportError(file: "export.csv", line: 1, column: 0, problem: .missingColumn("odometer"))
        #expect(CLIWords.english.importError(error) == "export.csv:1: missing column 'odometer'")
        #expect(CLIWords(localeTag: "de-DE").importError(error) == "export.csv:1: Spalte 'odometer' fehlt")
        #expect(CLIWords(localeTag: "pt-PT").importError(error) == "export.csv:1: falta a coluna 'odometer'")
        // A fault of one format's own shape keeps the parser's English.
        let own = ImportError(file: "f.csv", line: 40, column: 1, reason: "unknown section '## X'")
        #expect(CLIWords(localeTag: "de-DE").importError(own) == "f.csv:40:1: unknown section '## X'")
    }
}
