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
        let pipeline = try pipeline()
        let source = BuildingSnapshotSource(
            build: { try pipeline.widgetsSnapshot() },
            contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
        let session = PublishingSession.linux(
            locations: try locations(), source: source, shortcuts: { try pipeline.shortcutsSnapshot() },
            signedIn: try store().loadAccount() != nil, now: environment.now)
        session.mount()
        publishingSession = session
        return session
    }

    /// Ends the app session: going to the background publishes what changed.
    ///
    /// Returns `nil` when the session was never mounted (the command changed nothing).
    @discardableResult
    public func finish() throws(AppError) -> PublishReport? {
        guard let publishingSession else { return nil }
        do {
            return try publishingSession.enterBackground()
        } catch {
            throw .publishFailedAfterCommit("\(error)")
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
