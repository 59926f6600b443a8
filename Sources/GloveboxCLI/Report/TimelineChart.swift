/// The coming months as a horizontal time line, one row per dated deadline or maintenance item, a
/// dot on its due day coloured by its state; overdue items sit in a column before today.
struct TimelineChart {
    struct Item {
        let label: String
        /// Days from today to the due day (negative when overdue).
        let offset: Int
        let color: String
        let title: String
    }

    let items: [Item]
    /// The month boundaries to mark, as days from today, with their labels.
    let months: [(offset: Int, label: String)]
    /// The last day drawn, as days from today.
    let span: Int
    let todayLabel: String
    let overdueLabel: String

    static let width = 900
    private static let left = 240.0
    private static let overdueWidth = 70.0
    private static let rowHeight = 26.0

    func svg(title: String, description: String, id: String) -> String {
        let height = Int(Double(items.count) * Self.rowHeight + 48)
        var canvas = SVGCanvas(width: Self.width, height: height)
        let start = Self.left + Self.overdueWidth
        let plotWidth = Double(Self.width) - start - 16
        let bottom = Double(items.count) * Self.rowHeight + 8
        func x(_ offset: Int) -> Double { start + Double(min(max(offset, 0), span)) / Double(max(span, 1)) * plotWidth }
        canvas.rect(x: Self.left, y: 4, width: Self.overdueWidth - 6, height: bottom - 4, fill: "#FBEAEA", className: "band")
        canvas.text(overdueLabel, x: Self.left + (Self.overdueWidth - 6) / 2, y: bottom + 18, anchor: "middle", className: "tick")
        for month in months where month.offset > 0 && month.offset <= span {
            canvas.line(x1: x(month.offset), y1: 4, x2: x(month.offset), y2: bottom, className: "grid")
            canvas.text(month.label, x: x(month.offset), y: bottom + 18, anchor: "middle", className: "tick")
        }
        canvas.line(x1: start, y1: 4, x2: start, y2: bottom, className: "today")
        canvas.text(todayLabel, x: start, y: bottom + 34, anchor: "middle", className: "tick")
        for (index, item) in items.enumerated() {
            let y = 8 + Double(index) * Self.rowHeight + Self.rowHeight / 2
            canvas.text(SVGCanvas.shortened(item.label, to: 30), x: Self.left - 8, y: y + 4, anchor: "end", className: "label")
            canvas.line(x1: start, y1: y, x2: start + plotWidth, y2: y, className: "row")
            let position = item.offset < 0 ? Self.left + (Self.overdueWidth - 6) / 2 : x(item.offset)
            canvas.circle(x: position, y: y, radius: 7, fill: item.color, title: item.title, className: "due")
        }
        return canvas.svg(title: title, description: description, id: id)
    }
}
