#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SnapshotFiles {
    /// Reads a whole published file with one open, refusing a file over `limit` bytes unread.
    ///
    /// Because publishes replace the name with a rename, the descriptor this opens keeps seeing
    /// one complete version, however many publishes happen while it reads.
    public func read(_ name: String, limit: Int = SnapshotFiles.defaultReadLimit) -> ReadResult {
        do throws(ContainerError) {
            try Self.validate(name)
        } catch {
            return .unreadable(errno: EINVAL)
        }
        let descriptor: Int32
        do throws(FileSystemError) {
            // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever;
            // it has no effect on the regular file that is read.
            descriptor = try retryingInterrupts { () throws(FileSystemError) in
                try fileSystem.open(path(of: name), flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode: 0)
            }
        } catch where error.code == ENOENT {
            return .missing
        } catch where error.code == ELOOP {
            // O_NOFOLLOW refused a symbolic link: something that is not a regular file.
            return .unreadable(errno: EINVAL)
        } catch {
            return .unreadable(errno: error.code)
        }
        defer { try? fileSystem.close(descriptor) }

        let status: FileStatus
        do throws(FileSystemError) {
            status = try fileSystem.status(of: descriptor)
        } catch {
            return .unreadable(errno: error.code)
        }
        switch status.kind {
        case .regular: break
        case .directory: return .unreadable(errno: EISDIR)
        case .symbolicLink, .other: return .unreadable(errno: EINVAL)
        }
        if status.size > limit { return .tooLarge(size: status.size) }

        do throws(FileSystemError) {
            return try readAll(descriptor, expecting: status.size, limit: limit)
        } catch {
            return .unreadable(errno: error.code)
        }
    }

    /// Reads to the end of file, but never more than `limit + 1` bytes in all.
    private func readAll(_ descriptor: Int32, expecting size: Int, limit: Int) throws(FileSystemError) -> ReadResult {
        // One byte past the expected size, so that the end of file shows up in the same loop.
        var buffer = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var total = 0
        while true {
            if total == buffer.count {
                guard buffer.count <= limit else { return .tooLarge(size: total) }
                buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, limit + 1 - buffer.count)))
            }
            let outcome = buffer.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
                let rest = UnsafeMutableRawBufferPointer(rebasing: raw[total...])
                return Result { () throws(FileSystemError) in
                    try retryingInterrupts { () throws(FileSystemError) in try fileSystem.read(descriptor, into: rest) }
                }
            }
            let count = try outcome.get()
            if count == 0 { break }
            total += count
        }
        return .bytes(Data(buffer[..<total]))
    }
}
