import Foundation
import GloveboxTestSupport
import WidgetContract

/// What one widget drawing must show, worked out by the test from the drawing's inputs alone — the
/// snapshot, the widget's kind, size and vehicle, and its day — with its own day count (`CivilDays`)
/// and its own reading of the design's rules, never through `EntryModelBuilder` or `UrgencyOrder`:
///
/// - a dated item is overdue after its due day and in warning from its `warningFrom` day; a distance
///   item is as its flags say; lists go overdue first, then warning, then the rest, each by rank;
/// - a dated item's phrase is the snapshot's phrase for its number of days (−60…+120), the overdue
///   fallback before that and its due-date label after; a distance item shows its distance label;
/// - the list widgets have room for 1 row (small, lock screen), 3 (medium) or 7 (large), the vehicle
///   widget for 2 (medium) or 5 (large); a small list says how many more there are (`+2`);
/// - a reading is stale from its `staleFrom` day; what the lock hides is in no drawing.
struct DrawingExpectation {
    /// An item's state on the drawing's day, most urgent last.
    enum State: Int, Comparable {
        case ok, warning, overdue

        static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The mark before a row in the text drawing.
        var textMark: String {
            switch self {
            case .ok: "·"
            case .warning: "!"
            case .overdue: "‼"
            }
        }

        /// The theme colour of the mark in the SVG drawing.
        func color(_ theme: ThemeColors) -> String {
            switch self {
            case .ok: theme.bar
            case .warning: theme.warning
            case .overdue: theme.overdue
            }
        }
    }

    /// One row of a list: the item's link, label, phrase or distance, vehicle and state.
    struct Row {
        let url: String
        let label: String
        let detail: String?
        let vehicleName: String
        let state: State
        let rank: Int
    }

    let kind: WidgetKind
    let family: WidgetSize
    let snapshot: WidgetsSnapshot
    let day: String
    /// The widget's title.
    let title: String
    /// Every row the widget could list, in the order it must list them; it draws the first `capacity`.
    let rows: [Row]
    /// How many rows the widget has room for.
    let capacity: Int
    /// The spend buckets the widget draws (the spend widget only).
    let buckets: [SpendBucket]
    /// Texts the drawing must show somewhere (words may wrap onto the next line).
    let required: [String]
    /// Texts the drawing must not show: what the lock hides, by their unlocked labels.
    let forbidden: [String]

    /// The rows the widget draws.
    var shown: ArraySlice<Row> { rows.prefix(capacity) }

    /// The expectation for `kind` in `family`, configured for `vehicleId` (else the first vehicle, or
    /// every vehicle for spend), on the ISO day `day`; `hidden` are the labels the lock must hide.
    init(
        _ kind: WidgetKind, _ family: WidgetSize, snapshot: WidgetsSnapshot, vehicleId: String? = nil, day: String,
        hidden: [String] = []
    ) {
        self.kind = kind
        self.family = family
        self.snapshot = snapshot
        self.day = day
        let titles = snapshot.strings.titles
        title = switch kind {
        case .vehicle: titles.vehicle
        case .deadlines: titles.deadlines
        case .spend: titles.spend
        case .maintenance: titles.maintenance
        }
        let vehicle = snapshot.vehicles.first { $0.id == vehicleId } ?? snapshot.vehicles.first
        var rows: [Row] = []
        var required: [String] = []
        switch kind {
        case .deadlines:
            rows = snapshot.deadlines.map { Self.row($0, snapshot: snapshot, day: day) }
            capacity = Self.listRoom(family)
        case .maintenance:
            rows = snapshot.maintenance.map { Self.row($0, snapshot: snapshot, day: day) }
            capacity = Self.listRoom(family)
        case .vehicle:
            let id = vehicle?.id
            rows = snapshot.deadlines.filter { $0.vehicleId == id }.map { Self.row($0, snapshot: snapshot, day: day) }
                + snapshot.maintenance.filter { $0.vehicleId == id }.map { Self.row($0, snapshot: snapshot, day: day) }
            capacity = family == .medium ? 2 : family == .large ? 5 : 0
            if let vehicle {
                required.append(vehicle.name)
                switch vehicle.odometer {
                case .recorded(let reading):
                    required.append(reading.label)
                    let stale = CivilDays.number(reading.staleFrom.isoString) <= CivilDays.number(day)
                    required.append(stale ? reading.staleLabel : reading.readingLabel)
                case .noReading:
                    required.append(snapshot.strings.noReading)
                case .hidden:
                    break
                }
                if let economy = vehicle.lastEconomy, family == .medium || family == .large {
                    required += [economy.title, economy.label]
                }
            }
        case .spend:
            capacity = 0
        }
        self.rows = rows.sorted { ($0.state, -$0.rank) > ($1.state, -$1.rank) }
        let spend = snapshot.spend.first { $0.vehicleId == vehicleId }
        buckets = kind == .spend ? spend?.buckets ?? [] : []
        if kind == .spend, let spend {
            required.append(spend.monthLabel)
            if let total = spend.totalLabel { required.append(total) }
        }
        self.required = required
        forbidden = hidden
    }

    /// The expectation for a message in place of the widget's content (the month has ended, set up the
    /// widget): its title and its texts, and no rows or bars.
    init(message kind: WidgetKind, _ family: WidgetSize, snapshot: WidgetsSnapshot, title: String, texts: [String]) {
        self.kind = kind
        self.family = family
        self.snapshot = snapshot
        day = ""
        self.title = title
        rows = []
        capacity = 0
        buckets = []
        required = texts
        forbidden = []
    }

    /// The list widgets' room: one row on the small and lock-screen widgets, three medium, seven large.
    static func listRoom(_ family: WidgetSize) -> Int {
        switch family {
        case .small, .accessoryRectangular: 1
        case .medium: 3
        case .large: 7
        }
    }

    /// A dated item's state on `day`.
    static func state(due: CalendarDay, warningFrom: CalendarDay, day: String) -> State {
        let today = CivilDays.number(day)
        if today > CivilDays.number(due.isoString) { return .overdue }
        return today >= CivilDays.number(warningFrom.isoString) ? .warning : .ok
    }

    /// The phrase for a dated item due on `due`, seen on `day`.
    static func phrase(due: CalendarDay, label: String, snapshot: WidgetsSnapshot, day: String) -> String {
        let days = CivilDays.between(day, due.isoString)
        switch days {
        case ..<(-60): return snapshot.dayPhrases.overdueFallback
        case -60...120: return snapshot.dayPhrases.phrases[days + 60]
        default: return label
        }
    }

    static func row(_ deadline: SnapshotDeadline, snapshot: WidgetsSnapshot, day: String) -> Row {
        Row(
            url: deadline.url, label: deadline.label,
            detail: phrase(due: deadline.dueDate, label: deadline.dueDateLabel, snapshot: snapshot, day: day),
            vehicleName: deadline.vehicleName, state: state(due: deadline.dueDate, warningFrom: deadline.warningFrom, day: day),
            rank: deadline.rank)
    }

    static func row(_ item: SnapshotMaintenance, snapshot: WidgetsSnapshot, day: String) -> Row {
        switch item.due {
        case .time(let due, let label, let warningFrom):
            Row(
                url: item.url, label: item.label, detail: phrase(due: due, label: label, snapshot: snapshot, day: day),
                vehicleName: item.vehicleName, state: state(due: due, warningFrom: warningFrom, day: day), rank: item.rank)
        case .distance(let label, let isWarning, let isOverdue):
            Row(
                url: item.url, label: item.label, detail: label, vehicleName: item.vehicleName,
                state: isOverdue ? .overdue : isWarning ? .warning : .ok, rank: item.rank)
        }
    }

    /// The labels a lock must hide, as the unlocked `snapshot` writes them: odometers, amounts, distances.
    static func sensitiveLabels(of snapshot: WidgetsSnapshot) -> [String] {
        var labels: [String] = []
        for vehicle in snapshot.vehicles {
            if case .recorded(let reading) = vehicle.odometer { labels.append(reading.label) }
        }
        labels += snapshot.spend.compactMap(\.totalLabel)
        for item in snapshot.maintenance {
            if case .distance(let label?, _, _) = item.due { labels.append(label) }
        }
        return labels
    }
}
