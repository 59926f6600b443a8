import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing

/// Real processes against the real file system: a publisher killed with SIGKILL at random
/// moments, and readers racing a publisher. Serialized, since each test already keeps both
/// cores busy.
@Suite(.serialized) struct ProcessCrashTests {
    let directory = TemporaryDirectory(prefix: "glovebox-crash")
    var files: SnapshotFiles { SnapshotFiles(directory: directory.path) }
    static let name = "widgets.snapshot.json"

    @Test func aPublisherKilledAtRandomMomentsLeavesTheOldOrTheNewFileComplete() throws {
        try files.publish(GenerationPayload.make(generation: 0, size: 2048), as: Self.name)
        var generation = 0
        var killsDuringAPublish = 0
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            // The child announces its first completed publish, then keeps publishing until killed.
            let child = try StressProcess(["publish", directory.path, Self.name, "\(generation + 1)", "0", "2048"])
            #expect(child.waitForFirstLine() == "ready\n")
            // Not a wait for anything: the kill is meant to land at a random moment of a publish.
            usleep(UInt32.random(in: 0..<2_000, using: &random))
            child.kill()
            #expect(child.process.terminationReason == .uncaughtSignal)

            let read = files.read(Self.name)
            guard case .bytes(let data) = read, let found = GenerationPayload.generation(of: data) else {
                Issue.record("after a kill the file is neither the old nor the new snapshot: \(read)")
                return
            }
            #expect(found > generation, "a kill after a completed publish lost it")
            generation = found
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(entries == [Self.name] || entries == [".\(Self.name).tmp", Self.name], "\(entries)")
            if entries.count == 2 { killsDuringAPublish += 1 }
        }
        // The next publish sweeps the one stray temporary file a kill can leave.
        try files.publish(GenerationPayload.make(generation: generation + 1, size: 2048), as: Self.name)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [Self.name])
        print("SIGKILL test: 300 kills, \(killsDuringAPublish) left a temporary file, last generation \(generation)")
    }

    @Test func readersRacingAPublisherNeverSeeATornFileOrAGenerationGoBack() throws {
        let generations = 1_000
        try files.publish(GenerationPayload.make(generation: 0, size: 1024), as: Self.name)
        let readers = try (0..<2).map { _ in
            try StressProcess(["read", directory.path, Self.name, "\(generations)"])
        }
        let writer = try StressProcess(["publish", directory.path, Self.name, "1", "\(generations)", "1024"])
        let written = writer.finish()
        #expect(written.status == 0)
        for reader in readers {
            let (status, output) = reader.finish()
            #expect(status == 0, "reader reported: \(output)")
            #expect(output.contains(" torn=0 backwards=0 missing=0 last=\(generations)"), "\(output)")
            print("reader: \(output)", terminator: "")
        }
        #expect(GenerationPayload.generation(of: try #require(files.read(Self.name).bytes)) == generations)
    }
}

extension ReadResult {
    /// The bytes read, if there were any.
    var bytes: Data? {
        if case .bytes(let data) = self { data } else { nil }
    }
}
