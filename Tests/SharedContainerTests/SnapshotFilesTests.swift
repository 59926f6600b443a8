import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing

@Suite struct SnapshotFilesTests {
    let directory = TemporaryDirectory(prefix: "glovebox-files")
    var files: SnapshotFiles { SnapshotFiles(directory: directory.path) }

    @Test func publishCreatesTheFileWithMode0600AndNoTemporaryFile() throws {
        try files.publish(Data("first".utf8), as: "a.json")
        #expect(files.read("a.json") == .bytes(Data("first".utf8)))
        #expect(try permissions(of: directory.appending("a.json").path) == 0o600)
        #expect(try entries() == ["a.json"])
    }

    @Test func publishReplacesTheFileWhole() throws {
        try files.publish(Data(repeating: 0x41, count: 10_000), as: "a.json")
        try files.publish(Data("short".utf8), as: "a.json")
        #expect(files.read("a.json") == .bytes(Data("short".utf8)))
        #expect(try permissions(of: directory.appending("a.json").path) == 0o600)
        #expect(try entries() == ["a.json"])
    }

    @Test func publishReplacesTheInodeInsteadOfWritingIntoIt() throws {
        try files.publish(Data("old".utf8), as: "a.json")
        // A reader that opened the old file keeps reading the old bytes.
        let reader = try FileHandle(forReadingFrom: directory.appending("a.json"))
        defer { try? reader.close() }
        try files.publish(Data("new".utf8), as: "a.json")
        #expect(try reader.readToEnd() == Data("old".utf8))
    }

    @Test func publishOfNoBytesLeavesAnEmptyFile() throws {
        try files.publish(Data(), as: "a.json")
        #expect(files.read("a.json") == .bytes(Data()))
    }

    @Test func aStaleTemporaryFileIsSweptByTheNextPublish() throws {
        try files.publish(Data("old".utf8), as: "a.json")
        let stale = directory.appending(".a.json.tmp")
        try Data("half a snaps".utf8).write(to: stale)
        try files.publish(Data("new".utf8), as: "a.json")
        #expect(files.read("a.json") == .bytes(Data("new".utf8)))
        #expect(try entries() == ["a.json"])
    }

    @Test(arguments: ["", ".hidden", "a/b", "..", "../a.json", "a\u{0}b", String(repeating: "x", count: 251)])
    func refusesNamesThatAreNotOnePlainComponent(_ name: String) {
        #expect(throws: ContainerError.invalidName(name)) { try files.publish(Data("x".utf8), as: name) }
        #expect(throws: ContainerError.invalidName(name)) { try files.remove(name) }
        #expect(files.read(name) == .unreadable(errno: EINVAL))
    }

    @Test func readReportsAMissingFile() {
        #expect(files.read("absent.json") == .missing)
    }

    @Test func readRefusesAFileOverTheLimitWithoutReadingIt() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data(repeating: 0x42, count: 4097), as: "big.json")
        fileSystem.clearCalls()
        #expect(files.read("big.json", limit: 4096) == .tooLarge(size: 4097))
        #expect(!fileSystem.calls.contains { $0.operation == .read })
        #expect(files.read("big.json", limit: 4097) == .bytes(Data(repeating: 0x42, count: 4097)))
    }

    @Test func readOpensTheFileOnce() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data("once".utf8), as: "a.json")
        fileSystem.clearCalls()
        #expect(files.read("a.json") == .bytes(Data("once".utf8)))
        #expect(fileSystem.calls.filter { $0.operation == .open }.count == 1)
        #expect(fileSystem.calls.filter { $0.operation == .openDirectory }.isEmpty)
    }

    @Test func readReportsADirectoryAsUnreadable() throws {
        try FileManager.default.createDirectory(at: directory.appending("dir"), withIntermediateDirectories: false)
        #expect(files.read("dir") == .unreadable(errno: EISDIR))
    }

    @Test func readReportsTheErrnoOfAFailedOpen() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data("x".utf8), as: "a.json")
        fileSystem.inject(EACCES, at: .open)
        #expect(files.read("a.json") == .unreadable(errno: EACCES))
    }

    @Test func readRepeatsAnInterruptedRead() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data("patient".utf8), as: "a.json")
        fileSystem.inject(EINTR, at: .read, times: 2)
        #expect(files.read("a.json") == .bytes(Data("patient".utf8)))
    }

    @Test func readOfAFIFOReturnsUnreadableInsteadOfWaitingForAWriter() throws {
        // Without O_NONBLOCK the open waits for a writer that never comes, and the test hangs.
        #expect(mkfifo(directory.appending("a.json").path, 0o600) == 0)
        #expect(files.read("a.json") == .unreadable(errno: EINVAL))
    }

    @Test func readOfASymbolicLinkIsUnreadableAsNotARegularFile() throws {
        try files.publish(Data("x".utf8), as: "target.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appending("a.json").path, withDestinationPath: directory.appending("target.json").path)
        #expect(files.read("a.json") == .unreadable(errno: EINVAL))
    }

    @Test func readOfTheReloadLogRefusesAFIFOInsteadOfWaitingForAWriter() throws {
        #expect(mkfifo(directory.appending(ReloadRequestLog.fileName).path, 0o600) == 0)
        #expect(throws: ContainerError.readFailed(name: ReloadRequestLog.fileName, errno: EINVAL)) {
            try ReloadRequestLog(files: files).read(from: 0)
        }
    }

    @Test func removeDeletesTheFileAndIsIdempotent() throws {
        try files.publish(Data("x".utf8), as: "a.json")
        try files.remove("a.json")
        #expect(files.read("a.json") == .missing)
        try files.remove("a.json")
        #expect(try entries().isEmpty)
    }

    @Test func removeSyncsTheDirectory() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data("x".utf8), as: "a.json")
        fileSystem.clearCalls()
        try files.remove("a.json")
        let operations = fileSystem.calls.map(\.operation).filter { $0 != .list }
        #expect(operations.firstIndex(of: .syncDirectory)! > operations.lastIndex(of: .unlink)!)
    }

    @Test func removeReportsAFailedUnlinkAndKeepsTheFile() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        try files.publish(Data("kept".utf8), as: "a.json")
        fileSystem.inject(EACCES, at: .unlink)
        #expect(throws: ContainerError.removeFailed(name: "a.json", step: .unlink, errno: EACCES)) {
            try files.remove("a.json")
        }
        #expect(files.read("a.json") == .bytes(Data("kept".utf8)))
    }

    @Test func removeAllPurgesTheNamedFilesAndOnlyTheirTemporaryFiles() throws {
        try files.publish(Data("1".utf8), as: "widgets.snapshot.json")
        try files.publish(Data("2".utf8), as: "other.json")
        try files.publish(Data("3".utf8), as: "kept.json")
        try Data("stale".utf8).write(to: directory.appending(".other.json.tmp"))
        try Data("in flight".utf8).write(to: directory.appending(".unknown.json.tmp"))
        try files.removeAll(["widgets.snapshot.json", "other.json"])
        #expect(try entries() == [".unknown.json.tmp", "kept.json"])
    }

    @Test func removeLeavesAnotherFilesTemporaryFileAlone() throws {
        // Another process may be publishing b.json into the same directory right now.
        try files.publish(Data("x".utf8), as: "a")
        try Data("half".utf8).write(to: directory.appending(".a.tmp"))
        try Data("in flight".utf8).write(to: directory.appending(".b.tmp"))
        try files.remove("a")
        #expect(try entries() == [".b.tmp"])
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}

/// The permission bits of a path.
func permissions(of path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
}
