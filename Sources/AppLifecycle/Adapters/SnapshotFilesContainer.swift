import Foundation
import SharedContainer

/// The shared container's ``SnapshotContainer``: `SnapshotFiles` with its rename passed through a
/// session's ``RenameCommit``.
///
/// `SnapshotFiles.publish` does every system call through an injected `FileSystem`; for each
/// publish this wraps that file system so that its `renameat` runs inside the commit. A refused
/// rename fails the publish at its rename step, and `SnapshotFiles` then removes its temporary
/// file as for any failed rename.
///
/// ```swift
/// let container = SnapshotFilesContainer(files: SnapshotFiles(directory: directories.sharedContainer))
/// ```
public struct SnapshotFilesContainer: SnapshotContainer {
    /// The directory and file system the files are published with.
    public let files: SnapshotFiles

    /// A container over a directory's files.
    public init(files: SnapshotFiles) {
        self.files = files
    }

    /// Publishes `bytes` as `name`, its rename inside `commit`; a refused rename throws the session end.
    public func publish(_ bytes: Data, as name: String, commit: RenameCommit) throws {
        let refusal = RefusalRecord()
        let guarded = CommittingFileSystem(base: files.fileSystem, commit: commit, refusal: refusal)
        do {
            try SnapshotFiles(directory: files.directory, fileSystem: guarded).publish(bytes, as: name)
        } catch {
            // The session end is the reason, not the errno that stood in for it.
            if let ended = refusal.value { throw ended }
            throw error
        }
    }

    /// The bytes of `name`, or `nil` when there is no such file.
    public func read(_ name: String) throws -> Data? {
        try read(name, limit: SnapshotFiles.defaultReadLimit)
    }

    /// The bytes of `name` up to `limit` bytes, or `nil` when there is no such file.
    public func read(_ name: String, limit: Int) throws -> Data? {
        switch files.read(name, limit: limit) {
        case .bytes(let data): return data
        case .missing: return nil
        case .unreadable(let code): throw ContainerError.readFailed(name: name, errno: code)
        case .tooLarge(let size): throw ContainerError.tooLarge(name: name, size: size, limit: limit)
        }
    }

    /// Removes the files and every temporary file of a publish.
    public func removeAll(_ names: [String]) throws {
        try files.removeAll(names)
    }

    /// The entries of the directory.
    public func names() throws -> [String] {
        do throws(FileSystemError) {
            return try files.fileSystem.entries(ofDirectory: files.directory)
        } catch {
            throw ContainerError.readFailed(name: files.directory, errno: error.code)
        }
    }
}

/// The session files of one app-private directory (the Shortcuts snapshot in `Documents/`).
public struct SnapshotFilesRemover: SessionFileRemover {
    /// The directory's files.
    public let files: SnapshotFiles
    /// The names to remove; every temporary file in the directory goes too.
    public let names: [String]

    /// A remover of `names` in a directory.
    public init(files: SnapshotFiles, names: [String]) {
        self.files = files
        self.names = names
    }

    /// Removes the files and every temporary file in the directory.
    public func removeSessionFiles() throws {
        try files.removeAll(names)
    }
}
