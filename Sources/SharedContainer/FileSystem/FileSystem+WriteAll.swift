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

extension FileSystem {
    /// Writes every byte of `bytes` to `descriptor`, continuing after short writes and repeating
    /// interrupted ones: what every durable file write here needs before its `fsync`.
    public func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) throws(FileSystemError) {
        var failure: FileSystemError?
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                do throws(FileSystemError) {
                    let written = try write(descriptor, UnsafeRawBufferPointer(rebasing: raw[offset...]))
                    // A regular file never accepts zero bytes of a non-empty write; looping on it
                    // would never end, so it counts as an I/O error.
                    guard written > 0 else {
                        failure = FileSystemError(code: EIO)
                        return
                    }
                    offset += written
                } catch where error.isInterrupted {
                    continue
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }
}
