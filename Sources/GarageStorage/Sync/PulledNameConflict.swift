/// A pulled vehicle or maintenance item has the name of another one here (names are unique per
/// garage, or per vehicle): two devices added "Clio" while apart. Nothing of the pull is applied; the
/// user renames one, and the next sync pushes the rename before it pulls.
public struct PulledNameConflict: Error, Equatable, Sendable, CustomStringConvertible {
    /// What has the name: `vehicle` or `maintenance item`.
    public let what: String
    /// The name both have.
    public let name: String
    /// The local record's id.
    public let localID: String

    /// A conflict.
    public init(what: String, name: String, localID: String) {
        self.what = what
        self.name = name
        self.localID = localID
    }

    public var description: String {
        "another device added a \(what) named '\(name)' too; nothing was pulled: rename the one here (id \(localID)) and sync again"
    }
}
