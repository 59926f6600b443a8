import Foundation
import SharedContainer
import ShortcutsContract
import Synchronization
import WidgetContract

extension PublishingSession {
    /// The app's session over its directories: the widgets snapshot in the shared container,
    /// reload requests through the platform's reload center, the Shortcuts snapshot in
    /// `Documents/`, and the publishing lock beside the logbook in the app-private directory.
    ///
    /// The app core makes its sessions this way on every platform:
    ///
    /// ```swift
    /// let session = PublishingSession(
    ///     directories: directories, source: source, shortcuts: buildShortcuts, signedIn: true,
    ///     reloadCenter: { isInForeground in platform.makeReloadCenter(directories, isInForeground) })
    /// session.mount()
    /// try store.addReading(…); session.recordWritten()
    /// try await session.enterBackground()
    /// ```
    ///
    /// - Parameters:
    ///   - shortcuts: builds the Shortcuts snapshot; `nil` publishes none.
    ///   - calendar: builds the calendar file, published beside the widgets snapshot; `nil` publishes none.
    ///   - reloadCenter: makes the reload center, given how to tell whether the app is in front
    ///     (the Linux widget host charges reloads asked for in the background to the widgets'
    ///     budget, as WidgetKit does; WidgetCenter knows by itself and ignores it).
    ///   - clock: measures the publish timer.
    public convenience init(
        directories: AppDirectories, source: any SnapshotSource,
        shortcuts: (@Sendable () throws -> ShortcutsSnapshot)?,
        calendar: (@Sendable () throws -> PreparedCalendar)? = nil, signedIn: Bool,
        reloadCenter: (_ isInForeground: @escaping @Sendable () -> Bool) -> any ReloadCenter,
        clock: any Clock<Duration> = ContinuousClock(), publishDelay: Duration = defaultPublishDelay
    ) {
        let shared = SnapshotFiles(directory: directories.sharedContainer)
        let documents = SnapshotFiles(directory: directories.documents)
        // The reload center may ask whether the app is in front; the session that knows it is made
        // after the center, so the center asks through this reference.
        let reference = SessionReference()
        let center = reloadCenter { reference.session?.isInForeground ?? false }
        self.init(
            publisher: WidgetPublisher(
                source: source, container: SnapshotFilesContainer(files: shared), reloadCenter: center),
            clock: clock, publishDelay: publishDelay, signedIn: signedIn,
            shortcuts: shortcuts.map {
                ShortcutsPublisher(
                    build: $0, container: SnapshotFilesContainer(files: documents),
                    logbookGeneration: { try source.logbookGeneration() })
            },
            calendar: calendar.map {
                CalendarPublisher(
                    build: $0, container: SnapshotFilesContainer(files: shared),
                    logbookGeneration: { try source.logbookGeneration() })
            },
            // Every `glovebox` command is a process of its own that publishes on its way out, into
            // the same two directories as every other command of this home; an Apple app's own
            // background task may publish while its scene does.
            publishingLock: PublishingLock(directory: directories.appPrivate))
        reference.session = self
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
