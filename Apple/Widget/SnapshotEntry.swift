import Foundation
import WidgetKit
import WidgetTimeline

/// One WidgetKit timeline entry: exactly one of the portable timeline's entries, shown from its date on.
struct SnapshotEntry: TimelineEntry, Sendable {
    /// When WidgetKit starts showing the entry: now, or one of the next seven local midnights.
    let date: Date
    /// What the widget shows, as `EntryModelBuilder` made it for the entry's local day.
    let model: WidgetEntryModel

    /// The WidgetKit entry of a portable one.
    init(_ entry: DatedEntry) {
        date = entry.date
        model = entry.model
    }
}
