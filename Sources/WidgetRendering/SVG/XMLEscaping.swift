/// Makes snapshot text safe inside XML text and attribute values.
public enum XMLEscaping {
    /// `text` with `& < > " '` escaped, line breaks and tabs turned into spaces, and characters
    /// XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) removed.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
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
