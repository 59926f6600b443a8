/// Vertical bars, one per column (a month), each a stack of series (categories), with a value axis,
/// column labels and a legend.
///
/// Without a value label (`valueText` is `nil`: the app lock is on) the bars keep their proportions
/// to the tallest, as the spend widget's do, but no axis, tick or tooltip says an amount.
struct StackedBarChart {
    struct Series {
        let name: String
        let color: String
    }

    struct Column {
        let label: String
        /// The long label a tooltip names the column by.
        let title: String
        /// One value per series, in the series' order.
        let values: [Double]
    }

    let series: [Series]
    let columns: [Column]
    let valueText: ((Double) -> String)?

    static let width = 900
    private static let plotTop = 16.0
    private static let plotHeight = 240.0
    private static let left = 84.0
    private static let right = 16.0

    func svg(title: String, description: String, id: String) -> String {
        let legendRows = (series.count + 3) / 4
        let height = Int(Self.plotTop + Self.plotHeight + 40 + Double(legendRows) * 22 + 8)
        var canvas = SVGCanvas(width: Self.width, height: height)
        let totals = columns.map { $0.values.reduce(0) { $0 + max($1, 0) } }
        let scale = ChartScale(low: 0, high: totals.max() ?? 0)
        let plotWidth = Double(Self.width) - Self.left - Self.right
        let bottom = Self.plotTop + Self.plotHeight
        if let valueText {
            for tick in scale.ticks {
                let y = bottom - scale.fraction(tick) * Self.plotHeight
                canvas.line(x1: Self.left, y1: y, x2: Self.left + plotWidth, y2: y, className: "grid")
                canvas.text(valueText(tick), x: Self.left - 6, y: y + 4, anchor: "end", className: "tick")
            }
        }
        canvas.line(x1: Self.left, y1: bottom, x2: Self.left + plotWidth, y2: bottom, className: "axis")
        let slot = plotWidth / Double(max(columns.count, 1))
        let barWidth = max(slot * 0.7, 2)
        // Every label where there is room for one; else every second, third…, the last always shown.
        let every = max(1, Int((48 / slot).rounded(.up)))
        // Locked, the bars are fractions of the tallest, so nothing on the page scales them back.
        let largest = totals.max() ?? 0
        for (index, column) in columns.enumerated() {
            let x = Self.left + Double(index) * slot + (slot - barWidth) / 2
            var top = bottom
            for (seriesIndex, value) in column.values.enumerated() where value > 0 && seriesIndex < series.count {
                let fraction = valueText == nil ? (largest > 0 ? value / largest : 0) : scale.fraction(value)
                let height = fraction * Self.plotHeight
                top -= height
                let name = series[seriesIndex].name
                let tooltip = valueText.map { "\(column.title) · \(name): \($0(value))" } ?? "\(column.title) · \(name)"
                canvas.rect(x: x, y: top, width: barWidth, height: height, fill: series[seriesIndex].color, title: tooltip, className: "bar")
            }
            if index % every == 0 || index == columns.count - 1 {
                canvas.text(column.label, x: x + barWidth / 2, y: bottom + 18, anchor: "middle", className: "tick")
            }
        }
        for (index, item) in series.enumerated() {
            let x = Self.left + Double(index % 4) * 200
            let y = bottom + 40 + Double(index / 4) * 22
            canvas.rect(x: x, y: y - 11, width: 14, height: 14, fill: item.color, className: "swatch")
            canvas.text(item.name, x: x + 20, y: y, className: "legend")
        }
        return canvas.svg(title: title, description: description, id: id)
    }
}
