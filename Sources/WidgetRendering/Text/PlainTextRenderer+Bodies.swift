import WidgetContract
import WidgetTimeline

extension PlainTextRenderer {
    /// The mark that tells a row's state without colour.
    static func mark(of state: DueState) -> String {
        switch state {
        case .normal: "·"
        case .warning: "!"
        case .overdue: "‼"
        }
    }

    /// One row: mark, title, and the due text right-aligned, with the vehicle's name when it fits.
    func rowLine(_ row: DueRow, columns: Int, colors: ThemeColors, showsVehicle: Bool) -> TextLine {
        let due = Self.display(row.dueText)
        // The title keeps at least a dozen columns; the due text comes before the vehicle's name.
        let room = max(columns - 2 - 12 - 1, 8)
        let withVehicle = "\(due) · \(row.vehicleName)"
        let rightText = showsVehicle && TerminalWidth.of(withVehicle) <= room
            ? withVehicle
            : row.dueText.isSensitive ? TerminalWidth.whole(due, to: room) : TerminalWidth.truncate(due, to: room)
        let titleWidth = max(columns - 2 - TerminalWidth.of(rightText) - 1, 4)
        let title = TerminalWidth.pad(row.title, to: titleWidth)
        let color = colors.dueTextColor(for: row.state)
        return TextLine([
            .init(text: Self.mark(of: row.state) + " ", color: color, bold: row.state != .normal),
            .init(text: title + " ", color: colors.text),
            .init(text: rightText, color: color, bold: row.state != .normal),
        ])
    }

    func vehicleLines(_ vehicle: VehicleContent, family: WidgetSize, columns: Int, colors: ThemeColors) -> [TextLine] {
        var lines = [
            TextLine(vehicle.name, color: colors.text, bold: true),
            TextLine(vehicle.subtitle, color: colors.secondaryText),
        ]
        lines += odometerLines(vehicle.odometer, columns: columns, colors: colors)
        if let economy = vehicle.economy, let figure = vehicle.economyFigure {
            // "Last fill-up  6.8 L/100 km": the app's title, then its figure, never cut inside the number.
            lines.append(TextLine([
                .init(text: economy.title + "  ", color: colors.secondaryText),
                .init(text: Self.display(figure), color: colors.text, bold: true, whole: true),
            ]))
        }
        if !vehicle.rows.isEmpty {
            lines.append(TextLine())
            lines += vehicle.rows.map { rowLine($0, columns: columns, colors: colors, showsVehicle: false) }
        }
        return lines
    }

    /// The reading and the line or two that say how old it is (a stale one marked like a
    /// warning), the no-reading sentence, or the lock's placeholder; the same in every family.
    func odometerLines(_ odometer: OdometerDisplay, columns: Int, colors: ThemeColors) -> [TextLine] {
        switch odometer {
        case .reading(let value, let note, let isStale):
            guard isStale else {
                return [TextLine(value, color: colors.text, whole: true), TextLine(note, color: colors.secondaryText)]
            }
            let mark = Self.mark(of: .warning) + " "
            let noteLines = wrapped(note, columns: columns - mark.count, maxLines: 2).enumerated().map { index, text in
                TextLine([.init(text: index == 0 ? mark : "  ", color: colors.warning, bold: true),
                          .init(text: text, color: colors.warning)])
            }
            return [TextLine(value, color: colors.text, whole: true)] + noteLines
        case .noReading(let text):
            return [TextLine(text, color: colors.secondaryText)]
        case .hidden:
            return [TextLine(Self.redactedMark, color: colors.bar)]
        }
    }

    /// The list, then the model's "+N" badge on a line of its own under the rows (the SVG renderer
    /// and the Apple views put the same badge on the title line).
    func dueListLines(
        _ list: DueListContent, family: WidgetSize, badge: String?, columns: Int, colors: ThemeColors
    ) -> [TextLine] {
        guard let first = list.rows.first else {
            return [TextLine(list.emptyText, color: colors.secondaryText)]
        }
        let more = badge.map { [TextLine($0, color: colors.secondaryText)] } ?? []
        switch family {
        case .small, .accessoryRectangular:
            let color = colors.dueTextColor(for: first.state)
            var lines = [
                TextLine(first.title, color: colors.text, bold: true),
                TextLine([.init(text: Self.mark(of: first.state) + " ", color: color),
                          .init(text: Self.display(first.dueText), color: color, bold: first.state != .normal,
                                whole: first.dueText.isSensitive)]),
            ]
            if family == .small { lines += [TextLine(first.vehicleName, color: colors.secondaryText), TextLine()] }
            // The lock screen's badge is nil: its three lines have no room for one.
            return lines + more
        case .medium, .large:
            return list.rows.map { rowLine($0, columns: columns, colors: colors, showsVehicle: true) } + more
        }
    }

    func spendLines(_ spend: SpendContent, family: WidgetSize, columns: Int, colors: ThemeColors) -> [TextLine] {
        var lines = [
            TextLine(spend.monthLabel, color: colors.secondaryText),
            TextLine(Self.display(spend.total), color: spend.total.isRedacted ? colors.bar : colors.text, bold: true, whole: true),
        ]
        if let note = spend.note { lines.append(TextLine(note, color: colors.warning)) }
        guard !spend.bars.isEmpty else { return lines }
        if family == .large { lines.append(TextLine()) }
        let labelWidth = min(max(spend.bars.map { TerminalWidth.of($0.label) }.max() ?? 0, 3), 8)
        // Room after the bar for the current month's " ◀", and for the incomplete mark (" !") when a month has one.
        let markWidth = spend.bars.allSatisfy(\.isComplete) ? 0 : 2
        let barWidth = max(columns - labelWidth - 3 - markWidth, 4)
        // Under the title and its blank line, the bars get the room that is left; when not all
        // fit, the oldest months go, so the current month is never the one cut off.
        let room = WidgetCanvas.of(family).lines - 2 - lines.count
        for bar in spend.bars.suffix(max(room, 1)) {
            let filled = Int((min(max(bar.ratio, 0), 1) * Double(barWidth)).rounded())
            lines.append(TextLine([
                .init(text: TerminalWidth.pad(bar.label, to: labelWidth) + " ", color: colors.secondaryText, bold: bar.isCurrent),
                .init(text: String(repeatingScalar: "█", count: filled), color: bar.isCurrent ? colors.accent : colors.bar),
                .init(text: String(repeatingScalar: "░", count: barWidth - filled), color: colors.bar),
                .init(text: bar.isComplete ? "" : " " + SpendBucket.incompleteMark, color: colors.warning, bold: true),
                .init(text: bar.isCurrent ? " ◀" : "", color: colors.accent),
            ]))
        }
        return lines
    }
}
