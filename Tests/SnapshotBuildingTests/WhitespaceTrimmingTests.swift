import Foundation
import GloveboxTestSupport
import Testing
@testable import SnapshotBuilding

/// `trimmingWhitespace()` returns a text with printable ASCII at both ends as it is, and gives any
/// other to Foundation: on random texts of ASCII, spaces, tabs, controls and Unicode spaces, it must
/// answer what Foundation's trim answers.
@Suite struct WhitespaceTrimmingTests {
    static let pieces = [
        "a", "Z", "7", "-", "~", "!", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{7F}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{202F}",
        "é", "e\u{301}", "\u{301}", "ß", "🚗", "\u{200B}", "\u{FEFF}", "Clio",
    ]

    @Test(arguments: [UInt64(71), 72])
    func randomTextsAreTrimmedAsFoundationTrimsThem(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var changed = 0
        var kept = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...6, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let expected = text.trimmingCharacters(in: .whitespaces)
            #expect(text.trimmingWhitespace() == expected, "\(Array(text.unicodeScalars))")
            if expected != text { changed += 1 } else { kept += 1 }
        }
        #expect(changed > 2_000)
        #expect(kept > 2_000)
    }
}
