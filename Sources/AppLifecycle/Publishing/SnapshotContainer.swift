import Foundation

/// The shared directory the snapshot is published into, as the publisher needs it.
///
/// An implementation publishes crash-safely (temporary file, `fsync`, rename, `fsync` of the
/// directory) and lets the caller's ``RenameCommit`` decide, at the last moment, whether the
/// rename happens at all: that is how a session that ended during a publish keeps the file from
/// coming back.
public protocol SnapshotContainer: Sendable {
    /// Publishes `bytes` as `name`, performing the rename inside `commit`.
    ///
    /// The implementation must call ``RenameCommit/perform(_:)`` exactly once, with a closure that
    /// does the rename and nothing else, after the temporary file is durable. When `perform`
    /// throws, the implementation removes its temporary file and rethrows.
    func publish(_ bytes: Data, as name: String, commit: RenameCommit) throws

    /// The bytes of a published file, or `nil` when there is none.
    func read(_ name: String) throws -> Data?

    /// The bytes of a published file that may be larger than a snapshot (the calendar of a large
    /// fleet), refused only over `limit` bytes; `nil` when there is none.
    func read(_ name: String, limit: Int) throws -> Data?

    /// Removes the named files and their temporary files (another process may be publishing other
    /// files into the directory: theirs are not this call's to remove).
    func removeAll(_ names: [String]) throws

    /// The names of the files in the directory, temporary files included: how the publisher finds
    /// widget parts of vehicles that are gone, and the session end every part to remove.
    func names() throws -> [String]
}

extension SnapshotContainer {
    /// Reads as ``read(_:)`` does, for a container whose reads have no limit of their own.
    public func read(_ name: String, limit: Int) throws -> Data? {
        try read(name)
    }
}

/// Removes files that belong to the signed-in user outside the shared container.
///
/// The Shortcuts snapshot lives in the app's private `Documents/`; the session end hands the
/// purge of that directory to one of these.
public protocol SessionFileRemover: Sendable {
    /// Removes every file of the session, including temporary files; succeeds when there are none.
    func removeSessionFiles() throws
}
