import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Opening never turns what is left of a logbook into a new, empty one, and a new logbook is put in
/// place whole: made and migrated under a temporary name, then linked into place.
@Suite struct LogbookOpeningTests {
    let directory = TemporaryDirectory(prefix: "glovebox-opening")

    var path: String { directory.appending("app/" + GarageStore.fileName).path }

    init() throws {
        try FileManager.default.createDirectory(
            atPath: directory.appending("app").path, withIntermediateDirectories: true)
    }

    func bytes(_ file: String) -> Data? {
        FileManager.default.contents(atPath: file)
    }

    func exists(_ file: String) -> Bool {
        FileManager.default.fileExists(atPath: file)
    }

    func mode(_ file: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    }

    /// A logbook with one committed change still in its `-wal`, as a process killed before closing
    /// leaves it: the main file and the `-wal` are copied while the connection is open.
    func copyOfAnOpenLogbook(to target: String) throws {
        let source = directory.appending("source/" + GarageStore.fileName).path
        let store = try GarageStore(path: source)
        try store.write { try $0.insertSignedIn(Vehicle(id: GarageID(rawValue: "clio")!, name: "Clio")) }
        #expect((bytes(source + "-wal")?.count ?? 0) > 0, "the change should still be in the -wal")
        for suffix in ["", "-wal"] {
            try? FileManager.default.removeItem(atPath: target + suffix)
            try FileManager.default.copyItem(atPath: source + suffix, toPath: target + suffix)
        }
        store.close()
    }

    @Test func anEmptyFileIsRefusedAndStaysEmpty() throws {
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.emptyLogbook(path: path, walHoldsChanges: false, companions: [])) {
            try GarageStore(path: path)
        }
        #expect(bytes(path) == Data())
        #expect(!exists(path + "-wal") && !exists(path + "-shm"))
        let error = StoreError.emptyLogbook(path: path, walHoldsChanges: false, companions: [])
        #expect(error.description == """
            the logbook file '\(path)' is empty (0 bytes): move '\(path)' away, then restore the logbook from a \
            backup or let the next command start a new one
            """)
    }

    @Test func anEmptyFileWhoseWalHoldsChangesIsRefusedAndTheWalKept() throws {
        try copyOfAnOpenLogbook(to: path)
        try Data().write(to: URL(fileURLWithPath: path))
        let wal = try #require(bytes(path + "-wal"))
        let error = try #require(throws: StoreError.self) { try GarageStore(path: path) }
        #expect(error == .emptyLogbook(path: path, walHoldsChanges: true, companions: [path + "-wal"]))
        #expect(error.description.hasPrefix("the logbook file '\(path)' is empty (0 bytes) but '\(path)-wal' holds changes: "))
        #expect(error.description.contains("move '\(path)' and '\(path)-wal' away"))
        // SQLite would have found an empty main file and discarded the -wal.
        #expect(bytes(path + "-wal") == wal)
        #expect(bytes(path) == Data())
    }

    @Test func aMissingFileWhoseWalRemainsIsRefusedAndNothingIsCreated() throws {
        try copyOfAnOpenLogbook(to: path)
        try FileManager.default.removeItem(atPath: path)
        let wal = try #require(bytes(path + "-wal"))
        let error = try #require(throws: StoreError.self) { try GarageStore(path: path) }
        #expect(error == .missingLogbook(path: path, walHoldsChanges: true, leftovers: [path + "-wal"]))
        #expect(error.description == """
            the logbook file '\(path)' is missing but '\(path)-wal' holds changes: move '\(path)-wal' away, then \
            restore the logbook from a backup or let the next command start a new one
            """)
        #expect(!exists(path))
        #expect(bytes(path + "-wal") == wal)
    }

    @Test func aMissingFileWhoseShmRemainsIsRefused() throws {
        try Data(count: 32_768).write(to: URL(fileURLWithPath: path + "-shm"))
        let error = try #require(throws: StoreError.self) { try GarageStore(path: path) }
        #expect(error == .missingLogbook(path: path, walHoldsChanges: false, leftovers: [path + "-shm"]))
        #expect(error.description.hasPrefix("the logbook file '\(path)' is missing but '\(path)-shm' remains: "))
        #expect(!exists(path))
    }

    @Test func aFileThatIsNotADatabaseIsReportedAsSuchAndNeverOverwritten() throws {
        let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: DatabaseError.self) { try GarageStore(path: path) }
        #expect(error.isNotADatabase && error.isFileDamaged)
        #expect(error.description.hasPrefix("the logbook file '\(path)' is not a SQLite database; it was left as it is: run 'glovebox doctor'"))
        #expect(bytes(path) == garbage)
        #expect(!exists(path + "-wal"))
    }

    @Test func aNewLogbookIsMigratedPrivateAndLeavesNoTemporary() throws {
        let store = try GarageStore(path: path)
        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        #expect(try mode(path) == 0o600)
        store.close()
        let files = LogbookFiles(path: path)
        for leftover in [files.creating, files.creating + "-wal", files.creating + "-shm", path + "-wal"] {
            #expect(!exists(leftover), "\(leftover)")
        }
        // The main file alone is a whole, migrated logbook.
        let reopened = try Database(path: path, access: .readOnly)
        #expect(try reopened.userVersion() == LogbookSchema.migrator.latestVersion)
    }

    @Test func aKilledCreationsTemporaryIsRemovedBeforeTheLogbookIsCreated() throws {
        let files = LogbookFiles(path: path)
        // A creation killed halfway: its temporary, half written, with a -wal beside it.
        try Data("half a logbook".utf8).write(to: URL(fileURLWithPath: files.creating))
        try Data("half a wal".utf8).write(to: URL(fileURLWithPath: files.creating + "-wal"))
        let store = try GarageStore(path: path)
        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        try store.write { try $0.insertSignedIn(Vehicle(id: GarageID(rawValue: "clio")!, name: "Clio")) }
        store.close()
        #expect(!exists(files.creating) && !exists(files.creating + "-wal"))
        #expect(try GarageStore(path: path).vehicles.all().map(\.name) == ["Clio"])
    }

    @Test func aTemporaryNameLeftLinkedToTheLogbookIsRemovedAndTheLogbookKept() throws {
        let files = LogbookFiles(path: path)
        let store = try GarageStore(path: path)
        try store.write { try $0.insertSignedIn(Vehicle(id: GarageID(rawValue: "clio")!, name: "Clio")) }
        store.close()
        // Killed between the link into place and the unlink of the temporary name.
        #expect(link(path, files.creating) == 0)
        let reopened = try GarageStore(path: path)
        #expect(!exists(files.creating))
        #expect(try reopened.vehicles.all().map(\.name) == ["Clio"])
    }

    @Test func puttingANewLogbookInPlaceNeverReplacesOneAlreadyThere() throws {
        let files = LogbookFiles(path: path)
        // The winner's logbook, already written to.
        let winner = try GarageStore(path: path)
        try winner.write { try $0.insertSignedIn(Vehicle(id: GarageID(rawValue: "clio")!, name: "Clio")) }
        winner.close()
        // A loser that found no logbook has made and migrated its own under the temporary name.
        let loser = try Database(path: files.creating)
        try LogbookSchema.migrator.migrate(loser)
        loser.close()
        try LogbookCreation(files: files).install()
        #expect(!exists(files.creating))
        #expect(try GarageStore(path: path).vehicles.all().map(\.name) == ["Clio"])
    }

    @Test func openersRacingOnANewLogbookEndWithOneMigratedLogbookHoldingEveryChange() throws {
        for round in 0..<5 {
            let path = directory.appending("race-\(round)/" + GarageStore.fileName).path
            let openers = 6
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: openers) { index in
                do {
                    let store = try GarageStore(path: path)
                    defer { store.close() }
                    try store.write { try $0.insertSignedIn(Vehicle(id: GarageID(rawValue: "v\(index)")!, name: "V\(index)")) }
                } catch {
                    failures.append("opener \(index): \(error)")
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all)")
            let store = try GarageStore(path: path)
            #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
            // A loser that replaced the winner's file would have dropped the vehicles written to it.
            #expect(try store.vehicles.all().count == openers, "round \(round)")
            #expect(!exists(LogbookFiles(path: path).creating))
        }
    }
}

/// Errors collected from concurrent openers.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    var all: [String] { lock.withLock { messages } }
}

private extension GarageStore {
    /// Signs ana in (a vehicle is an account's) and adds `vehicle`.
    func insertSignedIn(_ vehicle: Vehicle) throws {
        try accounts.signIn(try Account(name: "ana@example.com"), now: Date(timeIntervalSince1970: 0))
        try vehicles.insert(vehicle)
    }
}
