import SharedContainer
import Synchronization
import WidgetContract

/// The app's side of the widgets: decides when the snapshot is published, and purges it at sign-out.
///
/// - Going to the background is the main write: ``enterBackground()`` publishes when anything
///   changed, before it returns.
/// - ``mount()`` arms a timer (4 seconds by default) that publishes a first snapshot if the app
///   has not gone to the background by then.
/// - ``preferencesChanged()``, ``configurationChanged()`` and ``recordWritten()`` mark the
///   snapshot dirty and re-arm that timer, so a record added after the first publish reaches
///   the widgets without waiting for the background, and a burst of writes costs one publish.
/// - ``signOut()`` and ``deleteAccount()`` cancel the timer, remove every published file and
///   ask all widgets to reload. A publish still under way cannot bring the file back: its rename
///   passes a ``SessionGate`` whose epoch the session end has moved on.
/// - With a ``PublishingLock`` (every `glovebox` process has one), each publish, from the build
///   to its last reload request, and each session-end purge runs alone among all the processes
///   of one Glovebox home.
///
/// Every publish asks the reload center which widgets are installed, and WidgetCenter answers
/// asynchronously; the publish itself is synchronous (it blocks on its locks and on `fsync`). So
/// each publishing call comes in two forms: an `async` one that asks the center and then
/// publishes, and a synchronous one that takes the answer (``CurrentConfigurations``) from a
/// caller that asked already, or whose center answers at once. Neither belongs on the main actor.
///
/// A `glovebox` command runs as a short session:
///
/// ```swift
/// let session = PublishingSession(publisher: publisher, clock: ContinuousClock())
/// session.mount()
/// try store.addExpense(…); session.recordWritten()
/// let report = try await session.enterBackground()   // publishes now if dirty
/// ```
public final class PublishingSession: Sendable {
    /// The delay of the timer armed at mount and re-armed by every change.
    public static let defaultPublishDelay: Duration = .seconds(4)

    /// The one publish pipeline.
    public let publisher: WidgetPublisher
    /// The Shortcuts snapshot's publisher, if the app has one.
    public let shortcuts: ShortcutsPublisher?
    /// The calendar file's publisher, if the app has one.
    public let calendar: CalendarPublisher?
    /// Other removers of session files outside the shared container.
    public let privateRemovers: [any SessionFileRemover]
    /// The epoch lock every rename passes.
    public let gate: SessionGate
    /// The lock that serialises publishes and purges with other processes; `nil` in a process
    /// that is the only publisher (tests, tools).
    public let publishingLock: PublishingLock?

    private let clock: any Clock<Duration>
    private let delay: Duration
    // Serializes this process's publishes (timer against background); session end never takes
    // it, so it can move the epoch on while a publish is blocked. Other processes are kept out by
    // `publishingLock`, which is taken inside it.
    private let publishLock = Mutex(())
    let state: Mutex<State>

    struct State {
        var isMounted = false
        var isSignedIn: Bool
        var isInBackground = false
        // Dirty means `changeCount != publishedChangeCount`; a change made while a publish is
        // building keeps the snapshot dirty after that publish.
        var changeCount = 0
        var publishedChangeCount = 0
        var nextTimerToken = 0
        var currentTimerToken: Int?
        var timers: [Int: OneShotTimer] = [:]
        var lastTimerResult: Result<PublishReport, LifecycleError>?
    }

    /// A session over a publisher, with timers on `clock`.
    ///
    /// - Parameters:
    ///   - signedIn: whether an account is signed in at launch; publishing waits for one.
    ///   - shortcuts: publishes the Shortcuts snapshot with every publish; removed at session end.
    ///   - calendar: publishes the calendar file with every publish; removed at session end.
    ///   - privateRemovers: purge other app-private session files at session end.
    ///   - publishingLock: held around every publish and session-end purge, when other processes
    ///     may publish into the same directories.
    public init(
        publisher: WidgetPublisher, clock: any Clock<Duration>, publishDelay: Duration = defaultPublishDelay,
        signedIn: Bool = true, shortcuts: ShortcutsPublisher? = nil, calendar: CalendarPublisher? = nil,
        privateRemovers: [any SessionFileRemover] = [], gate: SessionGate = SessionGate(),
        publishingLock: PublishingLock? = nil
    ) {
        self.publisher = publisher
        self.shortcuts = shortcuts
        self.calendar = calendar
        self.clock = clock
        self.delay = publishDelay
        self.privateRemovers = privateRemovers
        self.gate = gate
        self.publishingLock = publishingLock
        self.state = Mutex(State(isSignedIn: signedIn))
    }

    // MARK: Events

    /// The app's interface is up: a first snapshot is due when the timer fires.
    public func mount() {
        state.withLock { state in
            state.isMounted = true
            state.isInBackground = false
            state.changeCount += 1
            armTimer(&state)
        }
    }

    /// A preference the widgets show changed (language, units, lock, home currency…).
    public func preferencesChanged() {
        markDirtyAndRearm()
    }

    /// The installed widgets or their configuration changed.
    public func configurationChanged() {
        markDirtyAndRearm()
    }

    /// A record was written to the logbook.
    public func recordWritten() {
        markDirtyAndRearm()
    }

    /// The app came back to the foreground.
    public func enterForeground() {
        state.withLock { $0.isInBackground = false }
    }

    /// The app goes to the background: the timer is cancelled and, when dirty, the snapshot is
    /// published (after asking the reload center which widgets are installed) before this returns.
    @discardableResult
    public func enterBackground() async throws(LifecycleError) -> PublishReport {
        goToBackground()
        let configurations = await CurrentConfigurations.fetch(from: publisher.reloadCenter)
        return try enterBackground(configurations: configurations)
    }

    /// The app goes to the background: the timer is cancelled and, when dirty, the snapshot is
    /// published for the installed widgets `configurations` holds, before this returns.
    @discardableResult
    public func enterBackground(configurations: CurrentConfigurations) throws(LifecycleError) -> PublishReport {
        goToBackground()
        return try publish(trigger: .background, force: false, configurations: configurations)
    }

    /// Publishes now whether or not anything changed (`glovebox publish`); with nothing changed
    /// the file is rewritten but no widget is reloaded.
    @discardableResult
    public func publishNow() async throws(LifecycleError) -> PublishReport {
        let configurations = await CurrentConfigurations.fetch(from: publisher.reloadCenter)
        return try publishNow(configurations: configurations)
    }

    /// Publishes now whether or not anything changed, for the installed widgets `configurations` holds.
    @discardableResult
    public func publishNow(configurations: CurrentConfigurations) throws(LifecycleError) -> PublishReport {
        try publish(trigger: .forced, force: true, configurations: configurations)
    }

    private func goToBackground() {
        // The app is already leaving the screen when this publish runs, so its reload requests
        // count against the widgets' background budget, as WidgetKit counts them: only requests
        // made while the app is in front are free.
        state.withLock { state in
            cancelTimer(&state)
            state.isInBackground = true
        }
    }

    /// The app is closing: a pending timer is cancelled, so no publish starts after the app has let
    /// go of its logbook; nothing is published (a closing app publishes by going to the background
    /// first).
    public func cancelPendingPublish() {
        state.withLock { cancelTimer(&$0) }
    }

    /// An account signed in: a snapshot is due, on the timer if the app is mounted.
    public func signIn() {
        state.withLock { state in
            state.isSignedIn = true
            state.changeCount += 1
            if state.isMounted { armTimer(&state) }
        }
    }

    // MARK: Observation

    /// Whether something changed since the last successful publish.
    public var isDirty: Bool { state.withLock { $0.changeCount != $0.publishedChangeCount } }

    /// Whether a publish timer is armed.
    public var hasPendingTimer: Bool { state.withLock { $0.currentTimerToken != nil } }

    /// Whether an account is signed in.
    public var isSignedIn: Bool { state.withLock { $0.isSignedIn } }

    /// Whether the app is mounted and not in the background.
    public var isInForeground: Bool { state.withLock { $0.isMounted && !$0.isInBackground } }

    /// What the last timer publish did or why it failed (timers have no caller to throw to).
    public var lastTimerResult: Result<PublishReport, LifecycleError>? { state.withLock { $0.lastTimerResult } }

    /// Waits until every timer the clock has reached (or that was cancelled) has finished its work.
    ///
    /// Timers still in the future are left armed. Tests call this after advancing a test clock.
    public func settle() async {
        while true {
            let waiting = state.withLock { state in
                state.timers.values.filter { $0.isDue || $0.isCancelled }
            }
            if waiting.isEmpty { return }
            for timer in waiting { await timer.finished() }
        }
    }

    // MARK: Publishing

    /// Runs one publish if signed in and (unless forced) dirty; a success clears the changes it saw.
    ///
    /// With `onlyIfBehind`, the publish first checks again, holding the lock, whether the published
    /// snapshots are behind the logbook as it is then, and builds nothing when another process's
    /// publish has caught them up meanwhile (the outcome is then `unchanged`).
    func publish(
        trigger: PublishReport.Trigger, force: Bool, onlyIfBehind: Bool = false, configurations: CurrentConfigurations
    ) throws(LifecycleError) -> PublishReport {
        try publishLock.withLock { _ throws(LifecycleError) -> PublishReport in
            // Epoch and sign-in are read under the state lock, the lock the session end holds
            // while it moves the epoch, so a publish can never pair "signed in" with a new epoch.
            let start = state.withLock { state in
                (signedIn: state.isSignedIn, dirty: state.changeCount != state.publishedChangeCount,
                 changes: state.changeCount, epoch: gate.epoch)
            }
            guard start.signedIn else { return PublishReport(trigger: trigger, outcome: .signedOut) }
            guard force || start.dirty else { return PublishReport(trigger: trigger, outcome: .notDirty) }
            let commit = gate.commit(forEpoch: start.epoch)
            // Taken before the build reads the logbook, not just around the renames: whoever holds it
            // next reads a logbook at least as new as this publish read, so publishes land in the
            // order of the database states they were built from (see PublishingLock).
            let held = try acquirePublishingLock()
            defer { held?.release() }
            if onlyIfBehind, let generation = try? publisher.source.logbookGeneration(),
               !isBehind(logbookGeneration: generation, configurations: configurations) {
                state.withLock { $0.publishedChangeCount = max($0.publishedChangeCount, start.changes) }
                return PublishReport(trigger: trigger, outcome: .unchanged)
            }
            var report = try publisher.publish(
                trigger: trigger, force: force, commit: commit, configurations: configurations)
            if let shortcuts { report.shortcutsBytes = try shortcuts.publish(commit: commit) }
            if let calendar { report.calendarBytes = try calendar.publish(commit: commit) }
            state.withLock { state in
                state.publishedChangeCount = max(state.publishedChangeCount, start.changes)
            }
            return report
        }
    }

    /// Waits for the cross-process publishing lock, if the session has one.
    func acquirePublishingLock() throws(LifecycleError) -> HeldLock? {
        do {
            return try publishingLock?.acquire()
        } catch {
            throw .container(error)
        }
    }

    // MARK: Timers

    private func markDirtyAndRearm() {
        state.withLock { state in
            state.changeCount += 1
            if state.isMounted && state.isSignedIn { armTimer(&state) }
        }
    }

    /// Replaces any armed timer with one `delay` from now.
    private func armTimer(_ state: inout State) {
        cancelTimer(&state)
        state.nextTimerToken += 1
        let token = state.nextTimerToken
        state.currentTimerToken = token
        state.timers[token] = OneShotTimer(clock: clock, delay: delay) { [weak self] fired in
            await self?.timerEnded(token: token, fired: fired)
        }
    }

    func cancelTimer(_ state: inout State) {
        if let token = state.currentTimerToken { state.timers[token]?.cancel() }
        state.currentTimerToken = nil
    }

    private func timerEnded(token: Int, fired: Bool) async {
        // The question comes first: a timer cancelled or replaced while the center answers (the app
        // went to the background, or closed) no longer claims its publish below.
        let configurations = fired ? await CurrentConfigurations.fetch(from: publisher.reloadCenter) : nil
        let isCurrent = state.withLock { state in
            let isCurrent = fired && state.currentTimerToken == token
            if isCurrent { state.currentTimerToken = nil }
            return isCurrent
        }
        if isCurrent, let configurations {
            let result = Result { () throws(LifecycleError) in
                try publish(trigger: .timer, force: false, configurations: configurations)
            }
            state.withLock { $0.lastTimerResult = result }
        }
        // Removed last, so `settle()` waits for the publish above.
        _ = state.withLock { $0.timers.removeValue(forKey: token) }
    }
}
