import CSQLite
import Dispatch
import Foundation
import Synchronization

/// Copies a connection's write-ahead log into the main file on a thread of its own, with a
/// connection of its own, when a commit has left it large: the connection's commit returns at once
/// instead of doing the copy itself.
///
/// Why: SQLite checkpoints inside the `COMMIT` that takes the log past 1,000 pages (its
/// `wal_autocheckpoint`), on the committing thread. After an import of 100,000 rows that copy is
/// some 88 MB and an `fsync`, 140 ms the import's process waited for before it could publish. Done
/// beside the publish, which only reads the committed pages, it costs the command nothing but a
/// core. The hook that replaces SQLite's (`sqlite3_wal_hook`, which `wal_autocheckpoint` sets) is
/// called after the commit, with the write lock already released.
///
/// A passive checkpoint never waits for a lock and never makes anyone wait: it copies what no
/// reader still needs, and the next one, or the last connection's close, copies the rest. A crash
/// in the middle loses nothing, as SQLite's own checkpoint loses nothing: the log keeps every frame
/// until a later writer starts it again. The connection that owns it waits for a copy still running
/// before it closes (``waitUntilIdle()``), so that its close is the last one, the one that removes
/// the log, and no thread outlives it.
final class BackgroundCheckpoint: Sendable {
    /// The log's size, in pages, from which a commit hands the copy over: SQLite's own threshold.
    static let thresholdPages: Int32 = 1_000

    /// The logbook's file.
    let path: String

    private struct State {
        /// A thread is copying.
        var running = false
        /// A commit asked while it ran: it copies once more before it stops.
        var askedAgain = false
        /// Copies made, for the tests.
        var copies = 0
        /// The frames in the log and those copied, as the last copy reported them, for the tests.
        var lastCopy: (frames: Int, copied: Int)?
    }

    private let state = Mutex(State())
    private let idle = DispatchGroup()

    init(path: String) {
        self.path = path
    }

    /// The `sqlite3_wal_hook` callback: `context` is an unretained `BackgroundCheckpoint`, which the
    /// connection keeps alive as long as the hook is set.
    static let hook: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32 = {
        context, _, _, pages in
        guard let context, pages >= BackgroundCheckpoint.thresholdPages else { return SQLITE_OK }
        Unmanaged<BackgroundCheckpoint>.fromOpaque(context).takeUnretainedValue().ask()
        return SQLITE_OK
    }

    /// Starts a copy, or asks the running one to copy again when it is done.
    func ask() {
        let start = state.withLock { state -> Bool in
            if state.running {
                state.askedAgain = true
                return false
            }
            state.running = true
            idle.enter()
            return true
        }
        guard start else { return }
        let thread = Thread { [self] in
            repeat {
                copy()
            } while state.withLock { state -> Bool in
                state.copies += 1
                if state.askedAgain {
                    state.askedAgain = false
                    return true
                }
                state.running = false
                return false
            }
            idle.leave()
        }
        thread.start()
    }

    /// One passive checkpoint through a connection opened for it. A failure leaves the log as it is,
    /// for the next copy or the close: what SQLite's own checkpoint does with one.
    private func copy() {
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { return }
        // A new connection opens the log with its first read; until then SQLite 3.40 checkpoints
        // nothing and reports the file as not in WAL mode.
        guard sqlite3_exec(connection, "PRAGMA schema_version", nil, nil, nil) == SQLITE_OK else { return }
        var frames: Int32 = -1
        var copied: Int32 = -1
        guard sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_PASSIVE, &frames, &copied) == SQLITE_OK else { return }
        state.withLock { $0.lastCopy = (frames: Int(frames), copied: Int(copied)) }
    }

    /// Returns once no copy runs.
    func waitUntilIdle() {
        idle.wait()
    }

    /// How many copies were made so far.
    var copies: Int {
        state.withLock { $0.copies }
    }

    /// What the last copy reported: the frames in the log, and how many of them are in the main file.
    var lastCopy: (frames: Int, copied: Int)? {
        state.withLock { $0.lastCopy }
    }
}
