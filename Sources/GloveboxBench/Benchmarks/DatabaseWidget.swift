import Foundation
import GarageRules
import GarageStorage
import SnapshotBuilding
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// The shared-database extension the widget benchmark compares against: a widget process that
/// opens the app's SQLite logbook and computes its answers with the app's rules (`Garage` +
/// `SnapshotBuilder`) instead of reading the snapshot.
///
/// Usage: `glovebox-bench-db-widget --db PATH KIND --family F --at ISO8601 [--full]`.
public struct DatabaseWidget {
    /// The logbook's path.
    public var databasePath: String
    /// The widget kind.
    public var kind: WidgetKind
    /// The widget family.
    public var family: WidgetSize
    /// The instant to draw at.
    public var at: Date
    /// Whether to load the whole logbook instead of the snapshot load.
    public var fullLoad: Bool

    /// Parses the command line (after the executable's name).
    public init(arguments: [String]) throws(BenchError) {
        var path: String?
        var kind: WidgetKind?
        var family: WidgetSize?
        var at: Date?
        var full = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--db": path = try BenchOptions.value(of: argument, in: &rest)
            case "--full": full = true
            case "--family":
                let text = try BenchOptions.value(of: argument, in: &rest)
                guard let parsed = WidgetSize(rawValue: text) else { throw .invalidArgument("unknown family '\(text)'") }
                family = parsed
            case "--at":
                let text = try BenchOptions.value(of: argument, in: &rest)
                guard let parsed = try? Date(text, strategy: .iso8601) else {
                    throw .invalidArgument("--at: '\(text)' is not an ISO 8601 instant")
                }
                at = parsed
            default:
                guard let parsed = WidgetKind(rawValue: argument), kind == nil else {
                    throw .invalidArgument("unexpected argument '\(argument)'")
                }
                kind = parsed
            }
        }
        guard let path, let kind else { throw .invalidArgument("usage: glovebox-bench-db-widget --db PATH KIND [--family F] [--at ISO8601] [--full]") }
        self.databasePath = path
        self.kind = kind
        self.family = family ?? .small
        self.at = at ?? BenchSetting.now
        self.fullLoad = full
    }

    /// Opens the logbook read-only in spirit (nothing is written), loads, and builds the snapshot
    /// the app would publish, with the locale and time zone stored in the logbook.
    public func snapshot() throws -> WidgetsSnapshot {
        let store = try GarageStore(path: databasePath)
        let preferences = try store.preferences()
        let context = SnapshotContext(
            now: at, locale: Locale(identifier: preferences.locale), timeZone: preferences.timeZone ?? BenchSetting.timeZone,
            isLocked: preferences.isLocked)
        if fullLoad {
            let (garage, rates) = try store.read { store in (try store.loadGarage(), try store.allExchangeRates()) }
            return SnapshotBuilder.build(garage: garage, rates: rates, context: context)
        }
        let dashboard = try store.dashboard(today: context.today)
        let spend = try store.spendRecords(today: context.today)
        return SnapshotBuilder.build(dashboard: dashboard, spend: spend, rates: try store.rates(for: spend), context: context)
    }

    /// Computes the widget's answers and draws them as `glovebox-widget render --format text` does,
    /// so that the benchmark can check that both paths show the same thing.
    public func run() throws -> String {
        let snapshot = try snapshot()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: snapshot.timeZone) ?? BenchSetting.timeZone
        let builder = TimelineBuilder(calendar: calendar, systemLocale: Locale(identifier: snapshot.locale))
        let timeline = builder.timeline(
            for: WidgetSetup(kind: kind, family: family), state: .ready(snapshot), now: at)
        guard let entry = timeline.entry(at: at) else { throw BenchError.processFailed("the timeline has no entry") }
        return TextRenderer(usesColor: false).render(entry.model)
    }
}
