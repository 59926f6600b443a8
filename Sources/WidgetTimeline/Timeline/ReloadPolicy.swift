#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When the system should ask for a new timeline, as WidgetKit's `TimelineReloadPolicy` says it.
public enum ReloadPolicy: Hashable, Sendable, Codable {
    /// After the last entry's date.
    case atEnd
    /// At a given instant.
    case after(Date)
    /// Only when the app asks.
    case never
}
