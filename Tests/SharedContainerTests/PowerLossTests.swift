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

/// The same power cuts for the reload request log: a request `append` returned for survives,
/// and a torn append never costs an earlier request.
@Suite struct ReloadLogPowerLossTests {
    static let first = ReloadRequest(scope: .kind(.spend), requestedAt: Date(timeIntervalSince1970: 1_800_000_000), foreground: true)
    static let second = ReloadRequest(scope: .all, requestedAt: Date(timeIntervalSince1970: 1_800_000_060), foreground: false)

    @Test(arguments: [false, true])
    func everyPowerCutKeepsEveryRequestThatWasAppended(logExisted: Bool) throws {
        let total = try callCount(logExisted: logExisted)
        let earlier = logExisted ? [Self.first] : []
        for cut in 0...total {
            let disk = try prepared(logExisted: logExisted)
            disk.cutPower(afterCalls: cut)
            let returned = (try? log(on: disk).append(Self.second)) != nil
            for image in disk.crashImages() {
                let found = try log(on: image).read(from: 0).requests
                if returned {
                    #expect(found == earlier + [Self.second], "append returned after \(cut) of \(total) calls")
                } else {
                    #expect(found == earlier || found == earlier + [Self.second], "cut after \(cut) of \(total) calls")
                }
                // The log stays usable: a later append is read back whatever the crash left.
                try log(on: image).append(Self.first)
                #expect(try log(on: image).read(from: 0).requests.last == Self.first)
            }
        }
    }

    private func log(on disk: PowerLossFileSystem) -> ReloadRequestLog {
        ReloadRequestLog(files: SnapshotFiles(directory: "/c", fileSystem: disk))
    }

    private func prepared(logExisted: Bool) throws -> PowerLossFileSystem {
        let disk = PowerLossFileSystem(directories: ["/c"])
        if logExisted { try log(on: disk).append(Self.first) }
        return disk
    }

    private func callCount(logExisted: Bool) throws -> Int {
        let disk = try prepared(logExisted: logExisted)
        let before = disk.calls
        try log(on: disk).append(Self.second)
        return disk.calls - before
    }
}
