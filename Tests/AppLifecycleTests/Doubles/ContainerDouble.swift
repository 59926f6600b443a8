import AppLifecycle
import Foundation
import Synchronization

/// An in-memory container that publishes like the real one: temporary file, then a rename
/// inside the commit; it can fail a publish or stop a publish between write and rename.
final class ContainerDouble: SnapshotContainer {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "writing failed: ENOSPC (28)" }
    }

    private struct State {
        var files: [String: Data] = [:]
        var temporaries: [String: Data] = [:]
        var renames: [String] = []
        var failing = false
        var blockBeforeRename: Blocker?
    }

    private let state = Mutex(State())

    /// The published files.
    var files: [String: Data] { state.withLock { $0.files } }
    /// Temporary files left in the directory.
    var temporaries: [String: Data] { state.withLock { $0.temporaries } }
    /// Every completed rename, by final name.
    var renames: [String] { state.withLock { $0.renames } }

    /// Makes publishes fail after writing (or succeed again).
    func setFailing(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    /// Stops the next publish between its write and its rename until the blocker is released.
    func blockNextRename(with blocker: Blocker) {
        state.withLock { $0.blockBeforeRename = blocker }
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
        let (failing, blocker) = state.withLock { state in
            state.temporaries[temporary] = bytes
            defer { state.blockBeforeRename = nil }
            return (state.failing, state.blockBeforeRename)
        }
        if failing {
            _ = state.withLock { $0.temporaries.removeValue(forKey: temporary) }
            throw Failure()
        }
        blocker?.arriveAndWait()
        do {
            try commit.perform {
                state.withLock { state in
                    state.files[name] = state.temporaries.removeValue(forKey: temporary)
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

    func removeAll(_ names: [String]) throws {
        state.withLock { state in
            for name in names { state.files.removeValue(forKey: name) }
            state.temporaries.removeAll()
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
