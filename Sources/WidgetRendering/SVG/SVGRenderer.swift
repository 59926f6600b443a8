import WidgetContract
import WidgetTimeline

/// Draws an entry model as a standalone SVG 1.1 document at its family's size in points.
///
/// Every text that comes from the snapshot is XML-escaped and cut to its box with a
/// conservative width estimate, never inside a number (an amount that does not fit even shrunk is
/// dropped whole, "…"); redacted values are drawn as rounded bars; each row of a medium or large
/// widget is a link of its own inside the link of the whole widget. Lock-screen families are drawn
/// monochrome on a translucent background, as WidgetKit shows them (``Monochrome``).
///
/// ```swift
/// let svg = SVGRenderer().render(entry.model)
/// ```
public struct SVGRenderer: Sendable {
    /// The inner margin of home-screen widgets.
    static let padding = 16.0
    /// The inner margin of lock-screen widgets.
    static let accessoryPadding = 6.0
    /// The smallest size an amount or an odometer shrinks to before it is dropped whole: still
    /// legible, and small enough for a thousand million euros in a small widget.
    static let amountMinimumSize = 10.0

    /// Creates a renderer.
    public init() {}

    /// The SVG document of `model`.
    public func render(_ model: WidgetEntryModel) -> String {
        let canvas = WidgetCanvas.of(model.family)
        let monochrome = Monochrome.applies(to: model.family)
        var theme = model.theme
        if monochrome { theme.colors = Monochrome.colors }
        var writer = SVGWriter(theme: theme)
        let layout = Layout(canvas: canvas, family: model.family)
        let colors = theme.colors

        writer.rect(x: 0, y: 0, width: canvas.width, height: canvas.height, fill: colors.background,
                    radius: model.family == .accessoryRectangular ? 10 : 22,
                    opacity: monochrome ? Monochrome.backgroundOpacity : nil)
        let linked = writer.beginLink(model.link)
        let titleSize = model.family == .accessoryRectangular ? 11.0 : 14.0
        var titleWidth = layout.width
        if let badge = model.hiddenCountBadge {
            // How many items did not fit, on the title line where it cannot collide with a row.
            let badgeWidth = writer.text(badge, x: layout.right, y: layout.top + titleSize, size: 12,
                                         color: colors.secondaryText, maxWidth: 40, anchor: .end)
            titleWidth -= badgeWidth + 8
        }
        writer.text(model.title, x: layout.left, y: layout.top + titleSize, size: titleSize, color: colors.accent,
                    maxWidth: titleWidth, bold: true, font: .title, minSize: titleSize - 3)
        var content = layout
        content.top += titleSize + (model.family == .accessoryRectangular ? 4 : 10)
        switch model.body {
        case .vehicle(let vehicle): drawVehicle(vehicle, in: content, writer: &writer)
        case .dueList(let list): drawDueList(list, in: content, writer: &writer)
        case .spend(let spend): drawSpend(spend, in: content, writer: &writer)
        case .message(let message): drawMessage(message, in: content, writer: &writer)
        case .placeholder(let message): drawPlaceholder(message, in: content, writer: &writer)
        }
        writer.endLink(linked)

        let width = SVGWriter.number(canvas.width)
        let height = SVGWriter.number(canvas.height)
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        document += " version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        document += "  <title>\(XMLEscaping.escape(model.title))</title>\n"
        document += writer.body.joined(separator: "\n") + "\n</svg>\n"
        return document
    }

    /// The box content is drawn in: its left edge, top, width and bottom.
    struct Layout {
        var left: Double
        var top: Double
        var width: Double
        var bottom: Double
        let family: WidgetSize

        init(canvas: WidgetCanvas, family: WidgetSize) {
            let padding = family == .accessoryRectangular ? SVGRenderer.accessoryPadding : SVGRenderer.padding
            self.left = padding
            self.top = padding
            self.width = canvas.width - 2 * padding
            self.bottom = canvas.height - padding
            self.family = family
        }

        var right: Double { left + width }
    }
}
