import WidgetContract

/// What the widget can show after trying to load the snapshot.
public enum LoadState: Hashable, Sendable {
    /// A decoded, validated snapshot.
    case ready(WidgetsSnapshot)
    /// There is no snapshot: the app must be opened to set the widgets up.
    case needsSetup
    /// The snapshot cannot be trusted (unknown version, invalid content): the app must rewrite it.
    case needsRefresh(reason: LoadProblem)
    /// The snapshot could not be read and there is no earlier one to keep showing; `nil` when
    /// nothing was read yet (WidgetKit asks for a placeholder before the first load).
    case placeholder(reason: LoadProblem?)

    /// The snapshot, when there is one.
    public var snapshot: WidgetsSnapshot? {
        if case .ready(let snapshot) = self { return snapshot }
        return nil
    }
}
