import SharedContainer
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a commit refused a rename, set by the file system and read by the container after the publish.
final class RefusalRecord: Sendable {
    private let refusal = Mutex<SessionEndedError?>(nil)

    var value: SessionEndedError? { refusal.withLock { $0 } }

    func record(_ error: SessionEndedError) {
        refusal.withLock { $0 = error }
    }
}

/// A file system that passes every call on, running `rename` inside a ``RenameCommit``.
struct CommittingFileSystem: FileSystem {
    let base: any FileSystem
    let commit: RenameCommit
    let refusal: RefusalRecord

    func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        do {
            try commit.perform { try base.rename(name, to: newName, in: directory) }
        } catch let error as FileSystemError {
            throw error
        } catch let error as SessionEndedError {
            refusal.record(error)
            // renameat(2) never reports ECANCELED, so the errno cannot be mistaken for a real one.
            throw FileSystemError(code: ECANCELED)
        } catch {
            throw FileSystemError(code: EIO)
        }
    }

    func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try base.openDirectory(path)
    }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try base.open(path, flags: flags, mode: mode)
    }

    func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try base.open(name, in: directory, flags: flags, mode: mode)
    }

    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try base.write(descriptor, bytes)
    }

    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer)
    }

    func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer, at: offset)
    }

    func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        try base.synchronize(descriptor)
    }

    func close(_ descriptor: Int32) throws(FileSystemError) {
        try base.close(descriptor)
    }

    func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        try base.unlink(name, in: directory)
    }

    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus {
        try base.status(of: descriptor)
    }

    func status(ofPath path: String) throws(FileSystemError) -> FileStatus {
        try base.status(ofPath: path)
    }

    func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        try base.makeDirectory(path, mode: mode)
    }

    func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        try base.changeMode(path, to: mode)
    }

    func isWritableDirectory(_ path: String) -> Bool {
        base.isWritableDirectory(path)
    }

    func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try base.entries(ofDirectory: path)
    }

    var effectiveUserID: UInt32 { base.effectiveUserID }
}
