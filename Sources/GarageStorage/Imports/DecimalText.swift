import GarageRules

/// Exact decimal numbers as text: strict parsing, no binary floating point on the way.
public enum DecimalText {
    /// Returns `text` in canonical form (`-12.5`, `0.83578`) when it is a plain decimal number
    /// (optional minus, digits, optional fraction), else `nil`. Exponents, spaces, thousands
    /// separators and a lone `.` are refused.
    public static func canonical(_ text: String) -> String? {
        // Most texts are canonical already (an export's `8.508`): handed back as they are, without
        // the split and the three strings of the general reading, ~3,400 instructions a quantity
        // (callgrind, issue 24).
        if isCanonical(text) { return text }
        return canonicalByParts(text)
    }

    /// Whether `text` is its own canonical form: an optional minus, digits with no leading zero
    /// (but a lone `0`), and an optional `.` with digits that do not end in `0`; `-0` is not.
    static func isCanonical(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isCanonical) ?? false
    }

    private static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let wholeStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let wholeCount = index - wholeStart
        guard wholeCount > 0, wholeCount == 1 || bytes[wholeStart] != UInt8(ascii: "0") else { return false }
        if index == bytes.count {
            return !(negative && wholeCount == 1 && bytes[wholeStart] == UInt8(ascii: "0"))
        }
        guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count else { return false }
        index += 1
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index == bytes.count && bytes[index - 1] != UInt8(ascii: "0")
    }

    /// The canonical form by the general reading: sign, whole part and fraction taken apart.
    static func canonicalByParts(_ text: String) -> String? {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit) else { return nil }
        var integer = String(decoding: whole.drop { $0 == UInt8(ascii: "0") }, as: UTF8.self)
        if integer.isEmpty { integer = "0" }
        var fraction = ""
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
            fraction = String(decoding: digits, as: UTF8.self)
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let body = fraction.isEmpty ? integer : integer + "." + fraction
        return negative && body != "0" ? "-" + body : body
    }

    /// Parses a cost as LubeLogger and spreadsheets print it: `$1,234.56`, `1234.5`, `-$3.00`.
    ///
    /// Thousands separators must sit every three digits; the currency sign is optional.
    public static func cost(_ text: String) -> String? {
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") {
            negative = true
            body = body.dropFirst()
        }
        if body.hasPrefix("$") { body = body.dropFirst() }
        if !negative && body.hasPrefix("-") {
            negative = true
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first else { return nil }
        if whole.contains(",") {
            let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
            guard let head = groups.first, (1...3).contains(head.count),
                  groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        let digits = String(whole.filter { $0 != "," })
        let plain = parts.count == 2 ? digits + "." + parts[1] : digits
        guard let value = canonical(plain) else { return nil }
        return negative && value != "0" ? "-" + value : value
    }

    /// The import message for a number longer than `ExchangeRate.maximumDecimalLength` digits.
    static func tooLong(_ name: String, _ value: String) -> String {
        "number for \(name) is longer than \(ExchangeRate.maximumDecimalLength) characters: '\(Quoted.excerpt(value))'"
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
