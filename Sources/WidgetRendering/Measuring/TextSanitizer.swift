/// Makes snapshot text safe to show: no control character reaches a terminal or a drawing.
public enum TextSanitizer {
    /// `text` with line breaks and tabs turned into spaces and every other control character
    /// (C0, DEL and C1) removed, so that it stays on its line and cannot start a terminal escape.
    public static func sanitized(_ text: String) -> String {
        // Most text has no control character at all; it is returned as it is.
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result.append(" ")
            default: if !isControl(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
