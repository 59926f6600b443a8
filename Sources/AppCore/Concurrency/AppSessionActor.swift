import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import SharedContainer
import WidgetContract

/// The app core for an app that calls it from the main actor and from background tasks: one
/// ``AppSession`` behind an actor whose work runs on a queue of its own.
///
/// Every call is `async` for its caller and runs, one at a time, off the main actor and off the
/// cooperative pool (``BlockingWorkExecutor``), where blocking on SQLite, `fsync` and `flock` harms
/// no one. What it returns is `Sendable` and typed: records, dashboards and small answers such as
/// ``VehicleReading``, never tuples. Vehicles are named by their ids.
///
/// The app reports its lifecycle: ``mount()`` when its interface is up, ``enterForeground()``
/// and ``enterBackground()`` as its scene comes and goes. Going to the background asks the
/// platform's reload center which widgets are installed (WidgetCenter answers asynchronously;
/// other calls may run meanwhile) and then publishes what changed.
///
/// ```swift
/// let core = AppSessionActor(platform: platform)
/// try await core.mount()
/// let entry = try await core.perform(LogOdometer(vehicle: clio.id.rawValue, value: 84_210))
/// let vehicles = try await core.vehicles()          // [VehicleReading]
/// try await core.enterBackground()                  // publishes, reloads the changed kinds
/// ```
public actor AppSessionActor {
    /// What the platform provides.
    public nonisolated let platform: AppPlatform
    private let session: AppSession
    private let executor: BlockingWorkExecutor

    /// The actor runs its jobs on its own queue.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// A core on `platform`; the logbook is opened on first use.
    public init(platform: AppPlatform) {
        self.platform = platform
        self.session = AppSession(platform: platform)
        self.executor = BlockingWorkExecutor(label: "app.glovebox.core")
    }

    // MARK: Changes

    /// Applies one change as one transaction (see ``AppSession/perform(_:)``); the publishing
    /// session, mounted by the first commit, learns what changed.
    @discardableResult
    public func perform<Change: LogbookChange>(_ change: sending Change) throws -> Change.Result
    where Change.Result: Sendable {
        try session.perform(change)
    }

    // MARK: Lifecycle

    /// The app's interface is up: a first publish is due when the platform's timer fires.
    public func mount() throws {
        try session.mount()
    }

    /// The app came back to the foreground.
    public func enterForeground() {
        session.enterForeground()
    }

    /// The app goes to the background: what changed is published, and the changed kinds that are
    /// installed are asked to reload; `nil` when nothing was published.
    @discardableResult
    public func enterBackground() async throws -> PublishReport? {
        let configurations = await currentConfigurations()
        return try session.finish(configurations: configurations)
    }

    /// Publishes both snapshots now, changed or not.
    @discardableResult
    public func publishNow() async throws -> PublishReport {
        let configurations = await currentConfigurations()
        return try session.publishNow(configurations: configurations)
    }

    /// Publishes when the published snapshots are behind the logbook (a publish that a kill
    /// interrupted); `nil` when they are current.
    @discardableResult
    public func catchUp() async throws -> PublishReport? {
        let configurations = await currentConfigurations()
        return try session.catchUp(configurations: configurations)
    }

    /// The installed widgets or their configuration changed.
    public func configurationChanged() throws {
        try session.configurationChanged()
    }

    /// Closes the logbook (it reopens on the next use): its main file then holds every change.
    public func close() {
        session.close()
    }

    /// What the platform's reload center answers about the installed widgets, asked while this
    /// actor is free for other calls.
    private func currentConfigurations() async -> CurrentConfigurations {
        do {
            let center = try session.reloadCenter()
            return await CurrentConfigurations.fetch(from: center)
        } catch {
            return CurrentConfigurations(.failure(error))
        }
    }

    /// Runs `body` with the session, for this module's facets of the actor.
    func withSession<Result: Sendable>(_ body: (AppSession) throws -> Result) rethrows -> Result {
        try body(session)
    }
}
