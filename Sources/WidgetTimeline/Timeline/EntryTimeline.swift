#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entries a widget shows over the coming days, and when to ask for more.
public struct EntryTimeline: Hashable, Sendable, Codable {
    /// The widget the timeline is for.
    public var configuration: WidgetSetup
    /// The entries, in increasing date order; the first is for "now".
    public var entries: [DatedEntry]
    /// When to reload.
    public var policy: ReloadPolicy

    /// Creates a timeline.
    public init(configuration: WidgetSetup, entries: [DatedEntry], policy: ReloadPolicy) {
        self.configuration = configuration
        self.entries = entries
        self.policy = policy
    }

    /// The entry current at `date`: the last one whose date is not after it (the first before any).
    public func entry(at date: Date) -> DatedEntry? {
        entries.last { $0.date <= date } ?? entries.first
    }
}
