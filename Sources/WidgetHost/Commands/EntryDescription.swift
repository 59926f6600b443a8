import WidgetContract
import WidgetTimeline

/// A widget entry described in a few plain lines, for `timeline`: the labels in the host's
/// language, the widgets' own text as the snapshot gives it (already in the app's language), and
/// the machine words (states, reasons, links) as typed.
struct EntryDescription {
    /// The language of the labels.
    let language: Language

    /// The lines of one entry.
    func lines(of model: WidgetEntryModel) -> [String] {
        var lines = [say(.entryTitle, ["title": model.title]) + (model.link.map { "  → \($0)" } ?? "")]
        switch model.body {
        case .vehicle(let vehicle):
            lines.append(say(.entryVehicle, ["name": vehicle.name, "subtitle": vehicle.subtitle, "odometer": text(vehicle.odometer)]))
            lines += vehicle.rows.map(row)
        case .dueList(let list):
            if list.rows.isEmpty { lines.append(say(.entryEmpty, ["text": list.emptyText])) }
            lines += list.rows.map(row)
            if list.hiddenCount > 0 { lines.append(say(.entryMore, ["count": "\(list.hiddenCount)"])) }
        case .spend(let spend):
            lines.append(say(.entrySpend, ["month": spend.monthLabel, "total": text(spend.total)]) + (spend.note.map { " · \($0)" } ?? ""))
            for bar in spend.bars {
                let percent = Int((bar.ratio * 100).rounded())
                let marks = (bar.isCurrent ? say(.entryBarCurrent) : "") + (bar.isComplete ? "" : say(.entryBarIncomplete))
                lines.append(say(.entryBar, ["label": bar.label, "percent": "\(percent)", "marks": marks]) + "  → \(bar.link)")
            }
        case .message(let message):
            lines.append(
                say(.entryMessage, ["reason": message.reason.rawValue, "text": message.text]) + (message.detail.map { " · \($0)" } ?? ""))
        case .placeholder(let message):
            lines.append(say(.entryPlaceholder, ["text": message.text]))
        }
        return lines
    }

    private func say(_ message: HostMessage, _ values: [String: String] = [:]) -> String {
        message.text(in: language, values)
    }

    private func text(_ value: DisplayText) -> String {
        value.value ?? say(.entryRedacted)
    }

    private func text(_ odometer: OdometerDisplay) -> String {
        switch odometer {
        case let .reading(value, note, isStale): say(isStale ? .entryStaleReading : .entryReading, ["value": value, "note": note])
        case .noReading(let text): text
        case .hidden: say(.entryRedacted)
        }
    }

    private func row(_ row: DueRow) -> String {
        say(.entryRow, ["title": row.title, "vehicle": row.vehicleName, "due": text(row.dueText), "state": row.state.rawValue])
            + "  → \(row.link)"
    }
}
