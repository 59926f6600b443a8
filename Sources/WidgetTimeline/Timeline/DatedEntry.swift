#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// One moment of a timeline: from `date` on, the widget shows `model`.
public struct DatedEntry: Hashable, Sendable, Codable {
    /// The instant the entry becomes current.
    public var date: Date
    /// The local calendar day the entry was computed for.
    public var day: CalendarDay
    /// What the widget shows.
    public var model: WidgetEntryModel

    /// Creates an entry.
    public init(date: Date, day: CalendarDay, model: WidgetEntryModel) {
        self.date = date
        self.day = day
        self.model = model
    }
}
