import Foundation
import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `DeepLinkEncoding.decode` returns a text without escapes as it is. On seeded random texts of
/// plain characters, escapes (good, stray, cut short, with bad digits, of bytes that are not
/// UTF-8), it must agree with Foundation's `removingPercentEncoding`, which decodes the same
/// escapes and refuses the same mistakes; and what it decodes must encode back to the canonical
/// escapes of the same bytes.
@Suite struct DeepLinkDecodingTests {
    static let pieces = ["a", "Z", "0", "-", ".", "_", "~", "é", " ", "/", "%", "%4", "%41", "%e9", "%C3%A9", "%FF", "%G1", "%%", "%2F", "日"]

    @Test func decodingAgreesWithFoundationOnRandomTexts() {
        var random = SplitMix(seed: 0xDEC0)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let decoded = DeepLinkEncoding.decode(text)
            #expect(decoded == text.removingPercentEncoding, "\(text)")
            if let decoded {
                #expect(DeepLinkEncoding.decode(DeepLinkEncoding.encode(decoded)) == decoded, "\(text)")
            }
        }
    }

    @Test func aTextWithoutEscapesIsItsOwnDecoding() {
        for text in ["", "car-01", "deadline-7", "é日 /", "~._-"] {
            #expect(DeepLinkEncoding.decode(text) == text)
        }
        #expect(DeepLinkEncoding.decode("car%2D01") == "car-01")
        #expect(DeepLinkEncoding.decode("car%2") == nil)
        #expect(DeepLinkEncoding.decode("%FF") == nil)
    }
}
