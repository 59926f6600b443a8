import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import SharedContainer
import WidgetContract

/// One run of the `glovebox` command: the logbook, the clock, the output, and the one function
/// through which every change to the logbook goes (`perform`).
///
/// ```swift
/// let vehicle = try session.perform(Change("vehicle add") { garage, context in
///     try garage.addVehicle(VehicleDraft(name: "Clio"))
/// })
/// ```
public final class AppSession {
    /// The world the command runs in.
    public let environment: GloveboxEnvironment
    /// Where output goes.
    public let console: Console
    /// Called after every committed change with the change's name, in order (the widget
    /// snapshot publisher hooks in here).
    public var changeObservers: [(String) -> Void] = []
    private var openedStore: GarageStore?
    /// The app's publishing session, mounted when the command's first change begins.
    var publishingSession: PublishingSession?

    /// Creates a session; the logbook is opened on first use.
    public init(environment: GloveboxEnvironment, console: Console) {
        self.environment = environment
        self.console = console
    }

    /// The path of the logbook file, `<appPrivate>/glovebox.sqlite`, after making sure the
    /// container's directories exist, are directories, are this user's and are writable.
    public func databasePath() throws(CLIError) -> String {
        do {
            let locations = try ContainerLocations.resolve(
                environment: environment.variables, homeDirectory: environment.homeDirectory, role: .app)
            return locations.appPrivate + "/" + GarageStore.fileName
        } catch {
            throw .runtime("cannot use the logbook's directory: \(error.description)")
        }
    }

    /// The logbook, opened (and migrated) on first use.
    public func store() throws -> GarageStore {
        if let openedStore { return openedStore }
        let path = try databasePath()
        do {
            let store = try GarageStore(path: path)
            openedStore = store
            return store
        } catch {
            throw CLIError.runtime("cannot open the logbook at '\(path)': \(error)")
        }
    }

    /// The user's time zone: the `timezone` preference, else the environment's default.
    public func timeZone() throws -> TimeZone {
        if let name = try store().preference("timezone"), let zone = TimeZone(identifier: name) { return zone }
        return environment.defaultTimeZone
    }

    /// Today on the user's local calendar.
    public func today() throws -> CalendarDay {
        Garage.day(of: environment.now(), in: try timeZone())
    }

    /// Applies one change to the logbook as one transaction: load the garage, let `change` apply
    /// its rules (which throw before changing anything when they refuse), write the difference,
    /// commit — or, on any error, roll back so that no stored row changes. Observers run after
    /// the commit.
    ///
    /// The command is a short app session: the first committed change mounts it, each committed
    /// change tells it what changed, and ``finish()`` sends it to the background, which publishes.
    @discardableResult
    public func perform<T>(_ change: Change<T>) throws -> T {
        let store = try store()
        let context = ChangeContext(store: store, today: try today(), now: environment.now(), ids: environment.ids)
        let result = try store.write { store in
            let before = try store.loadGarage()
            var after = before
            let value = try change.apply(&after, context)
            try store.save(after, replacing: before, now: context.now)
            return value
        }
        for observer in changeObservers { observer(change.name) }
        // The session mounts with the first committed change: a command that is refused before
        // it changes anything never opens the app, so it never publishes.
        try mountPublishing().record(change.effect)
        return result
    }
}
