import WidgetContract

/// Writes the elements of one SVG 1.1 document, escaping every text and attribute it is given.
struct SVGWriter {
    /// The theme's colours and fonts.
    let theme: SnapshotTheme
    private(set) var body: [String] = []
    private var depth = 1

    init(theme: SnapshotTheme) {
        self.theme = theme
    }

    /// Which of the theme's fonts a text uses.
    enum Font {
        case title, body
    }

    /// How a text is anchored at its x coordinate.
    enum Anchor: String {
        case start, middle, end
    }

    private mutating func line(_ text: String) {
        body.append(String(repeating: "  ", count: depth) + text)
    }

    private func fontList(_ font: Font) -> String {
        let name = XMLEscaping.fontFamily(font == .title ? theme.fonts.title : theme.fonts.body)
        // The theme's font first, then fonts every Linux and Apple system has.
        return (name.isEmpty ? "" : "'\(name)', ") + "'DejaVu Sans', Helvetica, Arial, sans-serif"
    }

    /// A text element, shrunk towards `minSize` and then cut with "…" to fit `maxWidth` (never
    /// inside a number: see `NumberSafeCut`) — or, for a `whole` value (an amount, a distance),
    /// drawn as "…" alone; returns the width it is estimated to take.
    @discardableResult
    mutating func text(
        _ content: String, x: Double, y: Double, size requested: Double, color: String, maxWidth: Double,
        bold: Bool = false, font: Font = .body, anchor: Anchor = .start, className: String? = nil,
        minSize: Double? = nil, whole: Bool = false
    ) -> Double {
        let size = TextMeasure.fittingSize(
            content, toWidth: maxWidth, size: requested, minSize: minSize ?? requested, bold: bold)
        let fitted = whole
            ? TextMeasure.whole(content, toWidth: maxWidth, fontSize: size, bold: bold)
            : TextMeasure.truncate(content, toWidth: maxWidth, fontSize: size, bold: bold)
        var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-family=\"\(XMLEscaping.escape(fontList(font)))\""
        attributes += " font-size=\"\(Self.number(size))\" fill=\"\(XMLEscaping.escape(color))\""
        if bold { attributes += " font-weight=\"bold\"" }
        if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
        if let className { attributes += " class=\"\(XMLEscaping.escape(className))\"" }
        line("<text \(attributes)>\(XMLEscaping.escape(fitted))</text>")
        return TextMeasure.width(of: fitted, fontSize: size, bold: bold)
    }

    /// Text on up to `maxLines` lines starting at baseline `y`, shrunk from `size` towards
    /// `minSize` until it fits, and cut with "…" only if it does not fit even then; returns the
    /// baseline of the line after it.
    @discardableResult
    mutating func paragraph(
        _ content: String, x: Double, y: Double, size: Double, minSize: Double, maxLines: Int, color: String,
        maxWidth: Double, bold: Bool = false, font: Font = .body, lineHeight: Double = 1.22
    ) -> Double {
        var chosen = size
        var lines = TextMeasure.wrap(content, toWidth: maxWidth, fontSize: size, maxLines: maxLines, bold: bold)
        while chosen > minSize, lines.last?.hasSuffix("…") == true, !content.hasSuffix("…") {
            chosen -= 1
            lines = TextMeasure.wrap(content, toWidth: maxWidth, fontSize: chosen, maxLines: maxLines, bold: bold)
        }
        var baseline = y
        for line in lines {
            text(line, x: x, y: baseline, size: chosen, color: color, maxWidth: maxWidth, bold: bold, font: font)
            baseline += chosen * lineHeight
        }
        return baseline
    }

    /// A filled rectangle, optionally rounded and translucent.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, radius: Double = 0,
        className: String? = nil, opacity: Double? = nil
    ) {
        var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(width, 0)))\""
        attributes += " height=\"\(Self.number(max(height, 0)))\" fill=\"\(XMLEscaping.escape(fill))\""
        if let opacity { attributes += " fill-opacity=\"\(Self.number(opacity))\"" }
        if radius > 0 { attributes += " rx=\"\(Self.number(radius))\" ry=\"\(Self.number(radius))\"" }
        if let className { attributes += " class=\"\(XMLEscaping.escape(className))\"" }
        line("<rect \(attributes)/>")
    }

    /// A filled circle.
    mutating func circle(cx: Double, cy: Double, radius: Double, fill: String) {
        line("<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"\(Self.number(radius))\" fill=\"\(XMLEscaping.escape(fill))\"/>")
    }

    /// A horizontal line.
    mutating func rule(x: Double, y: Double, width: Double, color: String) {
        line("<line x1=\"\(Self.number(x))\" y1=\"\(Self.number(y))\" x2=\"\(Self.number(x + width))\" y2=\"\(Self.number(y))\" stroke=\"\(XMLEscaping.escape(color))\" stroke-width=\"0.5\"/>")
    }

    /// A redacted value: a rounded bar where the text would be.
    mutating func redacted(x: Double, baseline: Double, size: Double, width: Double, anchor: Anchor = .start) {
        let left = anchor == .end ? x - width : x
        rect(x: left, y: baseline - size * 0.8, width: width, height: size * 0.85, fill: theme.colors.bar,
             radius: size * 0.3, className: "redacted")
    }

    /// Opens a link around what follows, when there is one; returns whether it did.
    mutating func beginLink(_ url: String?) -> Bool {
        guard let url else { return false }
        line("<a xlink:href=\"\(XMLEscaping.escape(url))\">")
        depth += 1
        return true
    }

    /// Closes a link `beginLink` opened.
    mutating func endLink(_ opened: Bool) {
        guard opened else { return }
        depth -= 1
        line("</a>")
    }

    /// A number as SVG writes it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
