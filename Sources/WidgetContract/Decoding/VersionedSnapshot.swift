/// A snapshot document that names its kind and version and can check its own invariants.
///
/// Both snapshots the app publishes (widgets and Shortcuts) conform, so they share one
/// encoder, one version gate and one way of reporting what is wrong with a file.
public protocol VersionedSnapshot: Codable, Sendable {
    /// The `kind` field's value, such as `glovebox.widgets`.
    static var kind: String { get }
    /// The only version this code reads and writes.
    static var currentVersion: Int { get }
    /// Checks what the types alone cannot: ranges, references, uniqueness.
    func validate() throws(SnapshotProblem)
}

extension WidgetsSnapshot: VersionedSnapshot {}
