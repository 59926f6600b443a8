import CSQLite
import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Two processes opening a new logbook together must not both run a step.
@Suite struct MigratorRaceTests {
    let directory = TemporaryDirectory()

    /// What the second connection's thread hands back.
    final class Outcome: @unchecked Sendable {
        var database: Database?
        var result: Result<[Int], any Error>?
    }

    @Test func aStepAnotherConnectionAppliedAfterTheVersionWasReadIsSkipped() throws {
        let path = directory.appending("race.sqlite").path
        let migrator = Migrator([
            .init(version: 1, sql: "CREATE TABLE account (name TEXT);"),
            .init(version: 2, sql: "CREATE TABLE vehicle (id TEXT);"),
        ])
        let first = try Database(path: path)
        let outcome = Outcome()
        outcome.database = try Database(path: path)
        let blocked = DispatchSemaphore(value: 0)
        // Called when the second connection finds the write lock taken: by then it has read version 0.
        sqlite3_busy_handler(try outcome.database?.handle, { context, attempt in
            if attempt == 0, let context {
                Unmanaged<DispatchSemaphore>.fromOpaque(context).takeUnretainedValue().signal()
            }
            usleep(1_000)
            return 1
        }, Unmanaged.passUnretained(blocked).toOpaque())
        // The other process is halfway through step 1.
        try first.execute("BEGIN IMMEDIATE")
        try first.executeScript(migrator.migrations[0].sql)
        try first.setUserVersion(1)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            if let database = outcome.database {
                outcome.result = Result { try migrator.migrate(database) }
            }
            finished.signal()
        }.start()
        blocked.wait()
        try first.execute("COMMIT")
        finished.wait()
        #expect(try outcome.result?.get() == [2])
        #expect(try first.userVersion() == 2)
        withExtendedLifetime(blocked) {}
    }
}
