import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import ShortcutsContract
import SnapshotBuilding
import Synchronization
import WidgetContract

/// Builds the app's two snapshots from the logbook as it is now, in the user's language, time zone
/// and lock: the one place where preferences become a `SnapshotContext`.
///
/// It reads through a connection of its own, so that a publish a timer starts while a command is
/// still writing reads the last committed state, never a half-made change; a mutex serialises its
/// use. Both snapshots of one publish come from one dashboard load: the load is kept while no other
/// connection has committed (SQLite's `data_version`) and the day has not changed.
///
/// Each snapshot carries the logbook generation of the state it was built from, read in the same
/// read transaction as the load, so that it names exactly that state.
///
/// The load skips damaged record rows (`GarageStore.readSkippingDamagedRows(_:)`), so that one row
/// that does not decode hides only itself from the widgets; ``damagedRows`` says which it left out.
public final class SnapshotPipeline: Sendable {
    /// What every snapshot is built from.
    public struct Inputs: Sendable {
        /// What the garage shows today.
        public var dashboard: Dashboard
        /// What its spending is reported from.
        public var spend: SpendRecords
        /// The rates its spend needs.
        public var rates: ExchangeRates
        /// The unit the user prefers economy in (`nil`: the vehicle's distance unit decides).
        public var economyUnit: EconomyUnit?
        /// The instant, language, time zone and lock of the build.
        public var context: SnapshotContext
        /// The damaged rows the load left out.
        public var damagedRows: [DamagedRow]
        /// The logbook generation the load read.
        public var generation: Int
    }

    private struct Loaded {
        var version: Int
        var today: CalendarDay
        var preferences: Preferences
        var dashboard: Dashboard
        var spend: SpendRecords
        var rates: ExchangeRates
        var damagedRows: [DamagedRow]
        var generation: Int
        /// The rules' facts of this load, worked out by the first build that asks (see `facts()`).
        var facts: SnapshotFacts?
    }

    private struct State {
        var store: GarageStore?
        var loaded: Loaded?
        var loads = 0
        var factsWorkedOut = 0
        // Kept across close(), so that a session can still say what its last publish left out.
        var lastDamagedRows: [DamagedRow] = []
    }

    private let databasePath: String
    private let now: @Sendable () -> Date
    private let systemTimeZone: TimeZone
    private let systemLocale: Locale
    private let state = Mutex(State())

    /// A pipeline over the logbook at `databasePath`; `systemTimeZone` and `systemLocale` apply when no
    /// preference names one. Both are the process's: what the pipeline keeps between builds is the
    /// logbook's state, never a language, so another process under another `LANG` builds (and
    /// publishes) its own.
    public init(
        databasePath: String, now: @escaping @Sendable () -> Date, systemTimeZone: TimeZone,
        systemLocale: Locale = Locale(identifier: "en_US")
    ) {
        self.databasePath = databasePath
        self.now = now
        self.systemTimeZone = systemTimeZone
        self.systemLocale = systemLocale
    }

    /// The inputs of a build now.
    public func inputs() throws -> Inputs {
        try load(withFacts: false).inputs
    }

    /// The inputs of a build now, with the rules' facts of them: worked out once per load, since
    /// the widgets, Siri's snapshot and the calendar of one publish all build from the same facts
    /// (at fifty vehicles they are some 40 % of a build).
    ///
    /// `load(withFacts: false)` answers the facts too when a build of the same load made them.
    private func facts() throws -> (facts: SnapshotFacts, inputs: Inputs) {
        let (inputs, facts) = try load(withFacts: true)
        guard let facts else { preconditionFailure("load(withFacts: true) always works the facts out") }
        return (facts, inputs)
    }

    private func load(withFacts: Bool) throws -> (inputs: Inputs, facts: SnapshotFacts?) {
        let instant = now()
        return try state.withLock { state throws -> (inputs: Inputs, facts: SnapshotFacts?) in
            let store = try state.store ?? GarageStore(path: databasePath)
            // The snapshots convert as the commands do: the bundled rates beneath the logbook's own.
            store.publishedRates = BundledRateSource()
            state.store = store
            let version = try store.dataVersion()
            let preferences = try state.loaded.flatMap { $0.version == version ? $0.preferences : nil }
                ?? store.preferences.load()
            let timeZone = preferences.timeZone ?? systemTimeZone
            let today = Garage.day(of: instant, in: timeZone)
            let loaded: Loaded
            if let kept = state.loaded, kept.version == version, kept.today == today {
                loaded = kept
            } else {
                // One read transaction, so that the dashboard, the spend and its rates are of one state.
                let salvaged = try store.readSkippingDamagedRows { store in
                    let spend = try store.dashboards.spendRecords(today: today)
                    return (
                        try store.dashboards.dashboard(today: today), spend, try store.rates.converting(spend), try store.generation()
                    )
                }
                let (dashboard, spend, rates, generation) = salvaged.value
                loaded = Loaded(
                    version: version, today: today, preferences: preferences, dashboard: dashboard, spend: spend,
                    rates: rates, damagedRows: salvaged.damagedRows, generation: generation)
                state.loaded = loaded
                state.loads += 1
                state.lastDamagedRows = salvaged.damagedRows
            }
            var facts = loaded.facts
            if withFacts && facts == nil {
                // What a build works out from the load alone, in no language and no time zone.
                facts = SnapshotFacts(
                    dashboard: loaded.dashboard, spend: loaded.spend, rates: loaded.rates,
                    economyUnit: loaded.preferences.economyUnit)
                state.loaded?.facts = facts
                state.factsWorkedOut += 1
            }
            let context = SnapshotContext(
                now: instant, locale: Locale(identifier: loaded.preferences.localeTag(systemLocale: systemLocale)), timeZone: timeZone,
                isLocked: loaded.preferences.isLocked)
            let inputs = Inputs(
                dashboard: loaded.dashboard, spend: loaded.spend, rates: loaded.rates,
                economyUnit: loaded.preferences.economyUnit, context: context,
                damagedRows: loaded.damagedRows, generation: loaded.generation)
            return (inputs, facts)
        }
    }

    /// How many times the pipeline has read the dashboard from the logbook (for tests).
    var loadCount: Int { state.withLock { $0.loads } }

    /// How many times it has worked out the rules' facts of a load (for tests).
    var factsCount: Int { state.withLock { $0.factsWorkedOut } }

    /// The damaged rows its last load left out of the snapshots (none before the first).
    public var damagedRows: [DamagedRow] { state.withLock { $0.lastDamagedRows } }

    /// The widgets snapshot, with the generation it was built from.
    public func widgetsSnapshot() throws -> WidgetsSnapshot {
        let (facts, inputs) = try facts()
        var snapshot = SnapshotBuilder.build(facts: facts, context: inputs.context)
        snapshot.generation = inputs.generation
        return snapshot
    }

    /// The Siri and Shortcuts snapshot, with the generation it was built from.
    public func shortcutsSnapshot() throws -> ShortcutsSnapshot {
        let (facts, inputs) = try facts()
        var snapshot = ShortcutsBuilder.build(facts: facts, context: inputs.context)
        snapshot.generation = inputs.generation
        return snapshot
    }

    /// The calendar file, with the generation it was built from: the events of the same load as the
    /// snapshots (the dashboard a publish loads once), stamped with the build's instant.
    public func calendar() throws -> PreparedCalendar {
        // The snapshots' facts when a build of this load worked them out (the calendar reads none of
        // their spend); else the dashboard's alone, without converting the spend it does not show.
        let (inputs, kept) = try load(withFacts: false)
        let facts = kept ?? SnapshotFacts(dashboard: inputs.dashboard, economyUnit: inputs.economyUnit)
        let feed = CalendarBuilder.build(facts: facts, context: inputs.context)
        let rendered = feed.rendered(stampedAt: inputs.context.generatedAt)
        return PreparedCalendar(
            bytes: rendered.file, content: ContentDigest.hexDigest(rendered.unstamped), generation: inputs.generation)
    }

    /// The logbook's generation now, as the last commit left it (no load, no build).
    public func logbookGeneration() throws -> Int {
        try state.withLock { state throws -> Int in
            let store = try state.store ?? GarageStore(path: databasePath)
            state.store = store
            return try store.generation()
        }
    }

    /// Closes the pipeline's connection (a later build opens it again).
    public func close() {
        state.withLock { state in
            state.store?.close()
            state.store = nil
            state.loaded = nil
        }
    }
}
