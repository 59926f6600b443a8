import Foundation

/// Finds a licence plate inside free text however it is spaced, punctuated, cased or accented.
///
/// "AB-12-CD", "ab 12 cd" and "AB12CD" are one plate: only letters and digits count, folded to
/// lower case without accents. Vehicle ids, the snapshot builder's mask and spoken aliases all go
/// through this one matcher, so a plate typed into a name in any spelling never leaves the app.
public struct PlateMatcher: Sendable {
    /// The plate's folded letters and digits.
    public let key: [Character]

    /// A matcher for `plate`, or `nil` when it has fewer than two letters and digits (such a
    /// "plate" would match inside ordinary words).
    public init?(plate: String) {
        let key = Self.foldedCharacters(of: plate).map(\.character)
        guard key.count >= 2 else { return nil }
        self.key = key
    }

    /// Whether `text` holds the plate.
    public func occurs(in text: String) -> Bool {
        !ranges(in: text).isEmpty
    }

    /// The non-overlapping spans of `text` that spell the plate, first to last.
    func ranges(in text: String) -> [Range<String.Index>] {
        ranges(in: text, folded: Self.foldedCharacters(of: text))
    }

    /// The same, over `text`'s letters and digits already folded by `foldedCharacters(of:)`, so
    /// that several plates can be looked for in one folding of the text.
    public func ranges(in text: String, folded: [(character: Character, index: String.Index)]) -> [Range<String.Index>] {
        guard folded.count >= key.count else { return [] }
        var found: [Range<String.Index>] = []
        var start = 0
        while start + key.count <= folded.count {
            if (0..<key.count).allSatisfy({ folded[start + $0].character == key[$0] }) {
                let last = folded[start + key.count - 1].index
                found.append(folded[start].index..<text.index(after: last))
                start += key.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// Each letter or digit of `text`, folded, with the index of the character it came from.
    public static func foldedCharacters(of text: String) -> [(character: Character, index: String.Index)] {
        asciiFoldedCharacters(of: text) ?? foldedCharactersOneByOne(of: text)
    }

    /// The same, a character at a time: any text.
    static func foldedCharactersOneByOne(of text: String) -> [(character: Character, index: String.Index)] {
        var result: [(character: Character, index: String.Index)] = []
        for index in text.indices {
            let character = text[index]
            if let byte = character.asciiValue {
                // The common case, on the byte: an ASCII letter or digit is itself, a capital one
                // lower-cased, without the Unicode property lookups and the lower-cased `String`
                // the `Character` would take. A text with one character outside ASCII comes this
                // way, as every vehicle's subtitle does with its "·": some 10,000 instructions a
                // subtitle less (callgrind, a build at L). CR LF, one character, reads as its LF,
                // which is neither.
                if let folded = foldedASCII(byte) { result.append((Character(Unicode.Scalar(folded)), index)) }
                continue
            }
            let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            for piece in folded where piece.isLetter || piece.isNumber { result.append((piece, index)) }
        }
        return result
    }

    /// The folded letters and digits of a text of ASCII only, as bytes (`nil` for any other text):
    /// ``asciiFoldedCharacters(of:)`` without the indices, for a look that needs only the letters.
    public static func asciiFoldedBytes(of text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count)
            for byte in utf8 {
                guard byte < 0x80 else { return nil }
                if let folded = foldedASCII(byte) { result.append(folded) }
            }
            return result
        }
    }

    /// The same for a text of ASCII only, read on its bytes (`nil` for any other text): the names and
    /// titles a snapshot scrubs are nearly all ASCII, and making a `Character` and a lower-cased
    /// `String` of each one cost ~17,000 instructions a title. In ASCII every letter and digit is a
    /// character of its own (a grapheme joins ASCII only as CR LF), so the byte's index is the
    /// character's.
    static func asciiFoldedCharacters(of text: String) -> [(character: Character, index: String.Index)]? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var result: [(character: Character, index: String.Index)] = []
        result.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if let folded = foldedASCII(utf8[index]) { result.append((Character(Unicode.Scalar(folded)), index)) }
            utf8.formIndex(after: &index)
        }
        return result
    }

    /// An ASCII letter or digit as it folds: itself, a capital lower-cased; `nil` for any other
    /// byte. The one rule of the three readings on bytes above.
    @inline(__always)
    static func foldedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        default: nil
        }
    }
}
