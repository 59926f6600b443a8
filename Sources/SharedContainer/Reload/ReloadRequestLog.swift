#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An append-only file of reload requests, one JSON object per line, that the widget host reads
/// incrementally from the offset where it stopped.
///
/// Each append is `O_APPEND`, a full write loop and `fsync` (and, when it created the file, an
/// `fsync` of the directory), so a request that `append` returned for survives a crash. A crash
/// during an append can leave a torn last line: the reader never consumes a line without its
/// newline, and the next append starts on a fresh line, so the fragment is skipped as one bad
/// line instead of spoiling the next request.
public struct ReloadRequestLog: Sendable {
    /// The log's name in the shared container.
    public static let fileName = "reload-requests.jsonl"

    /// The directory the log lives in and the file system to reach it.
    public let files: SnapshotFiles

    /// A log in the directory of `files`.
    public init(files: SnapshotFiles) {
        self.files = files
    }

    /// Durably appends one request as one line.
    public func append(_ request: ReloadRequest) throws(ContainerError) {
        let name = Self.fileName
        func failed(_ step: ContainerError.FileStep, _ error: FileSystemError) -> ContainerError {
            .appendFailed(name: name, step: step, errno: error.code)
        }
        let fileSystem = files.fileSystem
        let directoryDescriptor = try files.openDirectory(failed)
        defer { try? fileSystem.close(directoryDescriptor) }

        let (descriptor, created): (Int32, Bool)
        do throws(FileSystemError) {
            (descriptor, created) = try openForAppending(in: directoryDescriptor)
        } catch {
            throw failed(.open, error)
        }

        var step = ContainerError.FileStep.write
        do throws(FileSystemError) {
            var line = try endsTorn(descriptor) ? Data([0x0A]) : Data()
            line.append(Self.encode(request))
            try files.writeAll(line, to: descriptor)
            step = .syncFile
            try files.retryingInterrupts { () throws(FileSystemError) in try fileSystem.synchronize(descriptor) }
            step = .closeFile
            try fileSystem.close(descriptor)
        } catch {
            if step != .closeFile { try? fileSystem.close(descriptor) }
            throw failed(step, error)
        }

        // A new file's name is durable only once its directory is synced.
        if created {
            do throws(FileSystemError) {
                try files.retryingInterrupts { () throws(FileSystemError) in
                    try fileSystem.synchronize(directoryDescriptor)
                }
            } catch {
                throw failed(.syncDirectory, error)
            }
        }
    }

    /// One request's line: sorted-key JSON, ISO 8601 time, a trailing newline.
    public static func encode(_ request: ReloadRequest) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        // A scope string, a date and a flag always encode.
        var line = try! encoder.encode(request)
        line.append(0x0A)
        return line
    }

    private func openForAppending(in directory: Int32) throws(FileSystemError) -> (Int32, Bool) {
        let fileSystem = files.fileSystem
        let flags = O_RDWR | O_APPEND | O_CLOEXEC
        while true {
            do throws(FileSystemError) {
                let descriptor = try files.retryingInterrupts { () throws(FileSystemError) in
                    try fileSystem.open(Self.fileName, in: directory, flags: flags, mode: 0)
                }
                return (descriptor, false)
            } catch where error.code == ENOENT {}
            do throws(FileSystemError) {
                let descriptor = try files.retryingInterrupts { () throws(FileSystemError) in
                    try fileSystem.open(Self.fileName, in: directory, flags: flags | O_CREAT | O_EXCL, mode: 0o600)
                }
                return (descriptor, true)
            } catch where error.code == EEXIST {
                // Created between the two opens: open it as an existing file.
                continue
            }
        }
    }

    /// Whether the file is non-empty and its last byte is not a newline (a crash tore an append).
    private func endsTorn(_ descriptor: Int32) throws(FileSystemError) -> Bool {
        let fileSystem = files.fileSystem
        let size = try fileSystem.status(of: descriptor).size
        guard size > 0 else { return false }
        var last: UInt8 = 0
        let count = try withUnsafeMutableBytes(of: &last) { (raw: UnsafeMutableRawBufferPointer) in
            Result { () throws(FileSystemError) in
                try files.retryingInterrupts { () throws(FileSystemError) in
                    try fileSystem.read(descriptor, into: raw, at: size - 1)
                }
            }
        }.get()
        return count == 1 && last != 0x0A
    }
}
