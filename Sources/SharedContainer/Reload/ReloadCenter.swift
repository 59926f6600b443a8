import WidgetContract

/// Asks the system (or the Linux widget host) to rebuild widget timelines after a publish.
///
/// Shaped like WidgetKit's `WidgetCenter`, so that an Apple app implements it in a few lines over
/// `WidgetCenter.shared`: the reload requests return at once, and the installed widgets are
/// answered asynchronously, as `WidgetCenter.currentConfigurations()` answers them. The app calls
/// it after `SnapshotFiles.publish` returns, for just the kinds whose content changed;
/// `currentConfigurations()` tells it which widgets are installed at all.
///
/// A center that can answer at once (the Linux host's file) may implement the requirement with a
/// synchronous method; callers that hold the concrete type then call it without `await`.
public protocol ReloadCenter: Sendable {
    /// Requests new timelines for every installed widget of one kind.
    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError)

    /// Requests new timelines for every installed widget.
    func reloadAllTimelines() throws(ContainerError)

    /// The widgets installed now, as the system (or the widget host) last reported them.
    func currentConfigurations() async throws -> [InstalledWidget]
}
