import Foundation
import StableHashing

/// What a publisher last wrote to one snapshot file: the logbook generation it was built from, and
/// the size and a fingerprint of its bytes.
///
/// The publisher keeps it in its record beside the file (``KindHashes`` for the widgets snapshot,
/// ``ShortcutsRecord`` for the Shortcuts one), written after the file. Comparing the file on disk
/// with it tells a file that is still what was published from one that is missing, damaged or was
/// put back from elsewhere, without decoding it; its generation tells a snapshot that is behind
/// the logbook from one that is up to date, without reading the snapshot at all.
public struct PublishedFile: Codable, Equatable, Sendable {
    /// The logbook generation the file was built from (`nil` for a snapshot that carries none).
    public var generation: Int?
    /// The file's size in bytes.
    public var size: Int
    /// The file's fingerprint (``fingerprint(of:)``).
    public var fingerprint: String

    /// The record of `bytes`, published from `generation`.
    public init(bytes: Data, generation: Int?) {
        self.generation = generation
        self.size = bytes.count
        self.fingerprint = Self.fingerprint(of: bytes)
    }

    /// Whether `bytes` (what the file holds now, `nil` when there is none) are the bytes published.
    public func matches(_ bytes: Data?) -> Bool {
        guard let bytes, bytes.count == size else { return false }
        return Self.fingerprint(of: bytes) == fingerprint
    }

    /// Whether a snapshot built from `built` would replace a newer one if it were published over
    /// this file, whose bytes on disk are `onDisk`.
    ///
    /// It would when this file is intact and of a later generation that the logbook has reached
    /// (`logbookNow`): the build read an older logbook state than the one already published. A
    /// published generation beyond the logbook's own is of a logbook that is gone (a copy put back
    /// in its place, or a new one), so the build, being of the logbook there is, replaces it. A
    /// build or a file without a generation supersedes nothing and is superseded by nothing.
    ///
    /// - Parameter logbookNow: the logbook's generation now; `nil` when it cannot be told, and then
    ///   the later generation wins.
    public func isNewer(thanBuildOf built: Int?, onDisk: Data?, logbookNow: () throws -> Int?) -> Bool {
        guard let built, let generation, generation > built, matches(onDisk) else { return false }
        guard let now = try? logbookNow() else { return true }
        return generation <= now
    }

    /// A 64-bit FNV-1a hash of `bytes`, as 16 hexadecimal digits.
    ///
    /// It only has to tell a file that changed by accident or was replaced from the one published,
    /// never to resist a forgery (the app-private directory is the user's own), and it is cheap
    /// enough for every command to check the published files.
    public static func fingerprint(of bytes: Data) -> String {
        var hash = FNV1a()
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in hash.combine(raw) }
        return hash.hexDigits
    }
}
