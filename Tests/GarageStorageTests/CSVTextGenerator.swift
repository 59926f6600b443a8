import GloveboxTestSupport

/// Random CSV texts for the streaming reader's tests, the same ones for the same seed: mostly
/// well-formed files (any separator, quoted fields holding separators, doubled quotes and line
/// breaks, CRLF, empty lines, a byte-order mark, title lines before the header), some of them then
/// damaged by a character put in or taken out, and some plain soup of the characters that matter.
struct CSVTextGenerator {
    private var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    mutating func text() -> String {
        var text = roll(5) == 0 ? soup() : wellFormed()
        if roll(3) == 0 { text = damaged(text) }
        return text
    }

    private mutating func roll(_ sides: Int) -> Int {
        Int.random(in: 0..<sides, using: &random)
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[roll(choices.count)]
    }

    private mutating func soup() -> String {
        let pieces = ["a", "b", "7", ",", ";", "\t", "\"", "\"\"", "\n", "\r\n", "\r", "é", " ", "\u{FEFF}"]
        return (0..<roll(40)).map { _ in pick(pieces) }.joined()
    }

    private mutating func wellFormed() -> String {
        let separator = pick([",", ";", "\t"])
        let lineEnd = pick(["\n", "\r\n"])
        var text = roll(5) == 0 ? "\u{FEFF}" : ""
        if roll(4) == 0 { text += "## Title" + lineEnd }
        let width = 1 + roll(4)
        for _ in 0..<roll(7) {
            if roll(6) == 0 { text += lineEnd }
            // Mostly as wide as the header, sometimes not, as a damaged export is.
            let count = roll(5) == 0 ? 1 + roll(5) : width
            text += (0..<count).map { _ in field(separator: separator) }.joined(separator: separator) + lineEnd
        }
        if roll(3) == 0, text.hasSuffix(lineEnd) { text.removeLast() }
        return text
    }

    private mutating func field(separator: String) -> String {
        let value = (0..<roll(5)).map { _ in pick(["x", "4", "2.5", " ", "é", "\"", ",", ";", "\t", "\n", "\r\n", "\r"]) }
            .joined()
        let needsQuotes = ["\"", separator, "\n", "\r"].contains { value.contains($0) }
        if needsQuotes || roll(4) == 0 {
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return value
    }

    private mutating func damaged(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        let at = roll(scalars.count + 1)
        if roll(2) == 0, at < scalars.count {
            scalars.remove(at: at)
        } else {
            scalars.insert(pick(["\"", "\r", "\n", ",", ";", "x"]).unicodeScalars.first!, at: at)
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
