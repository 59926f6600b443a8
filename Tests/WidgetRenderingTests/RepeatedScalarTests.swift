import GloveboxTestSupport
import Testing
@testable import WidgetRendering

/// `String(repeatingScalar:count:)` writes the text `String(repeating:count:)` does, for scalars of
/// one to four UTF-8 bytes and any count, and none for a count below one.
@Suite struct RepeatedScalarTests {
    static let scalars: [Unicode.Scalar] = [" ", "x", "─", "█", "░", "◀", "é", "\u{7F}", "\u{10FFFF}", "🚗", "\u{0}"]

    @Test func eachScalarAnyCountWritesWhatRepeatingWrites() {
        var random = SplitMix(seed: 0x5CA1A2)
        for _ in 0..<2_000 {
            let scalar = Bool.random(using: &random)
                ? Self.scalars.randomElement(using: &random)!
                : Unicode.Scalar(UInt32.random(in: 0x20...0x2FFFF, using: &random)) ?? "?"
            let count = Int.random(in: 0...300, using: &random)
            let written = String(repeatingScalar: scalar, count: count)
            let expected = String(repeating: String(scalar), count: count)
            #expect(written == expected && Array(written.utf8) == Array(expected.utf8), "\(scalar.value) × \(count)")
            #expect(written.unicodeScalars.count == count)
        }
    }

    @Test func aCountBelowOneWritesNothing() {
        for count in [-5, -1, 0] {
            #expect(String(repeatingScalar: "─", count: count).isEmpty)
        }
    }
}
