import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// A commit that leaves the write-ahead log past 1,000 pages hands its copy into the main file to a
/// thread of its own (`BackgroundCheckpoint`) instead of making it inside the `COMMIT`; the close
/// waits for it, and the log is gone after the last close, as it was.
@Suite struct BackgroundCheckpointTests {
    let directory = TemporaryDirectory(prefix: "glovebox-background-checkpoint")

    /// Writes `rows` rows of 4 KiB, about one page each, in one transaction.
    static func write(rows: Int, from first: Int, into database: Database) throws {
        try database.write { database in
            for id in first..<(first + rows) {
                try database.execute("INSERT INTO t (id, body) VALUES (?, ?)", [id, String(repeating: "x", count: 4_000)])
            }
        }
    }

    @Test func aLargeCommitIsCopiedBesideItAndTheCloseRemovesTheLog() throws {
        let path = directory.appending("large.sqlite").path
        let database = try Database(path: path)
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        let checkpoint = try #require(database.checkpoint)

        // A small commit leaves the copy to later, as SQLite's threshold does.
        try Self.write(rows: 10, from: 0, into: database)
        checkpoint.waitUntilIdle()
        #expect(checkpoint.copies == 0)

        // Past the threshold: copied on the other thread, all of it, as SQLite reports the copy.
        try Self.write(rows: 1_500, from: 10, into: database)
        checkpoint.waitUntilIdle()
        #expect(checkpoint.copies == 1)
        let copy = try #require(checkpoint.lastCopy)
        #expect(copy.frames > Int(BackgroundCheckpoint.thresholdPages) && copy.copied == copy.frames, "\(copy)")

        // Commits made while a copy runs lose nothing.
        for round in 0..<4 { try Self.write(rows: 1_200, from: 10_000 * (round + 1), into: database) }
        database.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "the last close removes the log")
        let reopened = try Database(path: path, access: .readOnly)
        defer { reopened.close() }
        #expect(try reopened.firstRow("SELECT count(*), sum(length(body)) FROM t") { "\($0.int(0)) \($0.int(1))" } == "6310 25240000")
    }

    /// A copy that cannot open its connection is remembered once, for the next commit to copy inline.
    @Test func aFailedCopyIsLeftToTheNextCommit() {
        let checkpoint = BackgroundCheckpoint(path: directory.url.path)
        checkpoint.ask()
        checkpoint.waitUntilIdle()
        #expect(checkpoint.copies == 1 && checkpoint.lastCopy == nil)
        #expect(checkpoint.takeFailure())
        #expect(!checkpoint.takeFailure())
    }

    /// An empty main file beside a log is never opened for a copy: SQLite would delete the log.
    @Test func aLogBesideAnEmptyFileIsLeftAlone() throws {
        let path = directory.appending("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data(repeating: 7, count: 4_096)))
        let checkpoint = BackgroundCheckpoint(path: path)
        checkpoint.ask()
        checkpoint.waitUntilIdle()
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(checkpoint.lastCopy == nil && !checkpoint.takeFailure())
    }
}
