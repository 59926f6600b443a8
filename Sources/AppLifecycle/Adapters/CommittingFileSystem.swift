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
struct CommittingFileSystem: ForwardingFileSystem {
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
}
