extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
