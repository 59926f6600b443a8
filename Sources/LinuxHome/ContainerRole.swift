/// Which executable resolves the locations, which decides the directories it may create.
public enum ContainerRole: Sendable {
    /// The app: creates the root, the shared container and its private directories.
    case app
    /// The widget side: creates only the root and the shared container, and never the app's
    /// private directories, which it must not open.
    case widget
}
