import WidgetContract
import WidgetTimeline

extension SVGRenderer {
    /// Deadlines or maintenance: one large item in small sizes, a list of linked rows in larger ones.
    func drawDueList(_ list: DueListContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        guard let first = list.rows.first else {
            let lines = TextMeasure.wrap(list.emptyText, toWidth: layout.width, fontSize: 15, maxLines: 3)
            for (index, line) in lines.enumerated() {
                writer.text(line, x: layout.left, y: layout.top + 18 + Double(index) * 20, size: 15,
                            color: colors.secondaryText, maxWidth: layout.width)
            }
            return
        }
        switch layout.family {
        case .accessoryRectangular:
            writer.text(first.title, x: layout.left, y: layout.top + 13, size: 13, color: colors.text,
                        maxWidth: layout.width, bold: true)
            drawDueText(first, x: layout.left, y: layout.top + 30, size: 12, maxWidth: layout.width, minSize: 9, writer: &writer)
        case .small:
            drawProminentRow(first, in: layout, writer: &writer)
        case .medium, .large:
            let rowHeight = layout.family == .medium ? 38.0 : 44.0
            drawRows(list.rows, top: layout.top, rowHeight: rowHeight, layout: layout, showsVehicle: true, writer: &writer)
        }
    }

    /// The first item in large type: what, when, and which vehicle.
    func drawProminentRow(_ row: DueRow, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        var y = writer.paragraph(
            row.title, x: layout.left, y: layout.top + 18, size: 17, minSize: 11, maxLines: 2, color: colors.text,
            maxWidth: layout.width, bold: true)
        if let due = row.dueText.value {
            y = writer.paragraph(
                due, x: layout.left, y: y + 4, size: 15, minSize: 12, maxLines: 2,
                color: colors.dueTextColor(for: row.state), maxWidth: layout.width, bold: row.state != .normal)
        } else {
            writer.redacted(x: layout.left, baseline: y + 4, size: 15, width: min(70, layout.width))
            y += 22
        }
        writer.text(row.vehicleName, x: layout.left, y: min(y + 2, layout.bottom), size: 12, color: colors.secondaryText,
                    maxWidth: layout.width)
    }

    /// Linked rows: a state dot, the title, then the due text and the vehicle on a second line.
    func drawRows(
        _ rows: [DueRow], top: Double, rowHeight: Double, layout: Layout, showsVehicle: Bool, writer: inout SVGWriter
    ) {
        let colors = writer.theme.colors
        let textLeft = layout.left + 14
        let textWidth = layout.right - textLeft
        // Only rows that end inside the drawing are drawn; the rule goes between drawn rows only.
        let fitting = rows.indices.prefix { top + Double($0 + 1) * rowHeight <= layout.bottom + 6 }.count
        for (index, row) in rows.prefix(fitting).enumerated() {
            let y = top + Double(index) * rowHeight
            let opened = writer.beginLink(row.link)
            writer.circle(cx: layout.left + 4, cy: y + 9, radius: 4, fill: colors.dueDotColor(for: row.state))
            writer.text(row.title, x: textLeft, y: y + 13, size: 13, color: colors.text, maxWidth: textWidth, bold: true)
            // The due text comes first; the vehicle's name is shown only where both fit whole.
            let vehicleWidth = TextMeasure.width(of: row.vehicleName, fontSize: 11)
            let dueNeeds = row.dueText.value.map {
                TextMeasure.width(of: $0, fontSize: 10, bold: row.state != .normal)
            } ?? 70
            let showsName = showsVehicle && dueNeeds + 12 + vehicleWidth <= textWidth
            drawDueText(
                row, x: textLeft, y: y + 29, size: 12, maxWidth: showsName ? textWidth - vehicleWidth - 12 : textWidth,
                minSize: 10, writer: &writer)
            if showsName {
                writer.text(row.vehicleName, x: layout.right, y: y + 29, size: 11, color: colors.secondaryText,
                            maxWidth: vehicleWidth, anchor: .end)
            }
            writer.endLink(opened)
            if index < fitting - 1 {
                writer.rule(x: textLeft, y: y + rowHeight - 3, width: textWidth, color: colors.bar)
            }
        }
    }

    /// The due phrase in its state's colour, or a redacted bar; returns the width it took.
    @discardableResult
    func drawDueText(
        _ row: DueRow, x: Double, y: Double, size: Double, maxWidth: Double, minSize: Double? = nil,
        writer: inout SVGWriter
    ) -> Double {
        let color = writer.theme.colors.dueTextColor(for: row.state)
        guard let text = row.dueText.value else {
            let width = min(70, maxWidth)
            writer.redacted(x: x, baseline: y, size: size, width: width)
            return width
        }
        return writer.text(text, x: x, y: y, size: size, color: color, maxWidth: maxWidth, bold: row.state != .normal,
                           className: row.dueText.isSensitive ? "sensitive" : nil, minSize: minSize,
                           whole: row.dueText.isSensitive)
    }
}
