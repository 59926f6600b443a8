import Foundation
import SharedContainer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the user asked for, written so that it appears whole or not at all, and never over an
/// existing file unless asked to: bytes go to `.<name>.partial` beside it (created `O_EXCL`, mode
/// 0600), are synced, and only then take the name; the directory is synced after.
///
/// Not Foundation's `.atomic` writes, which on Linux never sync the directory and leave their
/// temporary file behind when killed (DESIGN.md, "Platform facts"). Without `replacing`, the name
/// is taken with `link(2)`, which fails if anything has appeared there meanwhile, so even a file
/// created while the export ran is never replaced.
///
/// ```swift
/// let file = try DurableFile(path: "garage.json", replacing: false)
/// try file.write(bytes)            // buffered; as many times as needed
/// try file.commit()                // synced, named, directory synced
/// ```
///
/// A file that is dropped without `commit()` removes its temporary file.
final class DurableFile {
    /// The path asked for.
    let path: String
    /// The temporary file's path: where the bytes are until ``commit()`` (a writer other than this
    /// object, such as SQLite, may fill it through this path).
    let temporaryPath: String
    /// How many bytes went through ``write(_:)``.
    private(set) var byteCount = 0

    private let fileSystem: any FileSystem
    private let name: String
    private let temporaryName: String
    private let replacing: Bool
    private let directory: Int32
    private var descriptor: Int32?
    /// Whether the temporary file is gone: named, or given up. After that its name may be another
    /// writer's, so it is never removed again.
    private var isFinished = false
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// Creates the temporary file beside `path`, after checking that `path` is free (unless
    /// `replacing`) and removing a temporary file an interrupted run left.
    init(path: String, replacing: Bool, fileSystem: any FileSystem = POSIXFileSystem()) throws(FileWriteError) {
        let url = URL(fileURLWithPath: path)
        let directoryPath = url.deletingLastPathComponent().path
        self.path = path
        self.name = url.lastPathComponent
        self.temporaryName = ".\(url.lastPathComponent).partial"
        self.temporaryPath = directoryPath + "/" + temporaryName
        self.replacing = replacing
        self.fileSystem = fileSystem
        func failed(_ step: FileWriteError.Step, _ error: FileSystemError) -> FileWriteError {
            .failed(path: path, step: step, errno: error.code)
        }

        if let existing = try Self.status(of: path, fileSystem) {
            guard replacing else { throw .exists(path) }
            guard existing.kind != .directory else { throw .wrongKind(path: path, expected: "a file") }
        }

        do throws(FileSystemError) {
            directory = try Self.retrying { () throws(FileSystemError) in try fileSystem.openDirectory(directoryPath) }
        } catch {
            throw failed(.openDirectory, error)
        }
        // The temporary name is fixed, so a crashed run leaves at most one stray file, removed here.
        do throws(FileSystemError) {
            try fileSystem.unlink(temporaryName, in: directory)
        } catch where error.code == ENOENT {
        } catch {
            try? fileSystem.close(directory)
            throw failed(.removeStaleTemporary, error)
        }
        do throws(FileSystemError) {
            descriptor = try Self.retrying { () throws(FileSystemError) in
                try fileSystem.open(
                    temporaryName, in: directory, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
            }
        } catch {
            try? fileSystem.close(directory)
            throw failed(.create, error)
        }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        abandon()
        try? fileSystem.close(directory)
    }

    /// Appends bytes (kept in a buffer, written when it fills).
    func write(_ bytes: some Collection<UInt8>) throws(FileWriteError) {
        buffer.append(contentsOf: bytes)
        byteCount += bytes.count
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends text as UTF-8.
    func write(_ text: String) throws(FileWriteError) {
        try write(text.utf8)
    }

    /// Writes out what is buffered, then syncs the file, gives it its name and syncs the directory.
    ///
    /// Without `replacing`, a file that appeared at the name meanwhile is left alone (`exists`). A
    /// failure before the name is taken removes the temporary file; a failure to sync the directory
    /// comes after: the file is then in place and complete, but its survival of a power loss is not
    /// confirmed.
    func commit() throws(FileWriteError) {
        guard !isFinished, let open = descriptor else { return }
        func failed(_ step: FileWriteError.Step, _ error: FileSystemError) -> FileWriteError {
            .failed(path: path, step: step, errno: error.code)
        }
        do throws(FileWriteError) {
            try flush()
            do throws(FileSystemError) {
                try Self.retrying { () throws(FileSystemError) in try fileSystem.synchronize(open) }
            } catch {
                throw failed(.syncFile, error)
            }
            descriptor = nil
            do throws(FileSystemError) { try fileSystem.close(open) } catch { throw failed(.closeFile, error) }
            try takeName()
        } catch {
            abandon()
            throw error
        }
        isFinished = true
        do throws(FileSystemError) {
            try Self.retrying { () throws(FileSystemError) in try fileSystem.synchronize(directory) }
        } catch {
            throw failed(.syncDirectory, error)
        }
    }

    /// Gives up: closes and removes the temporary file. Idempotent.
    func abandon() {
        guard !isFinished else { return }
        isFinished = true
        if let open = descriptor {
            try? fileSystem.close(open)
            descriptor = nil
        }
        try? fileSystem.unlink(temporaryName, in: directory)
    }

    private func takeName() throws(FileWriteError) {
        if replacing {
            do throws(FileSystemError) {
                try fileSystem.rename(temporaryName, to: name, in: directory)
            } catch {
                throw .failed(path: path, step: .rename, errno: error.code)
            }
            return
        }
        // `link` never replaces: a name that appeared while the file was written is refused.
        if linkat(directory, temporaryName, directory, name, 0) != 0 {
            let code = errno
            guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP else {
                throw code == EEXIST ? .exists(path) : .failed(path: path, step: .link, errno: code)
            }
            // A file system without hard links (FAT, some network mounts): check once more, then rename.
            if try Self.status(of: path, fileSystem) != nil { throw .exists(path) }
            do throws(FileSystemError) {
                try fileSystem.rename(temporaryName, to: name, in: directory)
            } catch {
                throw .failed(path: path, step: .rename, errno: error.code)
            }
            return
        }
        try? fileSystem.unlink(temporaryName, in: directory)
    }

    private func flush() throws(FileWriteError) {
        guard let open = descriptor, !buffer.isEmpty else { return }
        do throws(FileSystemError) {
            try fileSystem.writeAll(buffer, to: open)
        } catch {
            throw .failed(path: path, step: .write, errno: error.code)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// What is at `path`, or `nil` when nothing is.
    private static func status(of path: String, _ fileSystem: any FileSystem) throws(FileWriteError) -> FileStatus? {
        do throws(FileSystemError) {
            return try fileSystem.status(ofPath: path)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw .failed(path: path, step: .inspect, errno: error.code)
        }
    }

    private static func retrying<Result>(_ call: () throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        while true {
            do throws(FileSystemError) {
                return try call()
            } catch where error.isInterrupted {
                continue
            }
        }
    }
}
