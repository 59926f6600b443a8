import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `BlankTrimming` against Foundation's trimming, the oracle it replaces, on random text made of the
/// characters where the two could part: every kind of blank Unicode has, and characters beside them
/// that are not blanks (a zero-width space, a combining mark, an ideographic letter).
@Suite struct BlankTrimmingTests {
    /// Blanks and near-blanks: space, tab, LF, VT, FF, CR, NEL, no-break space, en quad, em space,
    /// narrow no-break space, ideographic space, line and paragraph separators, zero-width space
    /// (not a blank), byte order mark (not a blank), a combining acute, and plain letters and digits.
    static let alphabet: [Unicode.Scalar] = [
        " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{A0}", "\u{2000}", "\u{2003}", "\u{202F}", "\u{3000}",
        "\u{2028}", "\u{2029}", "\u{200B}", "\u{FEFF}", "\u{301}", "1", "a", ".", "\u{6C34}",
    ]

    static func text(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Where the two trimmings of `scalars` part, if they do.
    static func disagreement(_ scalars: [Unicode.Scalar]) -> String? {
        let text = text(scalars)
        for newlines in [false, true] {
            let mine = String(BlankTrimming.trimmed(text, newlines: newlines))
            let foundation = text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
            if mine != foundation {
                let codes = scalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                return "[\(codes)] newlines \(newlines): \(Array(mine.unicodeScalars)) vs \(Array(foundation.unicodeScalars))"
            }
        }
        return nil
    }

    /// The shortest failing text reachable by dropping one scalar at a time.
    static func shrunk(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var current = scalars
        var progress = true
        while progress {
            progress = false
            for index in current.indices {
                var smaller = current
                smaller.remove(at: index)
                if disagreement(smaller) != nil {
                    current = smaller
                    progress = true
                    break
                }
            }
        }
        return current
    }

    @Test func trimsAsFoundationDoesOnRandomText() {
        var random = SplitMix(seed: 1203)
        var trimmedSomething = 0
        for _ in 0..<5_000 {
            let scalars = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
            if let found = Self.disagreement(scalars) {
                Issue.record("seed 1203: \(Self.disagreement(Self.shrunk(scalars)) ?? found)")
                return
            }
            if String(BlankTrimming.trimmed(Self.text(scalars), newlines: true)) != Self.text(scalars) { trimmedSomething += 1 }
        }
        // The texts did exercise the trimming, not only pass through it.
        #expect(trimmedSomething > 1_000)
    }

    @Test func everyScalarIsABlankExactlyWhenFoundationSaysSo() {
        var differing: [String] = []
        var blanks = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for newlines in [false, true] {
                let mine = BlankTrimming.isBlank(scalar, newlines: newlines)
                if mine { blanks += 1 }
                if mine != (newlines ? CharacterSet.whitespacesAndNewlines : CharacterSet.whitespaces).contains(scalar) {
                    differing.append("\(String(value, radix: 16)) newlines \(newlines)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        // 19 blanks without newlines, 26 with: the lists are not empty.
        #expect(blanks == 19 + 26)
    }

    @Test func untouchedTextIsTheSameText() {
        let text = "  8.508\t"
        #expect(BlankTrimming.trimmed(text, newlines: false) == "8.508")
        #expect(BlankTrimming.trimmed("8.508", newlines: true) == "8.508")
        #expect(BlankTrimming.trimmed(" \u{3000}\n", newlines: true).isEmpty)
        #expect(BlankTrimming.trimmed("\n", newlines: false) == "\n")
    }
}
