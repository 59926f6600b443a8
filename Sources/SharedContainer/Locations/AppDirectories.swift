/// Where the app keeps its files: its own private directories and the App Group container it
/// shares with the widget extension.
///
/// The locations are independent: nothing assumes that one is inside another. On Linux all three
/// lie under one Glovebox home (the `LinuxHome` module lays them out); on iOS the App Group
/// container is the system's, from `containerURL(forSecurityApplicationGroupIdentifier:)`, far from
/// the app's own sandbox.
///
/// ```swift
/// let directories = AppDirectories(
///     appPrivate: support.path, documents: documents.path, sharedContainer: group.path)
/// let shared = SnapshotFiles(directory: directories.sharedContainer)
/// ```
public struct AppDirectories: Equatable, Sendable {
    /// The app's private directory: the SQLite logbook, the publishing lock and the app's small
    /// files. Only the app opens it.
    public var appPrivate: String
    /// The app's documents: the Siri and Shortcuts snapshot. Only the app (and its intents) open it.
    public var documents: String
    /// The App Group's container, shared with the widget extension: the widgets snapshot.
    public var sharedContainer: String

    /// Directories at three absolute paths, which must exist before the app uses them.
    public init(appPrivate: String, documents: String, sharedContainer: String) {
        self.appPrivate = appPrivate
        self.documents = documents
        self.sharedContainer = sharedContainer
    }
}
