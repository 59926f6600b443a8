/// A conservative estimate of how wide text is drawn, so that it can be cut to fit a box.
///
/// The renderers cannot ask a font how wide a string is (no font engine is linked), and the
/// font that finally draws an SVG is not known. So every character is given a width at least as
/// large as the widest common sans-serif fonts give it, in ems: text measured here may leave a
/// little room but never overflows its box, in any of the app's languages.
public enum TextMeasure {
    /// The width of `text` at `fontSize` points, never less than a real sans-serif font draws it.
    public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        let ems = text.unicodeScalars.reduce(0.0) { $0 + emWidth(of: $1) }
        return ems * fontSize * (bold ? boldFactor : 1.0)
    }

    /// How much wider bold text is drawn: DejaVu Sans Bold's lowercase b d g p q are 0.716 em,
    /// 1.13 times the 0.634 em of the regular face, and above the 0.64 em estimated for them.
    static let boldFactor = 1.13

    /// `text` as it is, or cut and ended with "…" so that it fits in `maxWidth` points — never
    /// inside a number (``NumberSafeCut``): an amount too wide even for that is drawn as "…".
    public static func truncate(_ text: String, toWidth maxWidth: Double, fontSize: Double, bold: Bool = false) -> String {
        if width(of: text, fontSize: fontSize, bold: bold) <= maxWidth { return text }
        let ellipsis = "…"
        var budget = maxWidth - width(of: ellipsis, fontSize: fontSize, bold: bold)
        // Whole characters only, so that an accent is never separated from its letter.
        let characters = Array(text)
        var fitting = 0
        for character in characters {
            let characterWidth = width(of: String(character), fontSize: fontSize, bold: bold)
            guard characterWidth <= budget else { break }
            budget -= characterWidth
            fitting += 1
        }
        var kept = String(characters.prefix(NumberSafeCut.keptCount(characters, fitting: fitting)))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + ellipsis
    }

    /// `text` as it is when it fits in `maxWidth` points, else "…" alone: for a formatted amount
    /// or distance, whose parts (sign, digits, currency, unit) are one value that is shown whole
    /// or not at all.
    public static func whole(_ text: String, toWidth maxWidth: Double, fontSize: Double, bold: Bool = false) -> String {
        width(of: text, fontSize: fontSize, bold: bold) <= maxWidth ? text : "…"
    }

    /// The largest size from `size` down to `minSize` (in whole points) at which `text` fits in
    /// `maxWidth`; `minSize` when none does (the caller then truncates).
    public static func fittingSize(
        _ text: String, toWidth maxWidth: Double, size: Double, minSize: Double, bold: Bool = false
    ) -> Double {
        var candidate = size
        while candidate > minSize, width(of: text, fontSize: candidate, bold: bold) > maxWidth {
            candidate -= 1
        }
        return max(candidate, minSize)
    }

    /// `text` broken at spaces into at most `maxLines` lines of at most `maxWidth` points; the last
    /// line ends with "…" when the text does not fit.
    public static func wrap(
        _ text: String, toWidth maxWidth: Double, fontSize: Double, maxLines: Int, bold: Bool = false
    ) -> [String] {
        guard maxLines > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for (index, word) in words.enumerated() {
            let candidate = current.isEmpty ? word : current + " " + word
            if width(of: candidate, fontSize: fontSize, bold: bold) <= maxWidth || current.isEmpty {
                current = candidate
                continue
            }
            if lines.count == maxLines - 1 {
                // The last line takes the rest and is cut.
                let rest = ([current] + words[index...]).joined(separator: " ")
                return lines + [truncate(rest, toWidth: maxWidth, fontSize: fontSize, bold: bold)]
            }
            lines.append(truncate(current, toWidth: maxWidth, fontSize: fontSize, bold: bold))
            current = word
        }
        if !current.isEmpty {
            lines.append(truncate(current, toWidth: maxWidth, fontSize: fontSize, bold: bold))
        }
        return lines
    }

    /// The estimated advance of one scalar, in ems, rounded up from DejaVu Sans, the widest of
    /// the common sans-serif fonts.
    static func emWidth(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch scalar {
        case " ": return 0.35
        case "i", "j", "l", "I", ".", ",", ":", ";", "'", "|", "!", "`": return 0.38
        case "f", "t", "r", "(", ")", "[", "]", "-": return 0.5
        case "m", "w": return 1.0
        case "M", "W", "@", "%", "—": return 1.05
        // Ligature letters are the widest Latin ones: DejaVu Sans draws Œ 1.07 em wide.
        case "æ", "œ", "Æ", "Œ": return 1.2
        default: break
        }
        if (0x30...0x39).contains(value) { return 0.66 }
        if (0x61...0x7A).contains(value) { return 0.64 }
        if (0x41...0x5A).contains(value) { return 0.8 }
        // Combining marks draw over the letter before them.
        if (0x0300...0x036F).contains(value) { return 0 }
        // Latin letters with accents (À…ÿ, Ā…ž): as wide as capitals, to be safe.
        if (0x00C0...0x024F).contains(value) { return 0.8 }
        if isWide(scalar) { return 1.05 }
        return 0.85
    }

    /// Whether a scalar is East Asian wide (drawn a full em wide, and two terminal columns).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
