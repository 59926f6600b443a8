import GarageRules
import GloveboxTestSupport
import Testing

/// A text field's check counts a text of printable ASCII alone by its bytes, and answers exactly as
/// the walk over its scalars (``VisibleText/isForbidden(_:)`` then ``VisibleText/length(of:)``,
/// kept here as the oracle) does, on texts with controls, spaces, line breaks, tabs, DEL and
/// characters outside ASCII.
@Suite struct TextCheckFastPathTests {
    static let pieces: [String] = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + [
        "\r\n", "é", "e\u{301}", "\u{301}", "\u{85}", "\u{9F}", "\u{A0}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}",
        "\u{2028}", "日", "🚗", "👍🏽", "🇵", "🇵🇹", "\u{FE0F}", "\u{E0041}", "\u{1100}",
    ] + Array(repeating: "a", count: 40) + Array(repeating: " ", count: 10)

    @Test func theCheckOfATextAnswersAsTheWalkOverItsScalars() {
        var random = SplitMix(seed: 2024)
        for _ in 0..<30_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
                .joined()
            let limit = Int.random(in: 0...12, using: &random)
            let rule = FieldRule(.text(maximumLength: limit), isRequired: Bool.random(using: &random))
            #expect(Self.outcome(rule, text) == Self.oracle(rule, text, limit: limit), "\(Array(text.unicodeScalars)) \(limit)")
        }
    }

    @Test func theLengthOfPrintableASCIIIsTheLengthAPersonCounts() {
        var random = SplitMix(seed: 7)
        for _ in 0..<30_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
                .joined()
            let printable = text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
            #expect(VisibleText.printableASCIILength(of: text) == (printable ? VisibleText.length(of: text) : nil))
            if printable { #expect(!text.unicodeScalars.contains(where: VisibleText.isForbidden)) }
        }
        #expect(VisibleText.printableASCIILength(of: " ~") == 2)
        #expect(VisibleText.printableASCIILength(of: "") == 0)
        #expect(VisibleText.printableASCIILength(of: "a\u{7F}") == nil)
        #expect(VisibleText.printableASCIILength(of: "a\u{1F}") == nil)
        #expect(VisibleText.printableASCIILength(of: "café") == nil)
    }

    @Test func aTextOfManyMarksOnOneLetterIsStillRefusedForItsBytes() {
        let text = "e" + String(repeating: "\u{301}", count: 40)
        let rule = FieldRule(.text(maximumLength: 2))
        #expect(Self.outcome(rule, text) == .failure(.tooManyBytes(limit: 32, bytes: 81)))
    }

    @Test(arguments: ["a\tb", "a\nb", "a\u{7F}", "a\u{1B}[31m", "a\u{202E}b"])
    func aControlInsideATextIsRefused(_ text: String) {
        let forbidden = text.unicodeScalars.first(where: VisibleText.isForbidden)!
        #expect(Self.outcome(FieldRule(.text(maximumLength: 20)), text) == .failure(.forbiddenCharacter(forbidden.value)))
    }

    static func outcome(_ rule: FieldRule, _ text: String) -> Result<FieldValue?, FieldProblem.Reason> {
        Result { () throws(FieldProblem.Reason) in try rule.checked(.text(text), today: nil) }
    }

    /// The check of a text as it walked every scalar.
    static func oracle(_ rule: FieldRule, _ text: String, limit: Int) -> Result<FieldValue?, FieldProblem.Reason> {
        let trimmed = String(BlankTrimming.trimmed(text, newlines: true))
        if trimmed.isEmpty { return rule.isRequired ? .failure(.missing) : .success(nil) }
        if let forbidden = trimmed.unicodeScalars.first(where: VisibleText.isForbidden) {
            return .failure(.forbiddenCharacter(forbidden.value))
        }
        let length = VisibleText.length(of: trimmed)
        guard length <= limit else { return .failure(.tooLong(limit: limit, length: length)) }
        let bytes = trimmed.utf8.count
        guard bytes <= VisibleText.byteLimit(forCharacters: limit) else {
            return .failure(.tooManyBytes(limit: VisibleText.byteLimit(forCharacters: limit), bytes: bytes))
        }
        return .success(.text(trimmed))
    }
}
