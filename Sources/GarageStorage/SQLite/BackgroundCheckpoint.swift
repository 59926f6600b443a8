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
/// some 98 MB of log and an `fsync`, 140 ms the import's process waited for before it could
/// publish. Done beside the publish, which only reads the committed pages, it costs the command
/// only what of it outlasts the publish (80 ms of 150 in a profile of that import). The hook that
/// replaces SQLite's (`sqlite3_wal_hook`, which `wal_autocheckpoint` sets) is called after the
/// commit, with the write lock already released.
///
/// A passive checkpoint never waits for a lock and never makes anyone wait: it copies what no
/// reader still needs, and the next one, or the last connection's close, copies the rest. A process
/// killed in the middle loses nothing, as with SQLite's own checkpoint: the log keeps every frame
/// until a later writer starts it again. Power lost is another matter: with `synchronous = NORMAL`
/// a commit is not synced, and the checkpoint is what syncs the log; it now comes a few hundred
/// milliseconds after the commit that crossed the threshold rather than inside it, as it always
/// came later for the commits below it. The connection that owns it waits for a copy still running
/// before it closes (``waitUntilIdle()``), so that its close is the last one, the one that removes
/// the log, and no thread outlives it.
///
/// A copy that fails (the connection cannot be opened, a file descriptor short) leaves the next
/// commit over the threshold to copy inline, as SQLite's own hook does, so a log never grows for
/// want of a thread. A log is not copied at all while the main file is missing or empty: a new
/// connection's first read would take the log for a stale one and delete it (the app's own opens
/// refuse such a file, `LogbookFiles`).
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
        /// The last copy could not be made: the next commit copies inline.
        var failed = false
    }

    private let state = Mutex(State())
    private let idle = DispatchGroup()

    init(path: String) {
        self.path = path
    }

    /// The `sqlite3_wal_hook` callback: `context` is an unretained `BackgroundCheckpoint`, which the
    /// connection keeps alive as long as the hook is set.
    static let hook: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32 = {
        context, connection, name, pages in
        guard let context, pages >= BackgroundCheckpoint.thresholdPages else { return SQLITE_OK }
        let checkpoint = Unmanaged<BackgroundCheckpoint>.fromOpaque(context).takeUnretainedValue()
        if checkpoint.takeFailure() {
            // What SQLite's own hook does: a passive checkpoint on the committing connection.
            _ = sqlite3_wal_checkpoint_v2(connection, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        } else {
            checkpoint.ask()
        }
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
    /// for the next commit to copy inline, or the close.
    private func copy() {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0 else { return }
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        var frames: Int32 = -1
        var copied: Int32 = -1
        // A new connection opens the log with its first read; until then SQLite 3.40 checkpoints
        // nothing and reports the file as not in WAL mode. Busy is no failure: another checkpoint
        // is copying.
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
              sqlite3_exec(connection, "PRAGMA schema_version", nil, nil, nil) == SQLITE_OK,
              [SQLITE_OK, SQLITE_BUSY].contains(sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_PASSIVE, &frames, &copied))
        else {
            state.withLock { $0.failed = true }
            return
        }
        state.withLock { $0.lastCopy = (frames: Int(frames), copied: Int(copied)) }
    }

    /// Whether the last copy failed, forgetting it: the caller copies inline this once.
    func takeFailure() -> Bool {
        state.withLock { state in
            defer { state.failed = false }
            return state.failed
        }
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
