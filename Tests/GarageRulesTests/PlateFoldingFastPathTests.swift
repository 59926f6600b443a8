import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageRules

/// The ASCII reading of `PlateMatcher.foldedCharacters(of:)` gives what the character-by-character
/// reading gives, characters and indices, on seeded random texts.
@Suite struct PlateFoldingFastPathTests {
    /// ASCII pieces a name or title is made of, CR LF (one character of two bytes) among them.
    static let pieces = ["A", "b", "Z", "z", "0", "9", " ", "-", ".", "\r\n", "\n", "\t", "@", "[", "`", "{", "/", ":", "~", "\u{7F}", "\0"]

    @Test(arguments: [UInt64(11), 12, 13])
    func asciiTextsFoldAsCharacterByCharacter(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 24)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            guard let fast = PlateMatcher.asciiFoldedCharacters(of: text) else {
                Issue.record("an ASCII text was not read on its bytes: \(text.debugDescription)")
                return
            }
            let slow = PlateMatcher.foldedCharactersOneByOne(of: text)
            let same = fast.count == slow.count && zip(fast, slow).allSatisfy { $0.character == $1.character && $0.index == $1.index }
            #expect(same, "seed \(seed): \(text.debugDescription)")
            if !same { return }
            // Each index names its own character in the text.
            #expect(fast.allSatisfy { String(text[$0.index]).lowercased() == String($0.character) })
        }
    }

    @Test func aTextWithAnythingButASCIIIsReadCharacterByCharacter() {
        #expect(PlateMatcher.asciiFoldedCharacters(of: "Clio é") == nil)
        #expect(PlateMatcher.asciiFoldedCharacters(of: "AB\u{301}") == nil)
        let folded = PlateMatcher.foldedCharacters(of: "Ré-12")
        #expect(folded.map(\.character) == ["r", "e", "1", "2"])
    }

    /// Pieces of any text: ASCII, CR LF, letters that fold to ASCII (accents, width, ligatures,
    /// a capital dotted I, a combining accent after an ASCII letter), and characters that fold to
    /// something else or to nothing.
    static let mixedPieces = pieces + ["é", "É", "ß", "ﬁ", "Ａ", "²", "·", "車", "🚗", "e\u{301}", "İ", "Ω", "ǅ", "\u{00A0}", "Ⅻ"]

    /// The character-by-character reading as it was written before its ASCII characters were read
    /// on their bytes: each character's own properties and its lower-cased `String`.
    static func foldedByCharacters(_ text: String) -> [(character: Character, index: String.Index)] {
        var result: [(character: Character, index: String.Index)] = []
        for index in text.indices {
            let character = text[index]
            if character.isASCII {
                if character.isLetter || character.isNumber { result.append((Character(character.lowercased()), index)) }
                continue
            }
            let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            for piece in folded where piece.isLetter || piece.isNumber { result.append((piece, index)) }
        }
        return result
    }

    @Test(arguments: [UInt64(21), 22, 23])
    func anyTextFoldsOnItsASCIIBytesAsByItsCharacters(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<1_000 {
            let text = (0..<Int(random.next() % 16)).map { _ in Self.mixedPieces[Int(random.next() % UInt64(Self.mixedPieces.count))] }.joined()
            let fast = PlateMatcher.foldedCharactersOneByOne(of: text)
            let slow = Self.foldedByCharacters(text)
            let same = fast.count == slow.count && zip(fast, slow).allSatisfy { $0.character == $1.character && $0.index == $1.index }
            #expect(same, "seed \(seed): \(text.debugDescription)")
            if !same { return }
        }
    }
}
