#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The background reloads each widget has spent in the last 24 hours, against a limit of 70.
///
/// WidgetKit gives each widget a daily budget of timeline reloads the app asks for from the
/// background (and of reloads its own timeline policy asks for); reloads asked for while the app
/// is in the foreground are free. The host applies the same rule, over a sliding 24-hour window.
public struct ReloadBudget: Codable, Hashable, Sendable {
    /// Background reloads a widget may have in any window.
    public static let limit = 70
    /// The window's length.
    public static let window: TimeInterval = 24 * 60 * 60

    /// When each widget's background reloads happened, oldest first.
    public private(set) var spent: [String: [Date]]

    /// An untouched budget.
    public init() {
        spent = [:]
    }

    /// The background reloads `widgetId` spent in the window that ends at `now`.
    public func spentCount(for widgetId: String, at now: Date) -> Int {
        (spent[widgetId] ?? []).count { $0 > now.addingTimeInterval(-Self.window) && $0 <= now }
    }

    /// The background reloads `widgetId` may still have at `now`.
    public func remaining(for widgetId: String, at now: Date) -> Int {
        max(Self.limit - spentCount(for: widgetId, at: now), 0)
    }

    /// Spends one reload if the rules allow it; returns whether the reload may happen.
    ///
    /// A foreground reload is always allowed and costs nothing.
    public mutating func spend(for widgetId: String, at now: Date, foreground: Bool) -> Bool {
        if foreground { return true }
        guard remaining(for: widgetId, at: now) > 0 else { return false }
        spent[widgetId, default: []].append(now)
        return true
    }

    /// The first instant from `now` on at which `widgetId` may spend a background reload: `now`
    /// while any remain, else when enough of its oldest reloads have left the window.
    public func nextAvailable(for widgetId: String, at now: Date) -> Date {
        let start = now.addingTimeInterval(-Self.window)
        let inWindow = (spent[widgetId] ?? []).filter { $0 > start && $0 <= now }.sorted()
        guard inWindow.count >= Self.limit else { return now }
        // A reload spent at `d` no longer counts from `d + window` on.
        return inWindow[inWindow.count - Self.limit].addingTimeInterval(Self.window)
    }

    /// Forgets a removed widget's reloads, so that nothing of it carries over to another widget.
    public mutating func forget(_ widgetId: String) {
        spent[widgetId] = nil
    }

    /// Forgets reloads that left the window, and widgets that are no longer installed.
    public mutating func prune(at now: Date, keeping widgetIds: Set<String>) {
        let start = now.addingTimeInterval(-Self.window)
        spent = spent.filter { widgetIds.contains($0.key) }.mapValues { $0.filter { $0 > start } }
            .filter { !$0.value.isEmpty }
    }
}
