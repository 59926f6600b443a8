import WidgetContract
import WidgetTimeline

extension SVGRenderer {
    /// The vehicle: name, model and odometer; in larger sizes its next items beside or below.
    func drawVehicle(_ vehicle: VehicleContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        var details = layout
        if layout.family == .medium { details.width = (layout.width - 16) / 2 }
        var y = writer.paragraph(
            vehicle.name, x: details.left, y: details.top + 20, size: 20, minSize: 15, maxLines: 2, color: colors.text,
            maxWidth: details.width, bold: true)
        y = writer.paragraph(
            vehicle.subtitle, x: details.left, y: y, size: 12, minSize: 10, maxLines: layout.family == .large ? 1 : 2,
            color: colors.secondaryText, maxWidth: details.width) - 12
        let odometerY = layout.family == .large ? y + 30 : details.bottom
        if let odometer = vehicle.odometer.value {
            writer.text(odometer, x: details.left, y: odometerY, size: 18, color: colors.text, maxWidth: details.width,
                        bold: true, className: "sensitive", minSize: SVGRenderer.amountMinimumSize, whole: true)
        } else {
            writer.redacted(x: details.left, baseline: odometerY, size: 18, width: min(96, details.width))
        }
        switch layout.family {
        case .medium:
            var rows = layout
            rows.left = layout.left + details.width + 16
            rows.width = layout.right - rows.left
            drawRows(vehicle.rows, top: layout.top, rowHeight: 48, layout: rows, showsVehicle: false, writer: &writer)
        case .large:
            var rows = layout
            rows.top = odometerY + 18
            writer.rule(x: layout.left, y: rows.top - 8, width: layout.width, color: colors.bar)
            drawRows(vehicle.rows, top: rows.top, rowHeight: 40, layout: rows, showsVehicle: false, writer: &writer)
        case .small, .accessoryRectangular:
            break
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
