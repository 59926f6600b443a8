import WidgetContract
import WidgetTimeline

extension SVGRenderer {
    /// The vehicle: name, model and odometer with the reading's day; in larger sizes its most
    /// urgent items beside or below, and the latest economy on the odometer's line at the right edge.
    func drawVehicle(_ vehicle: VehicleContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        var details = layout
        if layout.family == .medium { details.width = (layout.width - 16) / 2 }
        // Large shares the odometer's line with the economy: each takes half of it.
        var odometerWidth = details.width
        if layout.family == .large, vehicle.economy != nil { odometerWidth = (layout.width - 16) / 2 }
        var y = writer.paragraph(
            vehicle.name, x: details.left, y: details.top + 20, size: 20, minSize: 15, maxLines: 2, color: colors.text,
            maxWidth: details.width, bold: true)
        y = writer.paragraph(
            vehicle.subtitle, x: details.left, y: y, size: 12, minSize: 10, maxLines: layout.family == .large ? 1 : 2,
            color: colors.secondaryText, maxWidth: details.width) - 12
        var note = Self.readingNote(vehicle.odometer, maxWidth: odometerWidth, maxLines: 2)
        // Small and medium set the odometer and the lines under it on the bottom edge; when a
        // long name and model leave no room for a second line of the note, it gets one.
        if layout.family != .large, details.bottom - note.height < y + Self.odometerClearance {
            note = Self.readingNote(vehicle.odometer, maxWidth: odometerWidth, maxLines: 1)
        }
        let odometerY = layout.family == .large ? y + 30 : details.bottom - note.height
        drawOdometer(vehicle.odometer, note: note, x: details.left, baseline: odometerY, maxWidth: odometerWidth,
                     writer: &writer)
        if let economy = vehicle.economy, let figure = vehicle.economyFigure,
           layout.family == .medium || layout.family == .large {
            // Medium: at the foot of the items' column, which its two rows leave free, on the line a
            // one-line note puts the odometer on (a two-line note lifts the odometer, never the economy
            // into the rows); large: beside the odometer.
            let isMedium = layout.family == .medium
            drawEconomy(
                figure, title: economy.title, right: layout.right, baseline: isMedium ? layout.bottom - Self.noteLineOffset : odometerY,
                maxWidth: isMedium ? details.width : layout.width - odometerWidth - 16, writer: &writer)
        }
        switch layout.family {
        case .medium:
            var rows = layout
            rows.left = layout.left + details.width + 16
            rows.width = layout.right - rows.left
            drawRows(vehicle.rows, top: layout.top, rowHeight: 48, layout: rows, showsVehicle: false, writer: &writer)
        case .large:
            var rows = layout
            rows.top = odometerY + note.height + 18
            writer.rule(x: layout.left, y: rows.top - 8, width: layout.width, color: colors.bar)
            drawRows(vehicle.rows, top: rows.top, rowHeight: 40, layout: rows, showsVehicle: false, writer: &writer)
        case .small, .accessoryRectangular:
            break
        }
    }

    /// The economy's figure right-aligned on the odometer's baseline, in the odometer's size, and its
    /// title under it where the reading's day goes; the figure is shown whole or not at all, and is
    /// marked private where the model says so (``VehicleContent/economyFigure``: like the odometer it
    /// comes from), so that this drawing and the Apple views hide the same values.
    func drawEconomy(
        _ figure: DisplayText, title: String, right: Double, baseline: Double, maxWidth: Double, writer: inout SVGWriter
    ) {
        let colors = writer.theme.colors
        if let label = figure.value {
            writer.text(label, x: right, y: baseline, size: 18, color: colors.text, maxWidth: maxWidth, bold: true,
                        anchor: .end, className: figure.isSensitive ? "sensitive" : nil,
                        minSize: SVGRenderer.amountMinimumSize, whole: true)
        } else {
            writer.redacted(x: right, baseline: baseline, size: 18, width: min(70, maxWidth), anchor: .end)
        }
        writer.text(title, x: right, y: baseline + Self.noteLineOffset, size: 11, color: colors.secondaryText, maxWidth: maxWidth,
                    anchor: .end)
    }

    /// The line or two under a reading, and how far below the odometer's baseline the last one sits.
    struct ReadingNote {
        var lines: [String]
        var height: Double
    }

    /// How far below a figure's baseline the first line under it (the reading's day, the economy's
    /// title) sits.
    static let noteLineOffset = 16.0

    /// How far below the model's last line the odometer's baseline must stay, so that its
    /// 18-point figures do not touch it.
    static let odometerClearance = 22.0

    /// The reading's note wrapped to at most `maxLines` lines (a stale one makes room for its
    /// dot); nothing for no reading or the placeholder.
    static func readingNote(_ odometer: OdometerDisplay, maxWidth: Double, maxLines: Int) -> ReadingNote {
        guard case .reading(_, let note, let isStale) = odometer else { return ReadingNote(lines: [], height: 0) }
        let lines = TextMeasure.wrap(note, toWidth: maxWidth - (isStale ? 12 : 0), fontSize: 11, maxLines: maxLines)
        return ReadingNote(lines: lines, height: 16 + 13 * Double(max(lines.count - 1, 0)))
    }

    /// The reading with the note under it (the day it was read; when stale, greyed, with the
    /// warning dot and colour, saying since when nothing was read), the no-reading sentence, or
    /// the lock's placeholder bar.
    func drawOdometer(
        _ odometer: OdometerDisplay, note: ReadingNote, x: Double, baseline: Double, maxWidth: Double,
        writer: inout SVGWriter
    ) {
        let colors = writer.theme.colors
        switch odometer {
        case .reading(let value, _, let isStale):
            writer.text(value, x: x, y: baseline, size: 18, color: isStale ? colors.secondaryText : colors.text,
                        maxWidth: maxWidth, bold: true, className: "sensitive", minSize: SVGRenderer.amountMinimumSize,
                        whole: true)
            // The warning dot the rows use, so a stale reading reads as a warning without colour too.
            if isStale { writer.circle(cx: x + 4, cy: baseline + 12, radius: 4, fill: colors.warning) }
            let left = isStale ? x + 12 : x
            for (index, line) in note.lines.enumerated() {
                writer.text(line, x: left, y: baseline + 16 + 13 * Double(index), size: 11,
                            color: isStale ? colors.warning : colors.secondaryText, maxWidth: x + maxWidth - left)
            }
        case .noReading(let text):
            writer.text(text, x: x, y: baseline, size: 14, color: colors.secondaryText, maxWidth: maxWidth, minSize: 11)
        case .hidden:
            writer.redacted(x: x, baseline: baseline, size: 18, width: min(96, maxWidth))
        }
    }

    /// A sentence in place of content, wrapped, with an optional second line in the accent colour.
    func drawMessage(_ message: MessageContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        let isAccessory = layout.family == .accessoryRectangular
        let size = isAccessory ? 12.0 : 15.0
        let maxLines = isAccessory ? (message.detail == nil ? 3 : 2) : (layout.family == .large ? 6 : 4)
        let y = writer.paragraph(
            message.text, x: layout.left, y: layout.top + size + 4, size: size, minSize: size - 3, maxLines: maxLines,
            color: colors.text, maxWidth: layout.width, bold: true, lineHeight: 1.3)
        if let detail = message.detail {
            writer.text(detail, x: layout.left, y: isAccessory ? y : max(y + 8, layout.bottom), size: isAccessory ? 11 : 13,
                        color: colors.accent, maxWidth: layout.width)
        }
    }

    /// Grey shapes where content will be, and the loading text for assistive technologies.
    func drawPlaceholder(_ message: MessageContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        let count = layout.family == .large ? 6 : layout.family == .accessoryRectangular ? 2 : 3
        for index in 0..<count {
            let fraction = [0.9, 0.6, 0.75][index % 3]
            writer.rect(x: layout.left, y: layout.top + 6 + Double(index) * 24, width: layout.width * fraction,
                        height: 12, fill: colors.bar, radius: 4, className: "redacted")
        }
        writer.text(message.text, x: layout.left, y: layout.bottom, size: 11, color: colors.secondaryText,
                    maxWidth: layout.width)
    }
}
