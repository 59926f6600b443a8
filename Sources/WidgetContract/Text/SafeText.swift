/// The one rule for text that crosses into a place Glovebox does not control: a terminal (error
/// messages that repeat what the user typed), a widget (names and labels from the snapshot).
///
/// Unsafe are the C0 controls, DEL, the C1 controls (ESC and CSI start terminal escapes, CR
/// rewrites a line, NUL cuts one) and the bidirectional embedding, override and isolate characters
/// U+202A–U+202E and U+2066–U+2069 (they make "RTLevil" read "RTLlive" and can reorder a whole
/// line). The logbook refuses them in what the user types (`TextRule` in the app); everything
/// that is drawn or printed goes through this rule once more, on each side of the contract, since
/// a snapshot or a deep link may come from anywhere.
///
/// ```swift
/// SafeText.displayed("Clio\u{202E}live")      // "Cliolive": for drawing
/// SafeText.quoted("2026-11\u{1B}[2J")         // "2026-11<U+001B>[2J": for a message
/// ```
public enum SafeText {
    /// The most characters of a text a message repeats, so that a 5 MB field cannot become a
    /// 5 MB message.
    public static let maximumQuotedCharacters = 80

    /// Whether `scalar` may not reach a terminal or a drawing as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` for drawing: line breaks and tabs become spaces (the text stays on its line) and every
    /// other unsafe character is removed.
    public static func displayed(_ text: String) -> String {
        // Most text has no unsafe character at all; it is returned as it is.
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result.append(" ")
            default: if !isUnsafe(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// `text` for a message line: every unsafe character written as its code point (`<U+001B>`),
    /// so that the user sees what was refused and the terminal is not driven by it. Safe text is
    /// returned as it is.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "<U+" + hex(scalar.value) + ">"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// User text as a message quotes it: made ``printable(_:)``, and when longer than
    /// ``maximumQuotedCharacters`` cut to them, with an ellipsis and the text's full length in bytes.
    public static func quoted(_ text: String) -> String {
        // Most texts are short: the byte count answers without walking the characters.
        guard text.utf8.count > maximumQuotedCharacters, text.count > maximumQuotedCharacters else {
            return printable(text)
        }
        return printable(String(text.prefix(maximumQuotedCharacters))) + "… (\(text.utf8.count) bytes)"
    }

    /// At least four upper-case hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
