#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What reading the snapshot file from the shared container found, before any decoding.
///
/// The widget host turns the container's read result into this value, so that the timeline
/// module needs nothing but the contract and can be tested without files.
public enum SnapshotReading: Hashable, Sendable {
    /// The whole file.
    case bytes(Data)
    /// No file: never published, or removed when the user signed out.
    case missing
    /// The file exists but could not be read (permissions, a locked device); `errno` says why.
    case unreadable(errno: Int32)
    /// The file is larger than the reader accepts; it was not read.
    case tooLarge(size: Int)
}
