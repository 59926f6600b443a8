import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import SharedContainer
import WidgetContract

/// One run of the app: its directories, the logbook, the clock, and the one function through
/// which every change to the logbook goes (``perform(_:)``). The command line, a long-running app
/// and the tests all drive it.
///
/// It is synchronous and not `Sendable`: it blocks on SQLite, `fsync` and `flock`, on the thread
/// that calls it, which is what a short command wants. An app that calls the core from the main
/// actor and from background tasks drives it through ``AppSessionActor``, which runs it off the
/// main actor.
///
/// A command is a short app session: the first committed change mounts the publishing session,
/// each committed change tells it what changed, ``finish()`` sends it to the background (which
/// publishes what changed), and ``close()`` closes the logbook so that its main file holds every
/// change.
///
/// ```swift
/// let app = AppSession(platform: platform)
/// defer { app.close() }
/// let entry = try app.perform(LogOdometer(vehicle: "clio", value: 84_210))
/// try app.finish(configurations: configurations)
/// ```
public final class AppSession {
    /// What the platform the app runs on provides: directories, reload center, credentials, clock.
    public let platform: AppPlatform
    /// Called after every committed change with the change's label, in order.
    public var changeObservers: [(String) -> Void] = []
    private var openedStore: GarageStore?
    private var openedPipeline: SnapshotPipeline?
    /// The damaged rows the session's own reads that skip them have left out (see ``damagedRowsLeftOut``).
    var skippedRows: [DamagedRow] = []
    /// The app's publishing session, mounted when the first change commits (or by ``mount()``).
    var publishingSession: PublishingSession?

    /// Creates a session on a platform; the logbook is opened on first use.
    public init(platform: AppPlatform) {
        self.platform = platform
    }

    /// Where the app's files are, after the platform made sure that its directories exist and can
    /// be used.
    public func directories() throws(AppError) -> AppDirectories {
        do {
            return try platform.directories()
        } catch let error as ContainerError {
            throw .containerUnavailable(error)
        } catch {
            throw .directoriesUnavailable("\(error)")
        }
    }

    /// The path of the logbook file, `<appPrivate>/glovebox.sqlite`.
    public func databasePath() throws(AppError) -> String {
        try directories().appPrivate + "/" + GarageStore.fileName
    }

    /// The logbook, opened (and migrated) on first use.
    ///
    /// What is left of a logbook (an empty file, a missing one whose `-wal` remains) or a file that is
    /// not one is refused with the store's own error, which names the file and says what to do.
    public func store() throws -> GarageStore {
        if let openedStore { return openedStore }
        let path = try databasePath()
        do {
            let store = try GarageStore(path: path)
            // Every logbook converts with the bundled rates beneath its own.
            store.publishedRates = BundledRateSource()
            // The stamps of its changes read the app's clock, the one the changes themselves read.
            store.now = platform.clock
            openedStore = store
            return store
        } catch let error as StoreError where error.isAboutTheFile {
            throw error
        } catch let error as DatabaseError where error.isFileDamaged {
            throw error
        } catch {
            throw AppError.cannotOpenLogbook(path: path, reason: "\(error)")
        }
    }

    /// The logbook, if this session has opened it (and not closed it since).
    var openedLogbook: GarageStore? { openedStore }

    /// The damaged rows this session's reads left out — `status`'s and the last publish's — each once:
    /// what a screen, or the command line on its way out, warns about.
    public var damagedRowsLeftOut: [DamagedRow] {
        var seen: Set<DamagedRow> = []
        return (skippedRows + (openedPipeline?.damagedRows ?? [])).filter { seen.insert($0).inserted }
    }

    /// The snapshot pipeline over this logbook, made on first use.
    func pipeline() throws -> SnapshotPipeline {
        if let openedPipeline { return openedPipeline }
        let pipeline = SnapshotPipeline(
            databasePath: try databasePath(), now: platform.clock, systemTimeZone: platform.defaultTimeZone,
            systemLocale: platform.systemLocale)
        openedPipeline = pipeline
        return pipeline
    }

    /// The user's preferences.
    public func preferences() throws -> Preferences {
        try store().preferences.load()
    }

    /// The user's time zone: the preference, else the system's.
    public func timeZone() throws -> TimeZone {
        try preferences().timeZone ?? platform.defaultTimeZone
    }

    /// The user's language tag (`pt-PT`): the `locale` preference, else the system's locale
    /// (``AppPlatform/systemLocale``), as ``Preferences/localeTag(systemLocale:)`` decides. The
    /// answers and the report read it (the snapshots apply the same rule); an export writes the
    /// preference itself, unset when unset, so that a restore elsewhere follows that system.
    public func localeTag() throws -> String {
        try preferences().localeTag(systemLocale: platform.systemLocale)
    }

    /// The system's locale as a language tag, for when no preference speaks (nobody signed in, no
    /// logbook yet).
    public var systemLocaleTag: String {
        Preferences.defaults.localeTag(systemLocale: platform.systemLocale)
    }

    /// Today on the user's local calendar.
    public func today() throws -> CalendarDay {
        Garage.day(of: platform.clock(), in: try timeZone())
    }

    /// Applies one change as one transaction: the change reads the facts its rules name, checks them
    /// and writes its rows; it commits, or, on any error, rolls back so that no stored row changes.
    /// Observers run after the commit, and the publishing session (mounted by the first commit)
    /// learns what changed.
    @discardableResult
    public func perform<Change: LogbookChange>(_ change: Change) throws -> Change.Result {
        let store = try store()
        let context = ChangeContext(store: store, now: platform.clock(), ids: platform.ids) { [unowned self] in
            try self.timeZone()
        }
        let result = try store.write(advancingGeneration: change.advancesGeneration) { store in
            // What the change writes is recorded, and journaled in the same transaction, so that the
            // journal holds exactly the committed changes.
            store.startRecording()
            defer { _ = store.finishRecording() }
            let value = try change.apply(in: context)
            let recorded = store.finishRecording()
            if change.isJournaled, !recorded.isEmpty {
                try store.journal.append(label: change.label, changes: recorded, at: context.now)
            }
            return value
        }
        for observer in changeObservers { observer(change.label) }
        // The sync's own bookkeeping changes nothing a widget shows: it neither mounts nor publishes.
        if case .syncState = change.effect { return result }
        // The session mounts with the first committed change: a command that is refused before
        // it changes anything never opens the app, so it never publishes.
        try mountedPublishingSession().record(change.effect)
        return result
    }

    /// Closes the logbook's connections; the last one to close checkpoints its write-ahead log, so
    /// that the main file alone holds the logbook. A pending publish timer is cancelled first, so
    /// nothing reopens them behind the app's back. Idempotent; a later use opens them again, and a
    /// later `close()` closes them again (the pipeline is kept: the publishing session builds
    /// through it).
    public func close() {
        publishingSession?.cancelPendingPublish()
        openedPipeline?.close()
        openedStore?.close()
        openedStore = nil
    }
}
