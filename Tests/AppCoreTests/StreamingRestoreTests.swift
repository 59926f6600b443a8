import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract
@testable import AppCore

/// A restore reads its file in bounded chunks, twice, never whole: what it restores does not depend
/// on how the document is laid out or where the chunks break, and a file that changes between the
/// check and the load is refused with nothing written.
@Suite struct StreamingRestoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-streaming-restore")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/exports/valid")

    func app(_ name: String) -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "id"))
    }

    /// The same document written other ways: on one line, pretty-printed by Foundation (which writes
    /// `\/`), with CRLF line ends and a byte-order mark.
    static func layouts(of bytes: Data) throws -> [(name: String, bytes: Data)] {
        let object = try JSONSerialization.jsonObject(with: bytes)
        let crlf = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        return [
            ("as written", bytes),
            ("one line", try JSONSerialization.data(withJSONObject: object)),
            ("pretty", try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])),
            ("crlf with bom", Data([0xEF, 0xBB, 0xBF]) + crlf),
        ]
    }

    @Test(arguments: ["small.json", "imported.json"])
    func everyLayoutAndChunkSizeRestoresTheSameBytes(_ fixture: String) throws {
        let golden = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        var run = 0
        for layout in try Self.layouts(of: golden) {
            for chunkSize in [1, 2, 3, 7, 64, JSONFileReader.defaultChunkSize] {
                run += 1
                let path = directory.appending("\(run).json").path
                try layout.bytes.write(to: URL(fileURLWithPath: path))
                let contents = try ExportContents.read(file: path, today: Pinned.restoreDay, chunkSize: chunkSize)
                let target = app("target-\(run)")
                defer { target.close() }
                try target.perform(RestoreExport(contents, replacing: false))
                let again = directory.appending("\(run)-again.json").path
                _ = try target.export(to: again)
                #expect(
                    try Data(contentsOf: URL(fileURLWithPath: again)) == golden,
                    "\(fixture), \(layout.name), chunks of \(chunkSize): the restore differs")
            }
        }
    }

    /// A restore reads the file a second time, inside its transaction: a file changed since the
    /// check is refused there, and the transaction leaves the logbook as it was.
    @Test func aFileChangedAfterItsCheckIsRefusedAndNothingIsWritten() throws {
        let path = directory.appending("changing.json").path
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("small.json").path, toPath: path)
        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        let target = app("changing")
        defer { target.close() }
        try target.perform(SignIn(accountName: "bob@example.com"))
        let before = try target.store().contentFingerprint()

        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        #expect(throws: RestoreError.changed(file: path)) { try target.perform(RestoreExport(contents, replacing: false)) }
        #expect(try target.store().contentFingerprint() == before)

        // Bytes of the same size written in place within the file system's timestamp resolution
        // leave what `stat` says as it was (taken as such here): the second read tells them apart.
        let edited = directory.appending("edited.json").path
        let golden = try Data(contentsOf: Self.fixtures.appendingPathComponent("small.json"))
        try golden.write(to: URL(fileURLWithPath: edited))
        var checked = try ExportContents.read(file: edited, today: Pinned.restoreDay)
        let writer = try #require(FileHandle(forWritingAtPath: edited))
        let offset = try #require(golden.range(of: Data("Renault".utf8))).lowerBound
        try writer.seek(toOffset: UInt64(offset))
        try writer.write(contentsOf: Data("Peugeot".utf8))
        try writer.close()
        checked.layout.identity = try FileIdentity(path: edited, file: edited)
        #expect(throws: RestoreError.changed(file: edited)) { try target.perform(RestoreExport(checked, replacing: false)) }
        #expect(try target.store().contentFingerprint() == before)
    }

    /// Only what the records' references need is kept: the vehicles and their items' ids, counts,
    /// and where each section starts; the records themselves are read again when restored.
    @Test func theCheckedContentsHoldCountsAndPlacesNotRecords() throws {
        let contents = try ExportContents.read(file: Self.fixtures.appendingPathComponent("imported.json").path, today: Pinned.restoreDay)
        #expect(contents.vehicles.map(\.id.rawValue) == ["clio", "jeep-cherokee"])
        // The imported reading was removed: two readings, five expenses, two items, a service, two deadlines.
        #expect(contents.recordCount == 12)
        #expect(contents.exchangeRateCount == 3)
        #expect(contents.importedRowCount == 3)
        #expect(Set(contents.layout.fields.keys) == Set(LogbookExport.Field.allCases.map(\.rawValue)))
        #expect(contents.itemIDs.values.map(\.count).reduce(0, +) == 2)
    }

    /// A field the document holds twice is ambiguous: refused, after the syntax is checked.
    @Test func aTopLevelFieldThatIsThereTwiceIsRefused() throws {
        let golden = String(decoding: try Data(contentsOf: Self.fixtures.appendingPathComponent("small.json")), as: UTF8.self)
        let path = directory.appending("twice.json").path
        try Data(golden.replacingOccurrences(of: "\"version\": 1\n", with: "\"version\": 1,\n  \"damaged\": []\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(throws: RestoreError.invalid(file: path, path: "damaged", reason: "the field is there twice")) {
            try ExportContents.read(file: path, today: Pinned.restoreDay)
        }
    }
}
