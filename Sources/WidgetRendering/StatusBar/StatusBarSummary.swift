import WidgetContract
import WidgetTimeline

/// What a status bar shows of one widget entry: one short line for the bar, the lines behind it
/// (a tooltip, a menu), how urgent it is, and a percentage where the widget draws a bar.
///
/// It reads the entry model the widget timeline built for the entry's day (the same rows, phrases,
/// urgency order and redactions as the widget), so a status bar never re-implements a rule: "In 3
/// days" becomes "In 2 days" at midnight because the model of the next day says so.
///
/// ```swift
/// let entry = timeline.entry(at: now)!
/// print(WaybarRenderer().render(StatusBarSummary(entry.model)))
/// ```
public struct StatusBarSummary: Hashable, Sendable {
    /// What a redacted value (the lock is on) is shown as.
    public static let redactedMark = "•••"

    /// The widget's kind.
    public var kind: WidgetKind
    /// The widget's title ("Deadlines").
    public var title: String
    /// The line for the bar itself: the most urgent item and when, a vehicle and its odometer, the
    /// month's spend, or the widget's message.
    public var text: String
    /// The lines behind it, most urgent first.
    public var lines: [StatusBarLine]
    /// The state of the most urgent item (`nil` when the entry lists none).
    public var state: DueState?
    /// Why the entry shows a message instead of content, if it does.
    public var message: MessageReason?
    /// The current month's bar as a percentage of the tallest (spend only).
    public var percentage: Int?
    /// The deep link the whole widget opens, if any.
    public var link: String?

    /// The summary of an entry model.
    public init(_ model: WidgetEntryModel) {
        kind = model.kind
        title = TextSanitizer.sanitized(model.title)
        link = model.link
        state = nil
        message = nil
        percentage = nil
        switch model.body {
        case .dueList(let list):
            let rows = list.rows.map(Self.line)
            lines = rows
            state = list.rows.first?.state
            text = list.rows.first.map { "\($0.title) · \(Self.text($0.dueText))" } ?? list.emptyText
            if list.rows.isEmpty { lines = [StatusBarLine(list.emptyText)] }
            if list.hiddenCount > 0 { lines.append(StatusBarLine("+\(list.hiddenCount)", link: model.link)) }
        case .vehicle(let vehicle):
            let odometer: String
            var details = [StatusBarLine(vehicle.subtitle)]
            switch vehicle.odometer {
            case .reading(let value, let note, _):
                odometer = value
                details.append(StatusBarLine("\(value) · \(note)"))
            case .noReading(let sentence): odometer = sentence
            case .hidden: odometer = Self.redactedMark
            }
            if let economy = vehicle.economy { details.append(StatusBarLine("\(economy.title): \(economy.label)")) }
            text = "\(vehicle.name) · \(odometer)"
            lines = details + vehicle.rows.map(Self.line)
            state = vehicle.rows.first?.state
        case .spend(let spend):
            text = "\(spend.monthLabel): \(Self.text(spend.total))"
            var details = spend.note.map { [StatusBarLine($0)] } ?? []
            details += spend.bars.map { bar in
                let mark = bar.isComplete ? "" : " \(SpendBucket.incompleteMark)"
                return StatusBarLine("\(bar.label): \(Self.percent(bar.ratio))%\(mark)", link: bar.link)
            }
            lines = details
            percentage = spend.bars.first(where: \.isCurrent).map { Self.percent($0.ratio) }
        case .message(let content), .placeholder(let content):
            text = content.text
            lines = content.detail.map { [StatusBarLine($0)] } ?? []
            message = content.reason
        }
        text = TextSanitizer.sanitized(text)
    }

    /// The style classes: the kind, then `overdue`, `warning` or `normal` for the most urgent item,
    /// `empty` for a list with none, or `message` and the message's reason.
    public var classes: [String] {
        if let message { return [kind.rawValue, "message", message.rawValue] }
        if let state { return [kind.rawValue, state.rawValue] }
        if kind == .deadlines || kind == .maintenance { return [kind.rawValue, "empty"] }
        return [kind.rawValue, DueState.normal.rawValue]
    }

    static func line(_ row: DueRow) -> StatusBarLine {
        StatusBarLine("\(row.title) · \(row.vehicleName) · \(text(row.dueText))", link: row.link, state: row.state)
    }

    static func text(_ value: DisplayText) -> String {
        value.value ?? redactedMark
    }

    static func percent(_ ratio: Double) -> Int {
        Int((min(max(ratio, 0), 1) * 100).rounded())
    }
}
