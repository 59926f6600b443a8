import Foundation
import GarageStorage
import GloveboxTestSupport
import Testing
@testable import GloveboxCLI

/// An import file's faults beyond the ones every format shares — the CSV's shape, the rates file's,
/// the fuel table nobody knows, a cost without a currency — are worded in the `locale` preference's
/// language at their `file:line:column`, with the locale's numbers and days; English keeps the
/// parsers' own words, letter for letter.
@Suite struct TranslatedImportProblemTests {
    @Test func englishIsWhatTheParsersAlwaysSaid() {
        #expect(ImportProblem.fieldCount(expected: 3, found: 4).description == "expected 3 fields, found 4")
        #expect(ImportProblem.notARate(currency: "USD", text: "x").description == "not a rate for USD: 'x'")
        #expect(ImportProblem.unknownFuelTable.description
            == "not an export of a fuel app this import knows (Fuelly, Fuelio, Drivvo, aCar), nor a table with "
                + "'date', 'odometer' and 'litres' (or 'gallons', 'quantity') columns")
        let error = ImportError(file: "r.csv", line: 2, column: 0, problem: .fieldCount(expected: 3, found: 4))
        #expect(CLIWords.english.importError(error) == "r.csv:2: expected 3 fields, found 4")
    }

    @Test func faultsAreWordedWithTheLocalesNumbersAndDays() {
        let count = ImportError(file: "r.csv", line: 2, column: 0, problem: .fieldCount(expected: 3, found: 12_345))
        #expect(CLIWords(localeTag: "pt-PT").importError(count)
            == "r.csv:2: esperavam-se 3 campos, encontraram-se \(CLDRByHand.grouped(12_345, "pt-PT"))")
        let day = ImportError(file: "r.csv", line: 5, column: 1, problem: .repeatedDay("2026-01-02"))
        #expect(CLIWords(localeTag: "de-DE").importError(day)
            == "r.csv:5:1: der Tag \(CLDRByHand.numericDate("2026-01-02", "de") ?? "") kommt zweimal vor")
        let cost = ImportError(file: "Fuel.csv", line: 3, column: 4, problem: .costWithoutCurrency("12,50"))
        #expect(CLIWords(localeTag: "fr-FR").importError(cost)
            == "Fuel.csv:3:4: le coût '12,50' ne nomme aucune devise : indiquez-la avec --currency")
    }

    @Test func aRatesFileIsRefusedInSpanish() throws {
        let cli = TranslatedCommandTests.garage(locale: "es-ES")
        let file = cli.home.path + "/rates.csv"
        try Data("Date,USD,USD\n".utf8).write(to: URL(fileURLWithPath: file))
        let refused = cli.run("rates", "import", file)
        #expect(refused.status == 2)
        #expect(refused.errors == "glovebox: rates.csv:1:3: la moneda 'USD' aparece dos veces\n")
        let table = cli.home.path + "/table.csv"
        try Data("a,b\n1,2\n".utf8).write(to: URL(fileURLWithPath: table))
        #expect(cli.run("import", "csv", table, "--vehicle", "clio").errors.hasPrefix(
            "glovebox: table.csv:1: no es una exportación de una aplicación de combustible que esta importación conozca"))
    }
}
