import Foundation

/// The calendar file as a publish would write it now, with what it says apart from when it was
/// written, and the logbook generation it was built from.
public struct PreparedCalendar: Sendable, Equatable {
    /// The file's bytes, exactly as they will be published.
    public var bytes: Data
    /// A fingerprint of what the file says, the same for two builds of the same events at different
    /// instants (the app builds it from the file stamped with a fixed instant): a publish that finds
    /// it equal to the one recorded leaves the file as it is.
    public var content: String
    /// The logbook generation it was built from (`nil` when there is none).
    public var generation: Int?

    /// Wraps a built file.
    public init(bytes: Data, content: String, generation: Int?) {
        self.bytes = bytes
        self.content = content
        self.generation = generation
    }
}
