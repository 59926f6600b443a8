/// What `stat(2)` says about a file, reduced to the fields the shared container checks.
public struct FileStatus: Equatable, Sendable {
    /// The kind of file a status describes.
    public enum Kind: Equatable, Sendable {
        /// A regular file.
        case regular
        /// A directory.
        case directory
        /// A symbolic link (only reported when links are not followed).
        case symbolicLink
        /// A device, socket, pipe or anything else.
        case other
    }

    /// The kind of file.
    public var kind: Kind
    /// The permission bits (`st_mode & 0o7777`).
    public var permissions: UInt32
    /// The size in bytes.
    public var size: Int
    /// The owner's user id.
    public var owner: UInt32

    /// Creates a status from its fields.
    public init(kind: Kind, permissions: UInt32, size: Int, owner: UInt32) {
        self.kind = kind
        self.permissions = permissions
        self.size = size
        self.owner = owner
    }
}
