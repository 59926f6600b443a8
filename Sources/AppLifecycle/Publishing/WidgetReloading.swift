import WidgetContract

/// The system's widget center as the publisher needs it: what is installed, and reload requests.
///
/// On Apple platforms this is WidgetCenter; on Linux, the Glovebox widget host's request log.
public protocol WidgetReloading: Sendable {
    /// The kinds of the widgets installed now (empty when none is).
    func installedKinds() throws -> Set<WidgetKind>

    /// Asks every installed widget of one kind to reload its timeline.
    func reloadTimelines(ofKind kind: WidgetKind) throws

    /// Asks every installed widget to reload its timeline.
    func reloadAllTimelines() throws
}
