#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// Writes a status bar summary in the text protocol of xbar (macOS), Argos (GNOME) and Kargos
/// (KDE): the line shown in the bar, a line `---`, then the menu's lines, each `text | key=value …`
/// with `href=` the deep link it opens.
///
/// The menu opens with the widget's title; items in a warning or overdue state carry the theme's
/// colour (`color=`). A text never holds the `|` that starts the parameters (it becomes `¦`), nor
/// begins with the `--` of a submenu. `useMarkup=false` and `unescape=false` keep Argos and Kargos
/// from reading a name as Pango markup or backslash escapes; xbar ignores them.
///
/// ```swift
/// print(XbarRenderer(colors: theme.colors).render(summary))
/// ```
public struct XbarRenderer: Sendable {
    /// The colours of warning and overdue lines.
    public var colors: ThemeColors

    /// Creates a renderer over the snapshot's (or the built-in) colours.
    public init(colors: ThemeColors) {
        self.colors = colors
    }

    /// The whole output, each line ending with a line break.
    public func render(_ summary: StatusBarSummary) -> String {
        var out = [line(summary.text.isEmpty ? summary.title : summary.text, link: nil, state: summary.state), "---"]
        out.append(line(summary.title, link: summary.link, state: nil))
        out += summary.lines.map { line($0.text, link: $0.link, state: $0.state) }
        return out.map { $0 + "\n" }.joined()
    }

    private func line(_ text: String, link: String?, state: DueState?) -> String {
        var parameters: [String] = []
        if let link, !link.isEmpty, !link.contains(" ") { parameters.append("href=\(link)") }
        if let state, state != .normal { parameters.append("color=\(colors.dueTextColor(for: state))") }
        parameters += ["useMarkup=false", "unescape=false"]
        return Self.itemText(text) + " | " + parameters.joined(separator: " ")
    }

    /// `text` as an item's text: no `|`, no leading `-` (which would make it a separator or a
    /// submenu), never empty.
    static func itemText(_ text: String) -> String {
        // Scalar by scalar, not by Character: the bar reads bytes, so a `|` or a `-` that a combining
        // mark follows (one Character, `|\u{301}`) is still the byte it looks for.
        let scalars = String.UnicodeScalarView(text.unicodeScalars.lazy.map { $0 == "|" ? "¦" : $0 })
        // Spaces and tabs trimmed as Foundation's `.whitespaces` set does (general category Zs and
        // U+0009), without linking all of Foundation into the widget; dashes among the leading ones.
        let isBlank = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isBlank($0) && $0 != "-" }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "·" }
        return String(scalars[first...last])
    }
}
