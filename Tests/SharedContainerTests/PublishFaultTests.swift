import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing

@Suite struct PublishFaultTests {
    typealias Operation = FaultInjectingFileSystem.Operation

    let directory = TemporaryDirectory(prefix: "glovebox-faults")
    let fileSystem = FaultInjectingFileSystem()
    var files: SnapshotFiles { SnapshotFiles(directory: directory.path, fileSystem: fileSystem) }
    var plain: SnapshotFiles { SnapshotFiles(directory: directory.path) }

    static let faults: [(Operation, ContainerError.FileStep, Int32)] =
        [EIO, ENOSPC, EACCES].flatMap { code in
            [
                (.openDirectory, .openDirectory, code), (.open, .open, code), (.write, .write, code),
                (.syncFile, .syncFile, code), (.close, .closeFile, code), (.rename, .rename, code),
                (.syncDirectory, .syncDirectory, code),
            ]
        }

    @Test(arguments: faults)
    func aFailedReplaceLeavesTheOldFileAndNoTemporaryFile(
        operation: Operation, step: ContainerError.FileStep, code: Int32
    ) throws {
        let old = Data("old snapshot".utf8), new = Data("new snapshot, longer than the old".utf8)
        try plain.publish(old, as: "a.json")
        fileSystem.inject(code, at: operation)
        #expect(throws: ContainerError.publishFailed(name: "a.json", step: step, errno: code)) {
            try files.publish(new, as: "a.json")
        }
        // The directory fsync is the one step after the rename: the new file is in place,
        // complete; only its durability is unconfirmed.
        #expect(plain.read("a.json") == .bytes(step == .syncDirectory ? new : old))
        #expect(try entries() == ["a.json"])
        #expect(try permissions(of: directory.appending("a.json").path) == 0o600)
    }

    @Test(arguments: faults.filter { $0.1 != .syncDirectory })
    func aFailedFirstPublishLeavesNothing(operation: Operation, step: ContainerError.FileStep, code: Int32) throws {
        fileSystem.inject(code, at: operation)
        #expect(throws: ContainerError.publishFailed(name: "a.json", step: step, errno: code)) {
            try files.publish(Data("first".utf8), as: "a.json")
        }
        #expect(plain.read("a.json") == .missing)
        #expect(try entries().isEmpty)
    }

    @Test func aStaleTemporaryFileThatCannotBeRemovedStopsThePublish() throws {
        try plain.publish(Data("old".utf8), as: "a.json")
        try Data("stale".utf8).write(to: directory.appending(".a.json.tmp"))
        fileSystem.inject(EACCES, at: .unlink)
        #expect(throws: ContainerError.publishFailed(name: "a.json", step: .removeStaleTemporary, errno: EACCES)) {
            try files.publish(Data("new".utf8), as: "a.json")
        }
        #expect(plain.read("a.json") == .bytes(Data("old".utf8)))
    }

    @Test func shortWritesAreContinuedUntilEveryByteIsWritten() throws {
        let payload = GenerationPayload.make(generation: 7, size: 10_000)
        fileSystem.limitWrites(to: 7)
        try files.publish(payload, as: "a.json")
        #expect(plain.read("a.json") == .bytes(payload))
        #expect(fileSystem.calls.filter { $0.operation == .write }.count == (payload.count + 6) / 7)
    }

    @Test func interruptedCallsAreRepeated() throws {
        fileSystem.inject(EINTR, at: .open)
        fileSystem.inject(EINTR, at: .write, times: 3)
        fileSystem.inject(EINTR, at: .syncFile)
        fileSystem.inject(EINTR, at: .syncDirectory)
        fileSystem.limitWrites(to: 5)
        try files.publish(Data("interrupted, then complete".utf8), as: "a.json")
        #expect(plain.read("a.json") == .bytes(Data("interrupted, then complete".utf8)))
        #expect(try entries() == ["a.json"])
    }

    @Test func publishMakesExactlyTheDocumentedCalls() throws {
        try files.publish(Data("hello".utf8), as: "a.json")
        let calls = fileSystem.calls.map { "\($0.operation.rawValue) \($0.name ?? "")" }
        #expect(
            calls == [
                "openDirectory \(directory.path)", "unlink .a.json.tmp", "open .a.json.tmp", "write ", "syncFile ",
                "close ", "rename a.json", "syncDirectory ", "close ",
            ])
        let create = try #require(fileSystem.calls.first { $0.operation == .open })
        #expect(create.flags == O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
    }

    @Test func publishNeverOpensTheFinalNameForWriting() throws {
        try files.publish(Data("one".utf8), as: "a.json")
        try files.publish(Data("two".utf8), as: "a.json")
        let opens = fileSystem.calls.filter { $0.operation == .open }
        #expect(opens.count == 2)
        #expect(opens.allSatisfy { $0.name == ".a.json.tmp" && $0.flags! & O_TRUNC == 0 })
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
