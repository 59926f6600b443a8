import WidgetTimeline

/// One line of a text widget: runs of text, each with an optional colour.
struct TextLine {
    /// A run of text and the `#RRGGBB` colour it is drawn in, if any.
    struct Run {
        var text: String
        var color: String?
        var bold = false
        /// Whether the run is one value shown whole or as "…" (an amount, a distance), never cut.
        var whole = false

        /// A run of `text` made displayable, so that no snapshot text can move the cursor,
        /// break the box, recolour the terminal or reorder the line.
        init(text: String, color: String? = nil, bold: Bool = false, whole: Bool = false) {
            self.text = TextSanitizer.sanitized(text)
            self.color = color
            self.bold = bold
            self.whole = whole
        }
    }

    var runs: [Run] = []

    init(_ runs: [Run] = []) {
        self.runs = runs
    }

    init(_ text: String, color: String? = nil, bold: Bool = false, whole: Bool = false) {
        runs = [Run(text: text, color: color, bold: bold, whole: whole)]
    }

    /// The columns the line takes.
    var width: Int { runs.reduce(0) { $0 + TerminalWidth.of($1.text) } }

    /// The line cut to `columns`, runs kept whole while they fit and the last one cut with "…"
    /// (never inside a number; a `whole` run becomes "…" alone).
    func fitted(to columns: Int) -> TextLine {
        var result: [Run] = []
        var used = 0
        for run in runs {
            let width = TerminalWidth.of(run.text)
            if used + width <= columns {
                result.append(run)
                used += width
                continue
            }
            var cut = run
            cut.text = run.whole
                ? TerminalWidth.whole(run.text, to: columns - used) : TerminalWidth.truncate(run.text, to: columns - used)
            result.append(cut)
            used += TerminalWidth.of(cut.text)
            break
        }
        return TextLine(result)
    }

    /// The line's text, with ANSI 24-bit colour codes when `colored`.
    ///
    /// Strings are appended in loops, never `joined`: the first `joined(separator:)` a process runs
    /// has the Swift runtime check a generic requirement that, in a static executable, scans every
    /// protocol conformance the program holds, some 230,000 instructions (4.5 % of a render).
    func rendered(colored: Bool) -> String {
        var line = ""
        for run in runs {
            guard colored, run.color != nil || run.bold else {
                line += run.text
                continue
            }
            var codes = ""
            if run.bold { codes = "1" }
            if let color = run.color.flatMap(RGBColor.init(hex:)) { codes += (codes.isEmpty ? "" : ";") + color.ansiForeground }
            line += "\u{1B}[" + codes + "m" + run.text + "\u{1B}[0m"
        }
        return line
    }
}
