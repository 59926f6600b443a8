import AppCore
import Foundation
import GloveboxTestSupport
import Testing

/// The export document's golden files: `Tests/Fixtures/exports/valid/` holds what `glovebox export`
/// writes for the pinned small garage (and with two damaged rows), which `Scripts/check-schema.py`
/// validates against `Schemas/export-v1.schema.json`; `invalid/` holds one fault each (written by
/// `make-invalid.py`), each refused by the restore at the place its manifest names. Regenerated
/// only with `GLOVEBOX_UPDATE_GOLDENS=1` (a run that rewrote one fails, naming it). What the valid
/// ones hold is checked without the export code by `ExportFixtureOracleTests`.
@Suite struct ExportFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/exports")

    let files = TemporaryDirectory(prefix: "glovebox-export-golden")

    func compare(_ cli: CLIHarness, with name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = files.appending(name)
        let result = cli.run("export", "--out", written.path)
        #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
        let bytes = try Data(contentsOf: written)
        for problem in Goldens.check(bytes, against: Self.fixtures.appendingPathComponent("valid/" + name)) {
            Issue.record(Comment(rawValue: "export: " + problem), sourceLocation: sourceLocation)
        }
    }

    @Test func theSmallGarageExportsTheGoldenBytes() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        try compare(cli, with: "small.json")
    }

    @Test func aGarageWithDamagedRowsExportsTheGoldenBytes() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        try ExportGarage.damage(in: cli)
        try compare(cli, with: "damaged.json")
    }

    @Test func aGarageWithAnImportExportsTheGoldenBytes() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        try ExportGarage.importLubeLogger(in: cli)
        try compare(cli, with: "imported.json")
    }

    @Test func everyValidFixtureReads() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("valid").path) {
            let contents = try ExportContents.read(file: Self.fixtures.appendingPathComponent("valid/" + name).path, today: Pinned.restoreDay)
            #expect(contents.vehicles.count == 2, "\(name)")
        }
    }

    struct Entry: Decodable {
        let schemaRejects: Bool
        let why: String
        /// What the restore's refusal says after the file's name: the place, and the start of the reason.
        let refusal: String
    }

    @Test func everyInvalidFixtureIsRefusedAtItsPlace() throws {
        let folder = Self.fixtures.appendingPathComponent("invalid")
        let manifest = try JSONDecoder().decode(
            [String: Entry].self, from: try Data(contentsOf: folder.appendingPathComponent("manifest.json")))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "manifest.json" }
        #expect(Set(names) == Set(manifest.keys), "the manifest and the files disagree")
        #expect(manifest.count >= 10)
        for (name, entry) in manifest.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent(name).path
            do {
                _ = try ExportContents.read(file: path, today: Pinned.restoreDay)
                Issue.record("\(name) was accepted (\(entry.why))")
            } catch let error as RestoreError {
                #expect(error.description.hasPrefix("\(path): \(entry.refusal)"), "\(name): \(error)")
            }
        }
    }
}
