import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// The real `glovebox`, run as its own processes: what is left of a logbook is refused, and two
/// processes starting on no logbook at once end with one logbook holding both of their changes.
@Suite struct LogbookOpeningProcessTests {
    let home = TemporaryDirectory(prefix: "glovebox-opening-process")

    var logbook: String { home.path + "/app/" + GarageStore.fileName }

    @Test func anEmptyFileWhoseWalHoldsChangesIsRefusedAndBothAreKept() throws {
        let glovebox = GloveboxProcess(home: home.path)
        try FileManager.default.createDirectory(atPath: home.path + "/app", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: logbook))
        let wal = Data(repeating: 0x37, count: 4_152)
        try wal.write(to: URL(fileURLWithPath: logbook + "-wal"))
        let result = try glovebox.run("vehicle", "add", "Clio")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix(
            "glovebox: the logbook file '\(logbook)' is empty (0 bytes) but '\(logbook)-wal' holds changes: move "))
        #expect(FileManager.default.contents(atPath: logbook) == Data())
        #expect(FileManager.default.contents(atPath: logbook + "-wal") == wal)
    }

    @Test func twoProcessesStartingOnNoLogbookEndWithOneHoldingBothChanges() throws {
        let binary = try GloveboxProcess.binary()
        for round in 0..<3 {
            let root = home.path + "/round-\(round)"
            // Two changes that need no account, so that each process may be the one that creates the logbook.
            let rates = CLIHarness.fixtures.appendingPathComponent("ecb/eurofxref-2023-12-to-2026-10.csv").path
            let changes = [["login", "ana@example.com"], ["rates", "import", rates]]
            let processes = changes.map { arguments in
                let process = Process()
                process.executableURL = binary
                process.arguments = arguments
                process.environment = ["GLOVEBOX_HOME": root, "GLOVEBOX_NOW": "2026-11-29T12:00:00Z", "TZ": "Europe/Lisbon", "HOME": root]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0], "round \(round)")
            let store = try GarageStore(path: root + "/app/" + GarageStore.fileName)
            #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
            // Had one process's new file replaced the other's, the sign-in or the rates would be missing.
            #expect(try store.accounts.signedIn()?.name == "ana@example.com", "round \(round)")
            #expect(try store.rates.count() == 22_077, "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: root + "/app/" + GarageStore.fileName + ".creating"))
        }
    }
}
