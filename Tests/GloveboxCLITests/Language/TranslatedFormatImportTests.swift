import Foundation
import GarageStorage
import Testing
@testable import GloveboxCLI

/// A fault of one import format's own shape (a Fuelio backup's sections, a LubeLogger directory) is
/// named at its place and said in the `locale` preference's language; English keeps the parser's words.
@Suite struct TranslatedFormatImportTests {
    /// The Fuelio fixture, whole.
    static func backup() throws -> String {
        try String(contentsOf: CLIHarness.fixtures.appendingPathComponent("fuel-apps/fuelio-backup.csv"), encoding: .utf8)
    }

    static func strayLine() throws -> [UInt8] { Array(("hello\n" + (try backup())).utf8) }

    /// The fixture with a section Fuelio never writes after it, and that section's line.
    static func unknownSection() throws -> (bytes: [UInt8], line: Int) {
        let text = try backup()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        return (Array((text + "\"## Garage\"\n\"x\"\n").utf8), lines + 1)
    }

    @Test func aFuelioBackupsSectionsAreRefusedInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let stray = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("a.csv", try Self.strayLine(), in: cli), "--currency", "EUR")
        #expect(stray.status == 2)
        #expect(stray.errors == "glovebox: a.csv:1:1: texto antes da primeira secção: uma cópia de segurança do Fuelio começa com '## Vehicle'\n")
        let (bytes, line) = try Self.unknownSection()
        let unknown = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("b.csv", bytes, in: cli), "--currency", "EUR")
        #expect(unknown.errors.hasPrefix("glovebox: b.csv:\(line):1: secção desconhecida '## Garage' numa cópia de segurança do Fuelio"), "\(unknown.errors)")
        let folder = cli.home.appending("empty-export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lube = cli.run("import", "lubelogger", folder.path, "--vehicle", "Clio 2")
        #expect(lube.errors.hasPrefix("glovebox: \(folder.path): não há aqui nenhuma exportação do LubeLogger (esperava-se "), "\(lube.errors)")
    }

    @Test func englishKeepsTheParsersWords() throws {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        let stray = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("a.csv", try Self.strayLine(), in: cli), "--currency", "EUR")
        #expect(stray.errors == "glovebox: a.csv:1:1: text before the first section: a Fuelio backup opens with '## Vehicle'\n")
        #expect(ImportProblem.fuelioMissingSection("Log").description == "no '## Log' section: not a Fuelio backup")
        #expect(ImportProblem.lubeLoggerNoExport(LubeLoggerParser.fileNames).description
            == "no lubelogger export here (expected gasrecords.csv, servicerecords.csv, odometerrecords.csv, taxrecords.csv)")
    }
}
