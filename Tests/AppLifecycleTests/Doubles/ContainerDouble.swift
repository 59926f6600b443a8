import AppLifecycle
import Foundation
import Synchronization

/// An in-memory container that publishes like the real one: temporary file, then a rename
/// inside the commit; it can fail a publish or stop a publish between write and rename.
final class ContainerDouble: SnapshotContainer {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "writing failed: ENOSPC (28)" }
    }

    struct RenameFailure: Error, CustomStringConvertible {
        var description: String { "renaming failed: ENOENT (2)" }
    }

    private struct State {
        var files: [String: Data] = [:]
        var temporaries: [String: Data] = [:]
        var renames: [String] = []
        var removeAllCalls = 0
        var failing = false
        var block: (Blocker, BlockPoint)?
    }

    /// Where a blocked publish stops.
    enum BlockPoint {
        /// Before the temporary file exists (a purge cannot remove it yet).
        case beforeWrite
        /// After the temporary file is written and synced, just before the rename.
        case beforeRename
    }

    private let state = Mutex(State())

    /// The published files.
    var files: [String: Data] { state.withLock { $0.files } }
    /// Temporary files left in the directory.
    var temporaries: [String: Data] { state.withLock { $0.temporaries } }
    /// Every completed rename, by final name.
    var renames: [String] { state.withLock { $0.renames } }
    /// How many times ``removeAll(_:)`` was called.
    var removeAllCalls: Int { state.withLock { $0.removeAllCalls } }

    /// Makes publishes fail after writing (or succeed again).
    func setFailing(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    /// Stops the next publish at `point` until the blocker is released.
    func blockNextPublish(at point: BlockPoint, with blocker: Blocker) {
        state.withLock { $0.block = (blocker, point) }
    }

    /// Puts a file in place as if an earlier process had published it.
    func place(_ bytes: Data, as name: String) {
        state.withLock { $0.files[name] = bytes }
    }

    /// Removes a published file behind the publisher's back.
    func delete(_ name: String) {
        _ = state.withLock { $0.files.removeValue(forKey: name) }
    }

    func publish(_ bytes: Data, as name: String, commit: RenameCommit) throws {
        let temporary = ".\(name).tmp"
        let (failing, block) = state.withLock { state in
            defer { state.block = nil }
            return (state.failing, state.block)
        }
        if case let (blocker, .beforeWrite)? = block { blocker.arriveAndWait() }
        if failing { throw Failure() }
        state.withLock { $0.temporaries[temporary] = bytes }
        if case let (blocker, .beforeRename)? = block { blocker.arriveAndWait() }
        do {
            try commit.perform {
                try state.withLock { state in
                    // Like renameat(2): a temporary file that a purge unlinked cannot be renamed.
                    guard let bytes = state.temporaries.removeValue(forKey: temporary) else {
                        throw RenameFailure()
                    }
                    state.files[name] = bytes
                    state.renames.append(name)
                }
            }
        } catch {
            _ = state.withLock { $0.temporaries.removeValue(forKey: temporary) }
            throw error
        }
    }

    func read(_ name: String) throws -> Data? {
        state.withLock { $0.files[name] }
    }

    func names() throws -> [String] {
        state.withLock { Array($0.files.keys) + Array($0.temporaries.keys) }
    }

    func removeAll(_ names: [String]) throws {
        state.withLock { state in
            state.removeAllCalls += 1
            for name in names {
                state.files.removeValue(forKey: name)
                state.temporaries.removeValue(forKey: ".\(name).tmp")
            }
        }
    }
}

/// Two-party rendezvous on real threads: one side arrives and waits; the other waits for the
/// arrival and later releases it.
final class Blocker: Sendable {
    private let arrived = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// Called by the blocked side.
    func arriveAndWait() {
        arrived.signal()
        released.wait()
    }

    /// Waits until the blocked side has arrived.
    func waitForArrival() {
        arrived.wait()
    }

    /// Lets the blocked side go on.
    func release() {
        released.signal()
    }
}
