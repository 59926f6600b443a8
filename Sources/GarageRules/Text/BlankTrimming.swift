/// Trimming as Foundation's `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)`
/// trim, without Foundation.
///
/// Foundation's trimming bridges every string through `NSString`; the field rules trim every text
/// field of every record and the amounts' parser every amount, which a profile of a 100,000-row
/// import put at 3–4 % of the whole (BENCHMARKS.md, "An import's own work"). The sets are
/// Foundation's, checked against it by `BlankTrimmingTests` on random text.
public enum BlankTrimming {
    /// `text` without leading and trailing blanks (see `isBlank(_:newlines:)`), with `newlines` also
    /// without line breaks.
    public static func trimmed(_ text: String, newlines: Bool) -> Substring {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isBlank(scalars[start], newlines: newlines) { start = scalars.index(after: start) }
        while end > start {
            let last = scalars.index(before: end)
            guard isBlank(scalars[last], newlines: newlines) else { break }
            end = last
        }
        return text[start..<end]
    }

    /// Whether `scalar` is one of the blanks `trimmed(_:newlines:)` removes: Foundation's lists, which
    /// are the space separators with tab and also U+200B (zero-width space, a space separator until
    /// Unicode 4.0.1), and for newlines U+000A–U+000D, U+0085 and the line and paragraph separators.
    /// `BlankTrimmingTests` compares every scalar with `CharacterSet`.
    static func isBlank(_ scalar: Unicode.Scalar, newlines: Bool) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: newlines
        default: false
        }
    }
}
