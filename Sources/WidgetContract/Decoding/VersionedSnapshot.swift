/// A snapshot document that names its kind and version and can check its own invariants.
///
/// Both snapshots the app publishes (widgets and Shortcuts) conform, so they share one
/// encoder, one version gate and one way of reporting what is wrong with a file.
public protocol VersionedSnapshot: Codable, Sendable {
    /// The `kind` field's value, such as `glovebox.widgets`.
    static var kind: String { get }
    /// The only version this code reads and writes.
    static var currentVersion: Int { get }
    /// The BCP 47 tag the texts are in (see ``SnapshotFieldFormats/checkLocale(_:at:)``).
    var locale: String { get }
    /// The IANA time zone calendar days are counted in (see ``SnapshotFieldFormats/checkTimeZone(_:at:)``).
    var timeZone: String { get }
    /// Checks what the types alone cannot: ranges, references, uniqueness.
    func validate() throws(SnapshotProblem)
}

extension VersionedSnapshot {
    /// Checks the formats of the shared fields, then the document's own invariants: what
    /// ``SnapshotCoding`` requires before it writes a snapshot and after it reads one.
    func validateContract() throws(SnapshotProblem) {
        try SnapshotFieldFormats.checkLocale(locale)
        try SnapshotFieldFormats.checkTimeZone(timeZone)
        try validate()
    }
}

extension WidgetsSnapshot: VersionedSnapshot {}
