/// One horizontal bar per row (a category, a vehicle), its value written at its end.
///
/// Without a value label (`valueText` is `nil`: the app lock is on) the bars are fractions of the
/// longest and no amount is written.
struct HorizontalBarChart {
    struct Row {
        let label: String
        let value: Double
        let color: String
    }

    let rows: [Row]
    let valueText: ((Double) -> String)?

    static let width = 900
    private static let left = 220.0
    private static let rowHeight = 30.0

    func svg(title: String, description: String, id: String) -> String {
        let height = Int(Double(rows.count) * Self.rowHeight + 36)
        var canvas = SVGCanvas(width: Self.width, height: height)
        let largest = rows.map(\.value).max() ?? 0
        let scale = ChartScale(low: 0, high: largest)
        let plotWidth = Double(Self.width) - Self.left - 140
        let bottom = Double(rows.count) * Self.rowHeight + 8
        if let valueText {
            for tick in scale.ticks {
                let x = Self.left + scale.fraction(tick) * plotWidth
                canvas.line(x1: x, y1: 4, x2: x, y2: bottom, className: "grid")
                canvas.text(valueText(tick), x: x, y: bottom + 18, anchor: "middle", className: "tick")
            }
        }
        canvas.line(x1: Self.left, y1: 4, x2: Self.left, y2: bottom, className: "axis")
        for (index, row) in rows.enumerated() {
            let y = 8 + Double(index) * Self.rowHeight
            let fraction = valueText == nil ? (largest > 0 ? max(row.value, 0) / largest : 0) : scale.fraction(max(row.value, 0))
            let length = fraction * plotWidth
            canvas.text(SVGCanvas.shortened(row.label, to: 30), x: Self.left - 8, y: y + 17, anchor: "end", className: "label")
            let tooltip = valueText.map { "\(row.label): \($0(row.value))" } ?? row.label
            canvas.rect(x: Self.left, y: y + 4, width: length, height: Self.rowHeight - 10, fill: row.color, title: tooltip, className: "bar")
            if let valueText {
                canvas.text(valueText(row.value), x: Self.left + length + 6, y: y + 17, className: "value")
            }
        }
        return canvas.svg(title: title, description: description, id: id)
    }
}
