#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock that serialises the app's publishes across processes, one per Glovebox home: an
/// exclusive `flock(2)` on `.publishing.lock` in the app-private directory.
///
/// On Linux every `glovebox` command is a process of its own that publishes on its way out.
/// `SnapshotFiles.publish` writes through one fixed temporary name per file (`.<name>.tmp`) and
/// first removes whatever that name holds, taking it for a crashed publisher's leftover; two
/// publishes at once unlink or rename each other's temporary file (a failed publish, or a torn
/// snapshot). Even without that clash, a snapshot built from an older logbook could be renamed
/// after one built from a newer, and the widgets would go back in time. A publish therefore holds
/// this lock from before it reads the logbook until its last rename and reload request: publishes
/// land in the order of the database states they read, and a temporary file found while holding
/// the lock really is a leftover. The session-end purge holds it too, so it never removes another
/// process's temporary file, nor runs between that process's rename and its reload request.
///
/// The lock belongs to the open file, not to the process's memory: closing the descriptor releases
/// it, and so does the end of the process, however it ends, so a killed publisher never leaves it
/// held. It sits beside the logbook, which only the app opens; the widget side only reads
/// snapshots and never takes it.
///
/// ```swift
/// let lock = PublishingLock(directory: directories.appPrivate)
/// let held = try lock.acquire()
/// defer { held.release() }
/// ```
public struct PublishingLock: Sendable {
    /// The lock file's name in its directory.
    public static let fileName = ".publishing.lock"

    /// The lock file's absolute path.
    public let path: String
    /// The file system every call goes through.
    public let fileSystem: any FileSystem

    /// The lock whose file is in `directory` (the app-private directory, `AppDirectories.appPrivate`).
    /// Another `fileName` is another lock of the same kind (the household sync's, `.sync.lock`).
    public init(directory: String, fileName: String = Self.fileName, fileSystem: any FileSystem = POSIXFileSystem()) {
        self.path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        self.fileSystem = fileSystem
    }

    /// Waits until no other open file holds the lock, then holds it until ``HeldLock/release()``.
    ///
    /// The lock file is created (`0600`) by the first process that needs it and never removed:
    /// a process still waiting on a removed file would get a lock no one else contends for, while
    /// the next publisher locks the file that replaced it.
    public func acquire() throws(ContainerError) -> HeldLock {
        let descriptor: Int32
        do throws(FileSystemError) {
            // O_CLOEXEC: a child the app starts (the demo runs the widget extension) would inherit
            // the open file, and with it the lock, for as long as the child runs.
            descriptor = try retryingInterrupts { () throws(FileSystemError) in
                try fileSystem.open(path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o600)
            }
        } catch {
            throw .lockFailed(path: path, step: .open, errno: error.code)
        }
        do throws(FileSystemError) {
            // A signal that arrives while another process holds the lock interrupts the wait
            // with EINTR; the wait simply goes on.
            try retryingInterrupts { () throws(FileSystemError) in try fileSystem.lockExclusively(descriptor) }
        } catch {
            try? fileSystem.close(descriptor)
            throw .lockFailed(path: path, step: .lock, errno: error.code)
        }
        return HeldLock(path: path, descriptor: descriptor, fileSystem: fileSystem)
    }

    private func retryingInterrupts<Result>(
        _ call: () throws(FileSystemError) -> Result
    ) throws(FileSystemError) -> Result {
        while true {
            do throws(FileSystemError) {
                return try call()
            } catch where error.isInterrupted {
                continue
            }
        }
    }
}
