/// Makes snapshot text safe inside XML text and attribute values.
public enum XMLEscaping {
    /// `text` made displayable by `TextSanitizer.sanitized(_:)` (line breaks and tabs as spaces,
    /// control characters removed), with `& < > " '` escaped and U+FFFE, U+FFFF (which XML 1.0
    /// forbids) removed.
    public static func escape(_ text: String) -> String {
        let displayable = TextSanitizer.sanitized(text)
        var result = ""
        result.reserveCapacity(displayable.utf8.count)
        for scalar in displayable.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A font family name reduced to letters, digits, spaces and hyphens, so that it cannot end
    /// the CSS font list it is put in.
    public static func fontFamily(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " " || scalar == "-"
        }
        var text = Substring(String(String.UnicodeScalarView(kept)))
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
