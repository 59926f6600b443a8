import WidgetTimeline

/// A widget entry described in a few plain lines, for `timeline`.
enum EntryDescription {
    static let redacted = "[redacted]"

    static func lines(of model: WidgetEntryModel) -> [String] {
        var lines = ["title: \(model.title)" + (model.link.map { "  → \($0)" } ?? "")]
        switch model.body {
        case .vehicle(let vehicle):
            lines.append("vehicle: \(vehicle.name) · \(vehicle.subtitle) · \(text(vehicle.odometer))")
            lines += vehicle.rows.map(row)
        case .dueList(let list):
            if list.rows.isEmpty { lines.append("empty: \(list.emptyText)") }
            lines += list.rows.map(row)
            if list.hiddenCount > 0 { lines.append("+\(list.hiddenCount) more") }
        case .spend(let spend):
            lines.append("spend: \(spend.monthLabel) · \(text(spend.total))" + (spend.note.map { " · \($0)" } ?? ""))
            for bar in spend.bars {
                let percent = Int((bar.ratio * 100).rounded())
                let marks = (bar.isCurrent ? " (current)" : "") + (bar.isComplete ? "" : " (incomplete)")
                lines.append("bar: \(bar.label) \(percent)%\(marks)  → \(bar.link)")
            }
        case .message(let message):
            lines.append("message (\(message.reason.rawValue)): \(message.text)" + (message.detail.map { " · \($0)" } ?? ""))
        case .placeholder(let message):
            lines.append("placeholder: \(message.text)")
        }
        return lines
    }

    static func text(_ value: DisplayText) -> String {
        value.value ?? redacted
    }

    static func text(_ odometer: OdometerDisplay) -> String {
        switch odometer {
        case .reading(let value, let note, let isStale): "\(value) (\(note)\(isStale ? ", stale" : ""))"
        case .noReading(let text): text
        case .hidden: redacted
        }
    }

    static func row(_ row: DueRow) -> String {
        "row: \(row.title) · \(row.vehicleName) · \(text(row.dueText)) [\(row.state.rawValue)]  → \(row.link)"
    }
}
