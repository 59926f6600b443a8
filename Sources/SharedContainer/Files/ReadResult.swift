#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What reading a published file found.
public enum ReadResult: Hashable, Sendable {
    /// The whole file.
    case bytes(Data)
    /// No file of that name (nothing published yet, or removed).
    case missing
    /// The file exists but could not be read; `errno` says why (`EISDIR` for a directory,
    /// `EINVAL` for something that is not a regular file, such as a symbolic link or a FIFO, or
    /// for an invalid name).
    case unreadable(errno: Int32)
    /// The file is larger than the limit; it was not read.
    case tooLarge(size: Int)
}
