import AppLifecycle
import Foundation
import GarageStorage
import SharedContainer
import WidgetContract

/// The app's side of the widgets: mounting, going to the background, catching up.
///
/// A publish asks the platform's reload center which widgets are installed, and WidgetCenter
/// answers asynchronously; this session is synchronous, so each call that may publish takes that
/// answer (``CurrentConfigurations``) from its caller: ``AppSessionActor`` fetches it before it
/// calls in, the Linux command line reads the widget host's file when the publish needs it.
extension AppSession {
    /// Opens the app's interface: mounts the publishing session, which publishes when the app goes
    /// to the background (or when its timer fires first).
    public func mount() throws {
        _ = try mountedPublishingSession()
    }

    /// Tells the publishing session that the installed widgets changed.
    public func configurationChanged() throws {
        try mountedPublishingSession().configurationChanged()
    }

    /// The app came back to the foreground (its reload requests count as the app's again).
    public func enterForeground() {
        publishingSession?.enterForeground()
    }

    /// The app's publishing session, mounted on first use.
    func mountedPublishingSession() throws -> PublishingSession {
        if let publishingSession { return publishingSession }
        let session = try makePublishingSession()
        session.mount()
        publishingSession = session
        return session
    }

    /// A publishing session over the platform's directories and reload center, not mounted (so
    /// with no timer armed).
    func makePublishingSession() throws -> PublishingSession {
        let pipeline = try pipeline()
        let source = BuildingSnapshotSource(
            build: { try pipeline.widgetsSnapshot() },
            contentHash: { snapshot, kind in snapshot.contentHash(for: kind) },
            generation: { try pipeline.logbookGeneration() })
        let directories = try directories()
        let platform = platform
        return PublishingSession(
            directories: directories, source: source, shortcuts: { try pipeline.shortcutsSnapshot() },
            calendar: { try pipeline.calendar() },
            signedIn: try store().accounts.signedIn() != nil,
            reloadCenter: { isInForeground in platform.makeReloadCenter(directories, isInForeground) },
            clock: platform.triggers.clock, publishDelay: platform.triggers.delay)
    }

    /// The reload center to ask which widgets are installed before a publish: the mounted
    /// session's, else one made for the question.
    public func reloadCenter() throws(AppError) -> any ReloadCenter {
        if let publishingSession { return publishingSession.publisher.reloadCenter }
        return platform.makeReloadCenter(try directories(), { false })
    }

    /// Ends the app session: going to the background publishes what changed, for the installed
    /// widgets `configurations` holds.
    ///
    /// A session that changed nothing but opened the logbook publishes when it finds the published
    /// snapshots behind the logbook's generation (``catchUp(configurations:)``), so that a command
    /// killed between its commit and its publish is repaired by the next command, a read as much as
    /// a write. Returns `nil` when nothing was published.
    @discardableResult
    public func finish(configurations: CurrentConfigurations) throws(AppError) -> PublishReport? {
        guard let publishingSession else { return try catchUp(configurations: configurations) }
        do {
            return try publishingSession.enterBackground(configurations: configurations)
        } catch {
            throw .publishFailedAfterCommit(PublishFailure(error))
        }
    }

    /// Publishes when the logbook this session opened is ahead of the published snapshots, or a
    /// published file is not what was published (missing, damaged); purges what a signed-out
    /// session left. Returns `nil` when they are up to date or the logbook was never opened.
    ///
    /// The check costs one query of the open logbook and a read of the small records and the two
    /// snapshot files' bytes (none is decoded); only a publish that is due builds anything.
    @discardableResult
    public func catchUp(configurations: CurrentConfigurations) throws(AppError) -> PublishReport? {
        guard let store = openedLogbook else { return nil }
        do {
            let generation = try store.generation()
            return try makePublishingSession().catchUp(logbookGeneration: generation, configurations: configurations)
        } catch {
            throw .catchUpFailed(PublishFailure(error))
        }
    }

    /// Publishes both snapshots now, changed or not (`glovebox publish`).
    public func publishNow(configurations: CurrentConfigurations) throws -> PublishReport {
        let session = try mountedPublishingSession()
        do {
            return try session.publishNow(configurations: configurations)
        } catch {
            throw AppError.publishFailed(PublishFailure(error))
        }
    }
}

extension PublishingSession {
    /// Tells the session what a committed change was.
    func record(_ effect: ChangeEffect) throws(AppError) {
        do {
            switch effect {
            case .records: recordWritten()
            case .preferences: preferencesChanged()
            case .signIn: signIn()
            case .signOut: try signOut()
            case .accountDeleted: try deleteAccount()
            case .syncState: break
            }
        } catch {
            throw .sessionEndIncomplete(PublishFailure(error))
        }
    }
}
