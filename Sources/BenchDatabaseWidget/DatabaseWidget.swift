import ArgumentParsing
import BenchBasics
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
/// Usage: `glovebox-bench-db-widget KIND --db PATH [--family F] [--at ISO8601] [--full]`.
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

    static let database = Option("--db", value: "PATH", help: "the SQLite logbook to read (required)")
    static let kindArgument = Argument("KIND", help: "the widget kind", parse: .oneOf(WidgetKind.self))
    static let familyOption = Option("--family", value: "F", help: "the widget size (default small)", parse: .oneOf(WidgetSize.self))
    static let instant = Option(
        "--at", value: "ISO8601", help: "the instant to draw at (default the benchmark's now)",
        parse: ValueParser { text in
            guard let date = try? Date(text, strategy: .iso8601) else { throw ValueError("is not an ISO 8601 instant") }
            return date
        })
    static let fullFlag = Flag("--full", help: "load the whole logbook instead of what the widgets need")

    /// The one command of `glovebox-bench-db-widget`.
    public static let spec = CommandSpec(
        [], summary: "draw a widget from the SQLite logbook, as an extension sharing the database would",
        signature: CommandSignature(arguments: [kindArgument], options: [database, familyOption, instant, fullFlag]))

    /// Parses the command line (after the executable's name); `nil` when it asks for help.
    public init?(arguments: [String]) throws(UsageError) {
        let catalog = CommandCatalog(program: "glovebox-bench-db-widget", specs: [Self.spec])
        guard case .run(let spec, let parsed) = try catalog.action(for: arguments) else { return nil }
        guard let path = parsed[Self.database] else {
            throw UsageError("option '--db' is required", usage: spec.usageLine(program: catalog.program))
        }
        self.databasePath = path
        self.kind = parsed[Self.kindArgument]
        self.family = parsed[Self.familyOption] ?? .small
        self.at = parsed[Self.instant] ?? BenchSetting.now
        self.fullLoad = parsed[Self.fullFlag]
    }

    /// Opens the logbook read-only in spirit (nothing is written), loads, and builds the snapshot
    /// the app would publish, with the locale and time zone stored in the logbook.
    public func snapshot() throws -> WidgetsSnapshot {
        let store = try GarageStore(path: databasePath)
        let preferences = try store.preferences.load()
        // The bench's logbook names its locale; the bench's own setting stands in for the system's.
        let systemLocale = Locale(identifier: BenchSetting.localeIdentifier)
        let context = SnapshotContext(
            now: at, locale: Locale(identifier: preferences.localeTag(systemLocale: systemLocale)),
            timeZone: preferences.timeZone ?? BenchSetting.timeZone, isLocked: preferences.isLocked)
        if fullLoad {
            let (garage, rates) = try store.read { store in (try store.loadGarage(), try store.rates.all()) }
            return SnapshotBuilder.build(garage: garage, rates: rates, context: context)
        }
        let dashboard = try store.dashboards.dashboard(today: context.today)
        let spend = try store.dashboards.spendRecords(today: context.today)
        return SnapshotBuilder.build(dashboard: dashboard, spend: spend, rates: try store.rates.converting(spend), context: context)
    }

    /// Computes the widget's answers and draws them as `glovebox-widget render --format text` does,
    /// so that the benchmark can check that both paths show the same thing.
    public func run() throws -> String {
        let snapshot = try snapshot()
        let calendar = DayCalendar(timeZone: TimeZone(identifier: snapshot.timeZone) ?? BenchSetting.timeZone).calendar
        let builder = TimelineBuilder(calendar: calendar, systemLocale: Locale(identifier: snapshot.locale))
        // What `render` draws: the entry at the instant, built alone.
        let entry = builder.entry(for: WidgetSetup(kind: kind, family: family), state: .ready(snapshot), now: at)
        return PlainTextRenderer(usesColor: false).render(entry.model)
    }
}
