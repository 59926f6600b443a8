#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SharedContainer

/// Creates the container's directories and checks the ones it finds.
struct DirectoryPreparer {
    let fileSystem: any FileSystem

    /// The root: created (with missing parents) if absent; if present it must be a writable
    /// directory of this user. Its mode is left as the user set it.
    func prepareRoot(_ path: String) throws(ContainerError) {
        guard let status = try existingStatus(path) else {
            try createWithParents(path)
            return
        }
        try check(path, status)
    }

    /// A directory below the root: created `0700` if absent; if present it must be a writable
    /// directory of this user, and loses any group or other permissions it had.
    func preparePrivate(_ path: String) throws(ContainerError) {
        guard let status = try existingStatus(path) else {
            try create(path)
            return
        }
        try check(path, status)
        if status.permissions & 0o077 != 0 {
            do throws(FileSystemError) {
                try fileSystem.changeMode(path, to: 0o700)
            } catch {
                throw .directoryFailed(path: path, step: .restrict, errno: error.code)
            }
        }
    }

    private func existingStatus(_ path: String) throws(ContainerError) -> FileStatus? {
        do throws(FileSystemError) {
            return try fileSystem.status(ofPath: path)
        } catch where error.code == ENOENT {
            return nil
        } catch where error.code == ENOTDIR {
            // A parent is a file: that parent is what is not a directory, but naming the
            // directory Glovebox wanted is the clearer message.
            throw .notADirectory(path: path)
        } catch {
            throw .directoryFailed(path: path, step: .inspect, errno: error.code)
        }
    }

    private func check(_ path: String, _ status: FileStatus) throws(ContainerError) {
        guard status.kind == .directory else { throw .notADirectory(path: path) }
        let user = fileSystem.effectiveUserID
        guard status.owner == user else {
            throw .ownedByAnotherUser(path: path, owner: status.owner, expected: user)
        }
        guard fileSystem.isWritableDirectory(path) else { throw .notWritable(path: path) }
    }

    private func createWithParents(_ path: String) throws(ContainerError) {
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !parent.isEmpty, try existingStatus(parent) == nil {
            try createWithParents(parent)
        }
        try create(path)
    }

    private func create(_ path: String) throws(ContainerError) {
        do throws(FileSystemError) {
            try fileSystem.makeDirectory(path, mode: 0o700)
        } catch where error.code == EEXIST {
            // Another process created it first: it must pass the same checks.
            guard let status = try existingStatus(path) else {
                throw .directoryFailed(path: path, step: .create, errno: EEXIST)
            }
            try check(path, status)
        } catch where error.code == ENOTDIR {
            throw .notADirectory(path: path)
        } catch {
            throw .directoryFailed(path: path, step: .create, errno: error.code)
        }
    }
}
