import Foundation
import GloveboxTestSupport
import SharedContainer
import Synchronization
import Testing

/// The publishing lock: one holder at a time, across threads and processes, released by closing its
/// descriptor or by the holder's death.
@Suite struct PublishingLockTests {
    let directory = TemporaryDirectory(prefix: "glovebox-lock")
    var lock: PublishingLock { PublishingLock(directory: directory.path) }

    /// Takes the lock on a thread of its own; `acquired` is signalled once it holds it.
    final class Contender: Sendable {
        let acquired = DispatchSemaphore(value: 0)
        let letGo = DispatchSemaphore(value: 0)
        let failure = Mutex<ContainerError?>(nil)

        init(_ lock: PublishingLock) {
            Thread.detachNewThread { [self] in
                do throws(ContainerError) {
                    let held = try lock.acquire()
                    acquired.signal()
                    letGo.wait()
                    held.release()
                } catch {
                    failure.withLock { $0 = error }
                    acquired.signal()
                }
            }
        }

        /// Whether it got the lock within `seconds`.
        func acquires(within seconds: Double) -> Bool {
            acquired.wait(timeout: .now() + seconds) == .success
        }

        /// Waits until its request for the lock on `path` is queued behind another holder's, and
        /// returns whether it is; `false` at once if it got the lock instead, which it was not to.
        func waitsBehindAnotherHolder(on path: String) -> Bool {
            LockWaiters.wait(untilWaiting: 1, on: path) { self.acquired.wait(timeout: .now()) == .success }
        }
    }

    @Test func aSecondHolderWaitsUntilTheFirstReleases() throws {
        let first = try lock.acquire()
        let second = Contender(lock)

        #expect(second.waitsBehindAnotherHolder(on: lock.path), "the second holder got the lock while the first held it")
        first.release()
        #expect(second.acquires(within: 10))
        #expect(second.failure.withLock { $0 } == nil)
        #expect(LockProbe.isHeld(lock.path))
        second.letGo.signal()
    }

    @Test func aHolderKilledWhileHoldingTheLockReleasesIt() throws {
        let holder = try StressProcess(["lock", directory.path])
        #expect(holder.waitForFirstLine() == "locked\n")
        #expect(LockProbe.isHeld(lock.path))
        let waiter = Contender(lock)
        #expect(waiter.waitsBehindAnotherHolder(on: lock.path), "the lock was taken while another process held it")

        holder.kill()

        #expect(holder.process.terminationReason == .uncaughtSignal)
        #expect(waiter.acquires(within: 10), "the killed holder's lock was never released")
        waiter.letGo.signal()
    }

    @Test func theLockFileIsTheOwnersOnlyAndOutlivesTheLock() throws {
        let held = try lock.acquire()
        #expect(held.path == directory.path + "/" + PublishingLock.fileName)
        #expect(LockProbe.isHeld(held.path))
        held.release()
        held.release()

        #expect(!held.isHeld)
        #expect(LockProbe.isReleased(lock.path))
        // Never removed: a process still waiting on a removed file would hold a lock no one contends for.
        let mode = try FileManager.default.attributesOfItem(atPath: lock.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aHolderDroppedWithoutReleasingLetsGoOfTheLock() throws {
        do {
            _ = try lock.acquire()
        }
        #expect(LockProbe.isReleased(lock.path))
        let again = try lock.acquire()
        again.release()
    }

    @Test func aWaitInterruptedBySignalsGoesOn() throws {
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.inject(EINTR, at: .lock, times: 2)

        let held = try PublishingLock(directory: directory.path, fileSystem: fileSystem).acquire()

        #expect(fileSystem.calls.filter { $0.operation == .lock }.count == 3)
        #expect(LockProbe.isHeld(held.path))
        held.release()
    }

    @Test func aLockThatCannotBeTakenNamesThePathAndTheErrnoAndClosesItsFile() throws {
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.inject(ENOLCK, at: .lock)
        let path = lock.path

        #expect(throws: ContainerError.lockFailed(path: path, step: .lock, errno: ENOLCK)) {
            try PublishingLock(directory: directory.path, fileSystem: fileSystem).acquire()
        }
        #expect(fileSystem.calls.map(\.operation) == [.open, .lock, .close])
        #expect(
            ContainerError.lockFailed(path: path, step: .lock, errno: ENOLCK).description
                == "cannot take the publishing lock \(path): locking it failed: ENOLCK (\(ENOLCK))")
    }

    @Test func aLockFileThatCannotBeOpenedNamesThePathAndTheErrno() throws {
        let missing = directory.path + "/missing"
        let path = missing + "/" + PublishingLock.fileName

        #expect(throws: ContainerError.lockFailed(path: path, step: .open, errno: ENOENT)) {
            try PublishingLock(directory: missing).acquire()
        }
        #expect(
            ContainerError.lockFailed(path: path, step: .open, errno: ENOENT).description
                == "cannot take the publishing lock \(path): opening the lock file failed: ENOENT (2)")
    }
}
