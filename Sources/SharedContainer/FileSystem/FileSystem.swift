#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the shared container makes, behind a protocol so that tests can inject faults.
///
/// Each requirement is one system call and nothing more: it neither retries on `EINTR` nor loops
/// over short writes. The callers (`SnapshotFiles`, `ReloadRequestLog`) own those loops, so that a
/// test double returning `EINTR` or a short count exercises the real recovery code.
/// Descriptors are plain `Int32` values; callers close what they open.
public protocol FileSystem: Sendable {
    /// Opens a directory for `openat`, `renameat`, `unlinkat` and `fsync` (`O_RDONLY|O_DIRECTORY|O_CLOEXEC`).
    func openDirectory(_ path: String) throws(FileSystemError) -> Int32

    /// Opens a path (`open(2)`).
    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32

    /// Opens a name relative to a directory descriptor (`openat(2)`).
    func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32

    /// Writes once (`write(2)`); may write fewer bytes than given.
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int

    /// Reads once from the current offset (`read(2)`); zero means end of file.
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int

    /// Reads once at an offset without moving the file offset (`pread(2)`).
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileSystemError) -> Int

    /// Makes a file's data, or a directory's entries, durable (`fsync(2)`; `F_FULLFSYNC` on Apple platforms).
    func synchronize(_ descriptor: Int32) throws(FileSystemError)

    /// Closes a descriptor (`close(2)`); never retried, since Linux releases the descriptor even on error.
    func close(_ descriptor: Int32) throws(FileSystemError)

    /// Renames within one directory (`renameat(2)`), atomically replacing the target.
    func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError)

    /// Removes a name from a directory (`unlinkat(2)`).
    func unlink(_ name: String, in directory: Int32) throws(FileSystemError)

    /// Takes an exclusive advisory lock on an open file, waiting while another open file
    /// description holds it (`flock(2)` with `LOCK_EX`); closing the descriptor releases it.
    func lockExclusively(_ descriptor: Int32) throws(FileSystemError)

    /// The status of an open descriptor (`fstat(2)`).
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus

    /// The status of a path, following symbolic links (`stat(2)`).
    func status(ofPath path: String) throws(FileSystemError) -> FileStatus

    /// Creates one directory (`mkdir(2)`); the mode is subject to the process umask.
    func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError)

    /// Sets a path's permission bits (`chmod(2)`).
    func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError)

    /// Whether this process may create and remove names in a directory (`access(2)` with `W_OK|X_OK`).
    func isWritableDirectory(_ path: String) -> Bool

    /// The names in a directory, without `.` and `..` (`opendir(3)`/`readdir(3)`).
    func entries(ofDirectory path: String) throws(FileSystemError) -> [String]

    /// The effective user id of this process (`geteuid(2)`).
    var effectiveUserID: UInt32 { get }
}
