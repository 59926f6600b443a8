import WidgetContract
import WidgetTimeline

/// Draws an entry model as a box of text for a terminal.
///
/// Rounded box-drawing corners, a fixed size per family, every line cut with "…" to the box.
/// States are shown by a mark (`!` warning, `‼` overdue) as well as by colour, so the drawing
/// reads the same without colour; colour (24-bit ANSI, from the theme) is used only when the
/// caller says so — the executable decides that from whether stdout is a terminal and whether
/// `NO_COLOR` is set.
///
/// ```swift
/// print(PlainTextRenderer(usesColor: false).render(entry.model))
/// ```
public struct PlainTextRenderer: Sendable {
    /// Whether lines carry ANSI colour codes.
    public var usesColor: Bool

    /// The mark drawn for redacted values.
    public static let redactedMark = "▒▒▒▒▒▒"

    /// Creates a renderer.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The drawing, one string of lines ending in a newline. A lock-screen family is drawn
    /// without colour, as WidgetKit shows it monochrome (``Monochrome``); its marks tell states.
    public func render(_ model: WidgetEntryModel) -> String {
        guard !Monochrome.applies(to: model.family) || !usesColor else {
            return PlainTextRenderer(usesColor: false).render(model)
        }
        let canvas = WidgetCanvas.of(model.family)
        let colors = model.theme.colors
        var lines = [TextLine(model.title, color: colors.accent, bold: true)]
        if model.family != .accessoryRectangular { lines.append(TextLine()) }
        lines += bodyLines(model, columns: canvas.columns, colors: colors)

        let border = usesColor ? colors.secondaryText : nil
        func frame(_ text: String) -> String {
            TextLine(text, color: border).rendered(colored: usesColor)
        }
        var output = frame("╭" + String(repeatingScalar: "─", count: canvas.columns + 2) + "╮") + "\n"
        for index in 0..<canvas.lines {
            let line = index < lines.count ? lines[index].fitted(to: canvas.columns) : TextLine()
            let padding = String(repeatingScalar: " ", count: canvas.columns - line.width)
            output += frame("│") + " " + line.rendered(colored: usesColor) + padding + " " + frame("│") + "\n"
        }
        output += frame("╰" + String(repeatingScalar: "─", count: canvas.columns + 2) + "╯") + "\n"
        return output
    }

    func bodyLines(_ model: WidgetEntryModel, columns: Int, colors: ThemeColors) -> [TextLine] {
        let family = model.family
        return switch model.body {
        case .vehicle(let vehicle): vehicleLines(vehicle, family: family, columns: columns, colors: colors)
        case .dueList(let list):
            dueListLines(list, family: family, badge: model.hiddenCountBadge, columns: columns, colors: colors)
        case .spend(let spend): spendLines(spend, family: family, columns: columns, colors: colors)
        case .message(let message):
            wrapped(message.text, columns: columns, maxLines: family == .accessoryRectangular ? 1 : 4).map {
                TextLine($0, color: colors.text, bold: true)
            } + (message.detail.map { [TextLine($0, color: colors.accent)] } ?? [])
        case .placeholder(let message):
            [TextLine(Self.redactedMark + Self.redactedMark, color: colors.bar), TextLine(message.text, color: colors.secondaryText)]
        }
    }

    /// A text or its redaction mark.
    static func display(_ text: DisplayText) -> String {
        text.value ?? redactedMark
    }

    /// `text` broken at spaces into lines of `columns`, the last one cut with "…".
    func wrapped(_ text: String, columns: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if TerminalWidth.of(candidate) <= columns || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = TerminalWidth.truncate(kept[maxLines - 1] + " " + lines[maxLines], to: columns)
        if !kept[maxLines - 1].hasSuffix("…") {
            kept[maxLines - 1] = TerminalWidth.truncate(kept[maxLines - 1], to: columns - 1) + "…"
        }
        return kept
    }
}
