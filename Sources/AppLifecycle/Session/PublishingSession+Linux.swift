import Foundation
import SharedContainer
import Synchronization
import WidgetContract

extension PublishingSession {
    /// A session wired to the Linux containers: the widgets snapshot in the shared container,
    /// reload requests through the widget host's log, the Shortcuts snapshot in `Documents/`, and
    /// the publishing lock beside the logbook in the app-private directory.
    ///
    /// A `glovebox` command is a short session over this:
    ///
    /// ```swift
    /// let locations = try ContainerLocations.resolveForCurrentProcess()
    /// let session = PublishingSession.linux(locations: locations, source: source, shortcuts: buildShortcuts,
    ///                                signedIn: account.isSignedIn, now: { Date() })
    /// session.mount()
    /// try store.addReading(…); session.recordWritten()
    /// try session.enterBackground()
    /// ```
    ///
    /// - Parameters:
    ///   - shortcuts: builds the Shortcuts snapshot; `nil` publishes none.
    ///   - now: stamps the reload requests (the wall clock, read here and not in the rules).
    ///   - clock: measures the publish timer.
    public static func linux(
        locations: ContainerLocations, source: any SnapshotSource,
        shortcuts: (@Sendable () throws -> ShortcutsSnapshot)?, signedIn: Bool,
        now: @escaping @Sendable () -> Date, clock: any Clock<Duration> = ContinuousClock(),
        publishDelay: Duration = defaultPublishDelay
    ) -> PublishingSession {
        let shared = SnapshotFiles(directory: locations.sharedContainer)
        let documents = SnapshotFiles(directory: locations.documents)
        // The reload center stamps each request with whether the app is in front; the session
        // that knows it is made after the center, so the center asks through this reference.
        let reference = SessionReference()
        let center = ContainerReloadCenter(
            files: shared, clock: now, isForeground: { reference.session?.isInForeground ?? false })
        let session = PublishingSession(
            publisher: WidgetPublisher(
                source: source, container: SnapshotFilesContainer(files: shared), reloadCenter: center),
            clock: clock, publishDelay: publishDelay, signedIn: signedIn,
            shortcuts: shortcuts.map {
                ShortcutsPublisher(
                    build: $0, container: SnapshotFilesContainer(files: documents),
                    logbookGeneration: { try source.logbookGeneration() })
            },
            // Every `glovebox` command is a process of its own that publishes on its way out, into
            // the same two directories as every other command of this home.
            publishingLock: PublishingLock(directory: locations.appPrivate))
        reference.session = session
        return session
    }
}

/// A weak, thread-safe reference to a session.
private final class SessionReference: Sendable {
    private let reference = Mutex<WeakSession>(WeakSession())

    var session: PublishingSession? {
        get { reference.withLock { $0.session } }
        set { reference.withLock { $0.session = newValue } }
    }
}

private struct WeakSession {
    weak var session: PublishingSession?
}
