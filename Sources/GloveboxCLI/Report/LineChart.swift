/// Figures over time as points (one per fill-up) joined by a thin line, with a trend drawn over
/// them, a value axis and date labels.
struct LineChart {
    struct Point {
        /// The day, as a day number (the x axis is linear in days).
        let x: Double
        let y: Double
        /// What a tooltip says about the point.
        let title: String
    }

    let points: [Point]
    let trend: [(x: Double, y: Double)]
    /// Tick labels along the x axis, at their day numbers.
    let xLabels: [(x: Double, label: String)]
    let valueText: (Double) -> String
    let seriesName: String
    let trendName: String

    static let width = 900
    /// The narrowest margin left of the plot; a wider one when the value labels need it.
    private static let minimumLeft = 84.0
    private static let right = 16.0
    private static let top = 16.0
    private static let plotHeight = 220.0

    func svg(title: String, description: String, id: String) -> String {
        let height = Int(Self.top + Self.plotHeight + 62)
        var canvas = SVGCanvas(width: Self.width, height: height)
        let values = points.map(\.y) + trend.map(\.y)
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        // Economy figures cluster far from zero: the axis starts near the lowest so their changes show.
        // Figures that hardly change have no changes to show, and an axis that narrow repeats its labels
        // once rounded (2.3, 2.3): it then runs from zero.
        let flat = high - low < max(abs(high) * 0.05, 1e-9)
        let scale = flat
            ? ChartScale(low: 0, high: high)
            : ChartScale(low: max(0, low - (high - low) * 0.15), high: high + (high - low) * 0.1)
        // Wide enough for the longest value label at the ticks' 12 px (about 7 px a character), so
        // that "12.5 kWh/100 km" is not cut at the picture's edge.
        let left = max(Self.minimumLeft, Double(scale.ticks.map { valueText($0).count }.max() ?? 0) * 7 + 12)
        let xs = points.map(\.x) + xLabels.map(\.x)
        let (first, last) = (xs.min() ?? 0, xs.max() ?? 1)
        let plotWidth = Double(Self.width) - left - Self.right
        let bottom = Self.top + Self.plotHeight
        func position(_ x: Double, _ y: Double) -> (Double, Double) {
            let fraction = last > first ? (x - first) / (last - first) : 0.5
            return (left + 8 + fraction * (plotWidth - 16), bottom - scale.fraction(y) * Self.plotHeight)
        }
        for tick in scale.ticks {
            let y = bottom - scale.fraction(tick) * Self.plotHeight
            canvas.line(x1: left, y1: y, x2: left + plotWidth, y2: y, className: "grid")
            canvas.text(valueText(tick), x: left - 6, y: y + 4, anchor: "end", className: "tick")
        }
        canvas.line(x1: left, y1: bottom, x2: left + plotWidth, y2: bottom, className: "axis")
        canvas.line(x1: left, y1: Self.top, x2: left, y2: bottom, className: "axis")
        for label in xLabels {
            let (x, _) = position(label.x, scale.lower)
            canvas.line(x1: x, y1: bottom, x2: x, y2: bottom + 4, className: "axis")
            canvas.text(label.label, x: x, y: bottom + 18, anchor: "middle", className: "tick")
        }
        canvas.polyline(points.map { position($0.x, $0.y) }, stroke: ChartPalette.figure, className: "series")
        canvas.polyline(trend.map { position($0.x, $0.y) }, stroke: ChartPalette.trend, className: "trend")
        for point in points {
            let (x, y) = position(point.x, point.y)
            canvas.circle(x: x, y: y, radius: 4, fill: ChartPalette.figure, title: point.title, className: "point")
        }
        let legendY = bottom + 44
        canvas.circle(x: left + 7, y: legendY - 4, radius: 4, fill: ChartPalette.figure)
        canvas.text(seriesName, x: left + 18, y: legendY, className: "legend")
        canvas.rect(x: left + 240, y: legendY - 6, width: 18, height: 3, fill: ChartPalette.trend, className: "swatch")
        canvas.text(trendName, x: left + 264, y: legendY, className: "legend")
        return canvas.svg(title: title, description: description, id: id)
    }
}
