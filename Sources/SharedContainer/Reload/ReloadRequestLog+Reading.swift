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

/// The requests found between an offset and the last complete line of a reload log.
public struct ReloadRequestBatch: Equatable, Sendable {
    /// The decoded requests, oldest first.
    public var requests: [ReloadRequest]
    /// Where the next read starts: just after the last complete line.
    public var nextOffset: Int
    /// Complete lines that did not decode (torn by a crash, or written by a newer app).
    public var skippedLines: Int

    /// Creates a batch.
    public init(requests: [ReloadRequest], nextOffset: Int, skippedLines: Int) {
        self.requests = requests
        self.nextOffset = nextOffset
        self.skippedLines = skippedLines
    }
}

extension ReloadRequestLog {
    /// The largest slice one `read(from:)` returns; the rest comes with the next call.
    public static let readChunk = 1 << 20

    /// Reads the complete lines after `offset`; an unterminated last line is left for later.
    ///
    /// A missing log holds no requests. An offset past the end means the log was replaced, so
    /// reading starts again at the beginning. Anything but a regular file in the log's place (a
    /// symbolic link, a FIFO, a directory) is a `readFailed` error.
    public func read(from offset: Int) throws(ContainerError) -> ReloadRequestBatch {
        let name = Self.fileName
        let fileSystem = files.fileSystem
        let descriptor: Int32
        do throws(FileSystemError) {
            descriptor = try files.retryingInterrupts { () throws(FileSystemError) in
                // O_NONBLOCK: a FIFO in the log's place must not block the reader forever.
                try fileSystem.open(files.path(of: name), flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode: 0)
            }
        } catch where error.code == ENOENT {
            return ReloadRequestBatch(requests: [], nextOffset: 0, skippedLines: 0)
        } catch {
            throw .readFailed(name: name, errno: error.code)
        }
        defer { try? fileSystem.close(descriptor) }

        let bytes: [UInt8]
        let start: Int
        do throws(FileSystemError) {
            let status = try fileSystem.status(of: descriptor)
            guard status.kind == .regular else { throw FileSystemError(code: EINVAL) }
            let size = status.size
            start = offset <= size ? max(offset, 0) : 0
            bytes = try readSlice(descriptor, from: start, count: min(size - start, Self.readChunk))
        } catch {
            throw .readFailed(name: name, errno: error.code)
        }

        guard let lastNewline = bytes.lastIndex(of: 0x0A) else {
            return ReloadRequestBatch(requests: [], nextOffset: start, skippedLines: 0)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var requests: [ReloadRequest] = []
        var skipped = 0
        for line in bytes[...lastNewline].split(separator: 0x0A, omittingEmptySubsequences: true) {
            if let request = try? decoder.decode(ReloadRequest.self, from: Data(line)) {
                requests.append(request)
            } else {
                skipped += 1
            }
        }
        return ReloadRequestBatch(requests: requests, nextOffset: start + lastNewline + 1, skippedLines: skipped)
    }

    private func readSlice(_ descriptor: Int32, from start: Int, count: Int) throws(FileSystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(count, 0))
        var total = 0
        while total < buffer.count {
            let read = try buffer.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
                let rest = UnsafeMutableRawBufferPointer(rebasing: raw[total...])
                return Result { () throws(FileSystemError) in
                    try files.retryingInterrupts { () throws(FileSystemError) in
                        try files.fileSystem.read(descriptor, into: rest, at: start + total)
                    }
                }
            }.get()
            if read == 0 { break }
            total += read
        }
        return Array(buffer[..<total])
    }
}
