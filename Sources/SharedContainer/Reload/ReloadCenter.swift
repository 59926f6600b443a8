import WidgetContract

/// Asks the system (or the Linux widget host) to rebuild widget timelines after a publish.
///
/// The app calls it after `SnapshotFiles.publish` returns, for just the kinds whose content
/// changed; `currentConfigurations()` tells it which widgets are installed at all.
public protocol ReloadCenter: Sendable {
    /// Requests new timelines for every installed widget of one kind.
    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError)

    /// Requests new timelines for every installed widget.
    func reloadAllTimelines() throws(ContainerError)

    /// The widgets installed now, as the widget host last reported them.
    func currentConfigurations() throws(ContainerError) -> [InstalledWidget]
}
