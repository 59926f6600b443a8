import Foundation
import GloveboxTestSupport
import Testing
@testable import AppCore

/// A file the user asked for appears whole or not at all, with mode 0600, and never over a file
/// that is there — not even one that appeared while it was being written.
@Suite struct DurableFileTests {
    let directory = TemporaryDirectory(prefix: "glovebox-durable")

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func theBytesAppearUnderTheNameOnlyWhenCommittedWithMode0600() throws {
        let path = directory.appending("out.json").path
        let file = try DurableFile(path: path, replacing: false)
        try file.write(String(repeating: "x", count: 200_000))
        #expect(try names() == [".out.json.partial"], "the name is taken before the commit")
        try file.commit()
        #expect(try names() == ["out.json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 200_000)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aFileThatAppearsWhileWritingIsNeverReplaced() throws {
        let path = directory.appending("race.json").path
        let file = try DurableFile(path: path, replacing: false)
        try file.write("mine")
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileWriteError.exists(path)) { try file.commit() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("theirs".utf8))
        #expect(try names() == ["race.json"], "the temporary file was left behind")
    }

    @Test func aFileDroppedUncommittedLeavesNothingAndAStaleTemporaryIsRemoved() throws {
        let path = directory.appending("dropped.json").path
        try Data("stale".utf8).write(to: directory.appending(".dropped.json.partial"))
        do {
            let file = try DurableFile(path: path, replacing: false)
            try file.write("half")
        }
        #expect(try names() == [])
    }

    @Test func replacingReplacesAFileButNeverADirectory() throws {
        let path = directory.appending("kept.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let file = try DurableFile(path: path, replacing: true)
        try file.write("new")
        try file.commit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("new".utf8))
        let folder = directory.appending("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: FileWriteError.wrongKind(path: folder, expected: "a file")) {
            _ = try DurableFile(path: folder, replacing: true)
        }
    }
}
