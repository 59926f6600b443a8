import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing

/// Cuts the power after every prefix of the calls of a publish or remove, and checks every state
/// the disk could come back in, the way SQLite tests its commits.
@Suite struct PowerLossTests {
    enum Scenario: String, CaseIterable, CustomTestStringConvertible {
        case firstPublish, replace, remove
        var testDescription: String { rawValue }
    }

    static let name = "widgets.snapshot.json"
    static let old = GenerationPayload.make(generation: 1, size: 300)
    static let new = GenerationPayload.make(generation: 2, size: 500)
    static let recovery = GenerationPayload.make(generation: 3, size: 100)

    @Test(arguments: Scenario.allCases)
    func everyPowerCutLeavesTheOldOrTheNewFileComplete(_ scenario: Scenario) throws {
        let (before, after) = expectations(scenario)
        let total = try callCount(scenario)
        var statesChecked = 0
        for cut in 0...total {
            let disk = try prepared(scenario)
            disk.cutPower(afterCalls: cut)
            let returned = (try? run(scenario, on: disk)) != nil
            if cut == total { #expect(returned, "the uninterrupted \(scenario) must succeed") }
            for image in disk.crashImages() {
                let files = SnapshotFiles(directory: "/c", fileSystem: image)
                let found = files.read(Self.name)
                if returned {
                    #expect(found == after, "\(scenario) returned after \(cut) of \(total) calls, then the power failed")
                } else {
                    #expect(
                        found == before || found == after,
                        "\(scenario) cut after \(cut) of \(total) calls left neither the old nor the new file")
                }
                // Whatever the crash left, the next publish works and leaves no temporary file.
                try files.publish(Self.recovery, as: Self.name)
                #expect(files.read(Self.name) == .bytes(Self.recovery))
                #expect(try image.entries(ofDirectory: "/c") == [Self.name])
                statesChecked += 1
            }
        }
        // Each cut yields several states (unsynced data absent, empty, partial, complete).
        #expect(statesChecked >= 4 * (total + 1))
    }

    @Test func theSimulatorLosesAnInPlaceWrite() throws {
        let disk = PowerLossFileSystem(directories: ["/c"])
        try SnapshotFiles(directory: "/c", fileSystem: disk).publish(Self.old, as: Self.name)
        // What the publish must never do: truncate and rewrite the final name.
        let directory = try disk.openDirectory("/c")
        _ = try disk.open(Self.name, in: directory, flags: O_WRONLY | O_TRUNC, mode: 0)
        disk.cutPower(afterCalls: 0)
        let states = disk.crashImages().map { SnapshotFiles(directory: "/c", fileSystem: $0).read(Self.name) }
        #expect(states.contains(.bytes(Data())))
    }

    @Test func theSimulatorLosesARenameWithoutADirectorySync() throws {
        let disk = PowerLossFileSystem(directories: ["/c"])
        let directory = try disk.openDirectory("/c")
        let file = try disk.open("a.tmp", in: directory, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
        _ = try Self.new.withUnsafeBytes { try disk.write(file, $0) }
        try disk.synchronize(file)
        try disk.close(file)
        try disk.rename("a.tmp", to: Self.name, in: directory)
        let states = disk.crashImages().map { SnapshotFiles(directory: "/c", fileSystem: $0).read(Self.name) }
        #expect(states.contains(.missing))
        #expect(states.contains(.bytes(Self.new)))
    }

    @Test func theSimulatorLosesUnsyncedDataBehindASyncedName() throws {
        let disk = PowerLossFileSystem(directories: ["/c"])
        let directory = try disk.openDirectory("/c")
        let file = try disk.open(Self.name, in: directory, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
        _ = try Self.new.withUnsafeBytes { try disk.write(file, $0) }
        try disk.synchronize(directory)
        let states = Set(disk.crashImages().map { SnapshotFiles(directory: "/c", fileSystem: $0).read(Self.name) })
        #expect(states == Set<ReadResult>([.bytes(Data()), .bytes(Self.new.prefix(Self.new.count / 2)), .bytes(Self.new)]))
    }

    private func expectations(_ scenario: Scenario) -> (before: ReadResult, after: ReadResult) {
        switch scenario {
        case .firstPublish: (.missing, .bytes(Self.new))
        case .replace: (.bytes(Self.old), .bytes(Self.new))
        case .remove: (.bytes(Self.old), .missing)
        }
    }

    private func prepared(_ scenario: Scenario) throws -> PowerLossFileSystem {
        let disk = PowerLossFileSystem(directories: ["/c"])
        if scenario != .firstPublish {
            try SnapshotFiles(directory: "/c", fileSystem: disk).publish(Self.old, as: Self.name)
        }
        return disk
    }

    private func run(_ scenario: Scenario, on disk: PowerLossFileSystem) throws {
        let files = SnapshotFiles(directory: "/c", fileSystem: disk)
        switch scenario {
        case .firstPublish, .replace: try files.publish(Self.new, as: Self.name)
        case .remove: try files.remove(Self.name)
        }
    }

    private func callCount(_ scenario: Scenario) throws -> Int {
        let disk = try prepared(scenario)
        let before = disk.calls
        try run(scenario, on: disk)
        return disk.calls - before
    }
}
