extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    ///
    /// On UTF-8 bytes (the four are single ASCII bytes, and no byte of a multi-byte character is
    /// ASCII): an import trims every field of every row, so this must not walk characters.
    var trimmingSpaces: String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        // Safe: a non-space byte exists, so the last one does too.
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
