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
}
