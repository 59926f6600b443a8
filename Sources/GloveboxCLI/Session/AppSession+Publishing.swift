import AppLifecycle
import Foundation
import GarageStorage
import SharedContainer
import WidgetContract

extension AppSession {
    /// The app's publishing session over the Linux containers, mounted on first use.
    func mountPublishing() throws -> PublishingSession {
        if let publishingSession { return publishingSession }
        let session = try makePublishingSession()
        session.mount()
        publishingSession = session
        return session
    }

    /// A publishing session whose snapshots are built from this logbook by `SnapshotPipeline`.
    func makePublishingSession() throws -> PublishingSession {
        let locations: ContainerLocations
        do {
            locations = try ContainerLocations.resolve(
                environment: environment.variables, homeDirectory: environment.homeDirectory, role: .app)
        } catch {
            throw CLIError.runtime("cannot use the shared container: \(error.description)")
        }
        let pipeline = SnapshotPipeline(databasePath: try databasePath(), environment: environment)
        let source = BuildingSnapshotSource(
            build: { try pipeline.widgetsSnapshot() },
            contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
        return PublishingSession.linux(
            locations: locations, source: source, shortcuts: { try pipeline.shortcutsSnapshot() },
            signedIn: try store().loadAccount() != nil, now: environment.now)
    }

    /// Ends the command's app session: going to the background publishes what changed.
    ///
    /// Returns `nil` when the command changed nothing (then it never mounted a session).
    @discardableResult
    public func finish() throws(CLIError) -> PublishReport? {
        guard let publishingSession else { return nil }
        do {
            return try publishingSession.enterBackground()
        } catch {
            throw .runtime("the change is saved, but the widgets could not be updated: \(error)")
        }
    }

    /// Publishes both snapshots now, changed or not (`glovebox publish`).
    func publishNow() throws -> PublishReport {
        let session = try mountPublishing()
        do {
            return try session.publishNow()
        } catch {
            throw CLIError.runtime("the widgets could not be updated: \(error)")
        }
    }
}

extension PublishingSession {
    /// Tells the session what a committed change was.
    func record(_ effect: ChangeEffect) throws {
        do {
            switch effect {
            case .records: recordWritten()
            case .preferences: preferencesChanged()
            case .signIn: signIn()
            case .signOut: try signOut()
            case .accountDeleted: try deleteAccount()
            }
        } catch {
            throw CLIError.runtime("signed out, but the widgets' files could not all be removed: \(error)")
        }
    }
}
