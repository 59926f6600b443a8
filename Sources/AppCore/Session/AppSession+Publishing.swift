import AppLifecycle
import Foundation
import GarageStorage
import SharedContainer
import WidgetContract

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

    /// The app's publishing session over the Linux containers, mounted on first use.
    func mountedPublishingSession() throws -> PublishingSession {
        if let publishingSession { return publishingSession }
        let session = try makePublishingSession()
        session.mount()
        publishingSession = session
        return session
    }

    /// A publishing session over the Linux containers, not mounted (so with no timer armed).
    private func makePublishingSession() throws -> PublishingSession {
        let pipeline = try pipeline()
        let source = BuildingSnapshotSource(
            build: { try pipeline.widgetsSnapshot() },
            contentHash: { snapshot, kind in snapshot.contentHash(for: kind) },
            generation: { try pipeline.logbookGeneration() })
        return PublishingSession.linux(
            locations: try locations(), source: source, shortcuts: { try pipeline.shortcutsSnapshot() },
            signedIn: try store().loadAccount() != nil, now: environment.now)
    }

    /// Ends the app session: going to the background publishes what changed.
    ///
    /// A session that changed nothing but opened the logbook publishes when it finds the published
    /// snapshots behind the logbook's generation (``catchUp()``), so that a command killed between
    /// its commit and its publish is repaired by the next command, a read as much as a write.
    /// Returns `nil` when nothing was published.
    @discardableResult
    public func finish() throws(AppError) -> PublishReport? {
        guard let publishingSession else { return try catchUp() }
        do {
            return try publishingSession.enterBackground()
        } catch {
            throw .publishFailedAfterCommit("\(error)")
        }
    }

    /// Publishes when the logbook this session opened is ahead of the published snapshots, or a
    /// published file is not what was published (missing, damaged); purges what a signed-out
    /// session left. Returns `nil` when they are up to date or the logbook was never opened.
    ///
    /// The check costs one query of the open logbook and a read of the small records and the two
    /// snapshot files' bytes (none is decoded); only a publish that is due builds anything.
    @discardableResult
    public func catchUp() throws(AppError) -> PublishReport? {
        guard let store = openedLogbook else { return nil }
        do {
            let generation = try store.generation()
            return try makePublishingSession().catchUp(logbookGeneration: generation)
        } catch {
            throw .catchUpFailed("\(error)")
        }
    }

    /// Publishes both snapshots now, changed or not (`glovebox publish`).
    public func publishNow() throws -> PublishReport {
        let session = try mountedPublishingSession()
        do {
            return try session.publishNow()
        } catch {
            throw AppError.publishFailed("\(error)")
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
            }
        } catch {
            throw .sessionEndIncomplete("\(error)")
        }
    }
}
