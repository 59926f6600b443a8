import Foundation
import WidgetContract

/// Checks a widget drawing against a ``DrawingExpectation`` without the renderers' code: the SVG is
/// read by Foundation's XML parser (`SVGInspector`), the text drawing line by line.
enum DrawingOracle {
    /// The point sizes Apple's Human Interface Guidelines give the widget families on a 6.1-inch
    /// iPhone (small 170×170, medium 364×170, large 364×382, lock-screen rectangular 172×76).
    static func points(_ family: WidgetSize) -> (width: String, height: String) {
        switch family {
        case .small: ("170", "170")
        case .medium: ("364", "170")
        case .large: ("364", "382")
        case .accessoryRectangular: ("172", "76")
        }
    }

    /// Whether a drawn text is `expected`, or `expected` cut short with an ellipsis.
    static func shows(_ drawn: String, _ expected: String) -> Bool {
        drawn == expected || (drawn.hasSuffix("…") && expected.hasPrefix(String(drawn.dropLast())))
    }

    /// Whether `line` of a text drawing holds `text` after `lead`, whole or cut short with an ellipsis
    /// (at least four of its characters kept).
    static func line(_ line: String, shows text: String, after lead: String = "") -> Bool {
        line.contains(lead + text) || (4..<max(4, text.count)).contains { line.contains(lead + text.prefix($0) + "…") }
    }

    /// The words of `text`, for comparing texts that may wrap or be padded.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }).joined(separator: " ")
    }

    // MARK: SVG

    /// What is wrong with `svg` as a drawing of `expected`.
    static func problems(svg: String, _ expected: DrawingExpectation) -> [String] {
        let inspector = SVGInspector(svg)
        if let error = inspector.parseError { return ["the SVG does not parse: \(error)"] }
        var problems: [String] = []
        let (width, height) = points(expected.family)
        if let root = inspector.root {
            if root.name != "svg" || root.attributes["width"] != width || root.attributes["height"] != height
                || root.attributes["viewBox"] != "0 0 \(width) \(height)" {
                problems.append("the root is \(root.name) \(root.attributes), not an svg of \(width)×\(height) points")
            }
        }
        if inspector.all("title").first?.text != expected.title {
            problems.append("the title is «\(inspector.all("title").first?.text ?? "")», not «\(expected.title)»")
        }
        let texts = inspector.all("text")
        let everything = words(texts.map(\.text).joined(separator: " "))
        for text in expected.required where !everything.contains(words(text)) && !texts.contains(where: { shows($0.text, text) }) {
            problems.append("«\(text)» is not drawn (drawn: \(texts.map(\.text)))")
        }
        for text in expected.forbidden where everything.contains(words(text)) {
            problems.append("«\(text)» is drawn although the lock hides it")
        }
        problems += rowProblems(inspector, expected)
        problems += barProblems(inspector, expected)
        return problems
    }

    /// The rows: each shown row's link, in the expected order, with its texts and the mark of its state.
    private static func rowProblems(_ inspector: SVGInspector, _ expected: DrawingExpectation) -> [String] {
        var problems: [String] = []
        let urls = Set(expected.rows.map(\.url))
        var drawnOrder: [String] = []
        for element in inspector.all("a") {
            if let url = element.attributes["xlink:href"], urls.contains(url), !drawnOrder.contains(url) { drawnOrder.append(url) }
        }
        let shown = expected.shown.map(\.url)
        if drawnOrder != shown { problems.append("the rows drawn are \(drawnOrder), not \(shown)") }
        for row in expected.shown {
            // The texts whose innermost link is the row's.
            let texts = inspector.all("text").filter { $0.links.last == row.url }.map(\.text)
            var wanted = [row.label] + (row.detail.map { [$0] } ?? [])
            if expected.kind != .vehicle, expected.family != .accessoryRectangular { wanted.append(row.vehicleName) }
            for text in wanted where !texts.contains(where: { shows($0, text) }) {
                problems.append("row \(row.url) does not show «\(text)» (it shows \(texts))")
            }
            let marks = inspector.elements.filter { $0.name == "circle" && $0.links.last == row.url }
            for mark in marks where mark.attributes["fill"] != row.state.color(expected.snapshot.theme.colors) {
                problems.append("row \(row.url) is \(row.state) but its mark is \(mark.attributes["fill"] ?? "unfilled")")
            }
        }
        let more = expected.rows.count - expected.shown.count
        if expected.family == .small, expected.kind != .vehicle, more > 0, !inspector.all("text").contains(where: { $0.text == "+\(more)" }) {
            problems.append("the small widget does not say +\(more)")
        }
        return problems
    }

    /// The spend bars: each month's bar as tall as its share of the full one (a zero a 2-point stub),
    /// the current month's in the accent colour.
    private static func barProblems(_ inspector: SVGInspector, _ expected: DrawingExpectation) -> [String] {
        var heights: [(SpendBucket, Double, String?)] = []
        for bucket in expected.buckets {
            let suffix = "month=" + bucket.id.isoString
            // A bar is inside the widget's link and its month's (the widget's may name the month too).
            guard let bar = inspector.elements.first(where: {
                $0.name == "rect" && $0.links.count >= 2 && $0.links.last?.hasSuffix(suffix) == true
            }),
                  let height = Double(bar.attributes["height"] ?? "")
            else { continue }
            heights.append((bucket, height, bar.attributes["fill"]))
        }
        guard !heights.isEmpty else { return [] }
        var problems: [String] = []
        guard let full = heights.first(where: { $0.0.ratio == 1 })?.1 else { return ["no bar of a ratio of 1 is drawn"] }
        let colors = expected.snapshot.theme.colors
        for (bucket, height, fill) in heights {
            let wanted = bucket.ratio * full
            if abs(height - wanted) > 0.011, !(wanted < 2 && height == 2) {
                problems.append("the \(bucket.label) bar is \(height) high, not \(wanted) (\(bucket.ratio) of \(full))")
            }
            if bucket.isCurrent, fill != colors.accent { problems.append("the current month's bar is \(fill ?? "unfilled"), not the accent") }
            if !bucket.isCurrent, bucket.isComplete, fill != colors.bar { problems.append("the \(bucket.label) bar is \(fill ?? "unfilled"), not the bar colour") }
        }
        return problems
    }

    // MARK: Colour

    /// What is wrong with `ansi`, the coloured text drawing, given `plain`, the same drawing without
    /// colour: with every escape sequence taken out (ECMA-48 CSI `ESC [ … m`, by the test's own
    /// pattern) it must be `plain`; every escape must be a select-graphic-rendition one; and each of
    /// `colored` (a text and the theme colour it is drawn in) must follow the 24-bit foreground
    /// escape of that colour, written from its hex by the test.
    static func problems(ansi: String, plain: String, colored: [(text: String, hex: String)]) -> [String] {
        var problems: [String] = []
        var stripped = ""
        var rest = Substring(ansi)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            stripped += rest[..<escape]
            let sequence = rest[escape...]
            guard sequence.dropFirst().first == "[", let end = sequence.firstIndex(where: { $0.isLetter }) else {
                problems.append("an escape that is not CSI: \(sequence.prefix(8).debugDescription)")
                break
            }
            if sequence[end] != "m" { problems.append("an escape that is not SGR: \(sequence[...end].debugDescription)") }
            rest = sequence[sequence.index(after: end)...]
        }
        stripped += rest
        if stripped != plain { problems.append("without its escapes the coloured drawing is not the plain one") }
        for (text, hex) in colored {
            let digits = Array(hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0..<($0 + 2)]), radix: 16) }
            let escape = "38;2;\(channels.map(String.init).joined(separator: ";"))m"
            guard let at = ansi.range(of: text) else {
                problems.append("«\(text)» is not drawn")
                continue
            }
            let before = ansi[..<at.lowerBound]
            let lastEscape = before.range(of: "\u{1B}[", options: .backwards).map { before[$0.upperBound...] } ?? ""
            if !lastEscape.hasSuffix(escape) { problems.append("«\(text)» is not drawn in \(hex) (\(escape)): it follows «\(lastEscape)»") }
        }
        return problems
    }

    // MARK: Text

    /// What is wrong with `text` as a text drawing of `expected`.
    static func problems(text: String, _ expected: DrawingExpectation) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        guard let top = lines.first, let bottom = lines.last, lines.count >= 3 else { return ["not a box: «\(text)»"] }
        let width = top.count
        if !(top.hasPrefix("╭") && top.hasSuffix("╮") && bottom.hasPrefix("╰") && bottom.hasSuffix("╯")) {
            problems.append("the box has no rounded corners")
        }
        let inside = lines.dropFirst().dropLast()
        for (number, line) in inside.enumerated() where line.count != width || !line.hasPrefix("│") || !line.hasSuffix("│") {
            problems.append("line \(number + 2) is not \(width) wide inside the box: «\(line)»")
        }
        let body = inside.map { String($0.dropFirst().dropLast()) }
        if !(body.first?.hasPrefix(" " + expected.title) ?? false) { problems.append("the first line is not the title «\(expected.title)»") }
        let everything = words(body.joined(separator: " "))
        for required in expected.required where !everything.contains(words(required)) {
            problems.append("«\(required)» is not drawn")
        }
        for hidden in expected.forbidden where everything.contains(words(hidden)) {
            problems.append("«\(hidden)» is drawn although the lock hides it")
        }
        // Each shown row: its label on a line below the last row's, its mark and detail on that line or the next.
        var last = 0
        for row in expected.shown {
            guard let index = body.indices.first(where: { $0 > last && line(body[$0], shows: row.label) }) else {
                problems.append("row «\(row.label)» is not drawn below the previous one")
                continue
            }
            last = index
            let detail = row.detail ?? "▒"
            let sameLine = line(body[index], shows: row.label, after: row.state.textMark + " ") && body[index].contains(detail)
            let nextLine = index + 1 < body.count && body[index + 1].contains("\(row.state.textMark) \(detail)")
            if !sameLine && !nextLine { problems.append("row «\(row.label)» does not show \(row.state.textMark) and «\(detail)»") }
            if !nextLine { last = index } else { last = index + 1 }
        }
        let more = expected.rows.count - expected.shown.count
        if expected.family == .small, expected.kind != .vehicle, more > 0, !body.contains(where: { words($0) == "+\(more)" }) {
            problems.append("the small widget does not say +\(more)")
        }
        problems += textBarProblems(body, expected)
        return problems
    }

    /// The text bars: a line per month, `█` for the month's share of the track (rounded), `░` for the rest,
    /// `!` after a month some amounts are missing from, `◀` after the current one.
    private static func textBarProblems(_ body: [String], _ expected: DrawingExpectation) -> [String] {
        var problems: [String] = []
        var drawn: [String] = []
        for line in body {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count >= 2, let bucket = expected.buckets.first(where: { $0.label == parts[0] }),
                  parts[1].allSatisfy({ $0 == "█" || $0 == "░" })
            else { continue }
            drawn.append(bucket.label)
            let track = Double(parts[1].count)
            let full = parts[1].filter { $0 == "█" }.count
            if full != Int((bucket.ratio * track).rounded()) {
                problems.append("the \(bucket.label) bar has \(full) of \(Int(track)) full, not \(bucket.ratio) of it")
            }
            let marks = Array(parts.dropFirst(2))
            let wanted = (bucket.isComplete ? [] : ["!"]) + (bucket.isCurrent ? ["◀"] : [])
            if marks != wanted { problems.append("the \(bucket.label) bar is marked \(marks), not \(wanted)") }
        }
        // The latest months, in order: a narrow drawing leaves the oldest out.
        let labels = expected.buckets.map(\.label)
        if !expected.buckets.isEmpty, drawn != Array(labels.suffix(drawn.count)) {
            problems.append("the bars drawn are \(drawn), not the latest of \(labels)")
        }
        return problems
    }
}
