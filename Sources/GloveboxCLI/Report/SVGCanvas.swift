/// An SVG drawing built element by element, every text escaped, every number written with a point
/// and at most one decimal whatever the locale (SVG reads no other number format).
struct SVGCanvas {
    let width: Int
    let height: Int
    private var elements: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `value` as SVG writes a coordinate: "12.5", "-3", never "12,5".
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, title: String? = nil, className: String? = nil) {
        let attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(width, 0)))\" height=\"\(Self.number(max(height, 0)))\" fill=\"\(fill)\""
            + (className.map { " class=\"\($0)\"" } ?? "")
        elements.append(Self.element("rect", attributes, title: title))
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String) {
        elements.append("<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" class=\"\(className)\"/>")
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, title: String? = nil, className: String? = nil) {
        let attributes = "cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" fill=\"\(fill)\""
            + (className.map { " class=\"\($0)\"" } ?? "")
        elements.append(Self.element("circle", attributes, title: title))
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, className: String) {
        guard points.count > 1 else { return }
        let list = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
        elements.append("<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" class=\"\(className)\"/>")
    }

    /// `text` cut to `limit` characters with an ellipsis: a label beside a chart has a fixed width, and
    /// a long name would run off the drawing's edge (the tooltip and the table keep it whole).
    static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// A text; `anchor` is `start`, `middle` or `end`.
    mutating func text(_ content: String, x: Double, y: Double, anchor: String = "start", className: String = "label") {
        elements.append("<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"\(anchor)\" class=\"\(className)\">\(HTML.escape(content))</text>")
    }

    /// The drawing as an inline `<svg>` element: a `<title>` and `<desc>` first (what assistive
    /// technology reads, and what a browser shows on hover), labelled by them.
    func svg(title: String, description: String, id: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)" \
        role="img" aria-labelledby="\(id)-title \(id)-desc" class="chart" id="\(id)">
        <title id="\(id)-title">\(HTML.escape(title))</title>
        <desc id="\(id)-desc">\(HTML.escape(description))</desc>
        \(elements.joined(separator: "\n"))
        </svg>
        """
    }

    private static func element(_ name: String, _ attributes: String, title: String?) -> String {
        guard let title else { return "<\(name) \(attributes)/>" }
        return "<\(name) \(attributes)><title>\(HTML.escape(title))</title></\(name)>"
    }
}
