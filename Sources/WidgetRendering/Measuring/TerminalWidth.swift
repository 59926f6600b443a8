/// How many terminal columns text takes, and how to cut it to a number of columns.
public enum TerminalWidth {
    /// The columns `text` takes: two for East Asian wide characters, none for combining marks.
    public static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// `text`, or its start ended with "…" so that it takes at most `width` columns — never cut
    /// inside a number (``NumberSafeCut``): an amount too wide for the columns becomes "…".
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        let characters = Array(text)
        var fitting = 0
        var used = 0
        for character in characters {
            let columns = of(String(character))
            guard used + columns <= width - 1 else { break }
            used += columns
            fitting += 1
        }
        var kept = String(characters.prefix(NumberSafeCut.keptCount(characters, fitting: fitting)))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + "…"
    }

    /// `text` when it takes at most `width` columns, else "…": a formatted amount or distance is
    /// shown whole or not at all.
    public static func whole(_ text: String, to width: Int) -> String {
        of(text) <= width ? text : (width > 0 ? "…" : "")
    }

    /// `text` cut to `width` columns and padded with spaces to exactly that many.
    public static func pad(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeatingScalar: " ", count: width - of(cut))
    }

    static func columns(of scalar: Unicode.Scalar) -> Int {
        if (0x0300...0x036F).contains(scalar.value) || scalar.value == 0x200B { return 0 }
        return TextMeasure.isWide(scalar) ? 2 : 1
    }
}
