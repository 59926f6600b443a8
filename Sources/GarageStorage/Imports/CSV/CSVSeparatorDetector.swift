/// Decides a CSV file's separator from its first bytes, one byte at a time, so that a streaming
/// reader holds no more of the file than the lines up to the first one that has a separator.
///
/// Of comma, semicolon and tab, the separator is the one the first line that has any of them
/// (outside quotes) has most of; a comma when there is none, or on a tie with it. The first such
/// line is the header in every format read here (a section's title, such as Fuelio's
/// `"## Vehicle"`, has none).
struct CSVSeparatorDetector {
    private var commas = 0
    private var semicolons = 0
    private var tabs = 0
    // Toggled by every quote: a doubled quote inside a quoted field toggles twice and changes nothing.
    private var quoted = false

    /// Whether the line that decides has ended; later bytes change nothing.
    private(set) var isDecided = false

    /// Counts `byte`; returns whether the separator is now decided.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard !isDecided else { return true }
        switch byte {
        case UInt8(ascii: "\""): quoted.toggle()
        case UInt8(ascii: "\n") where !quoted: isDecided = commas + semicolons + tabs > 0
        case UInt8(ascii: ",") where !quoted: commas += 1
        case UInt8(ascii: ";") where !quoted: semicolons += 1
        case UInt8(ascii: "\t") where !quoted: tabs += 1
        default: break
        }
        return isDecided
    }

    /// The separator the bytes seen so far decide (at the end of the file, all of them).
    var separator: UInt8 {
        let most = max(commas, semicolons, tabs)
        guard most > 0, commas != most else { return UInt8(ascii: ",") }
        return semicolons == most ? UInt8(ascii: ";") : UInt8(ascii: "\t")
    }
}
