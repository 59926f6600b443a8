import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// A LubeLogger flag (`True`, `false`) is compared on ASCII bytes, with the same answers and refusals
/// as comparing `lowercased()` (kept here as the oracle): no character outside ASCII lowercases to a
/// letter of "true" or "false" (only the Kelvin sign K → k and İ → i with a combining dot reach ASCII).
@Suite struct LubeLoggerRowFlagTests {
    @Test func everyASCIICaseOfTrueAndFalseIsRead() {
        for word in ["true", "false"] {
            let letters = Array(word)
            for mask in 0..<(1 << letters.count) {
                let text = String(letters.indices.map { mask >> $0 & 1 == 1 ? Character(letters[$0].uppercased()) : letters[$0] })
                #expect(Self.outcome(text) == .flag(word == "true"), "\(text)")
            }
        }
    }

    @Test(arguments: [" TRUE ", "\tfalse\r\n", "True", "FALSE"])
    func aTrimmedFlagIsRead(_ text: String) {
        #expect(Self.outcome(text) == Self.oracle(text))
        #expect(Self.outcome(text) != .refused)
    }

    @Test(arguments: [
        "tru", "truee", "fals", "falsee", "yes", "1", "0", "t rue", "ｔｒｕｅ", "TRUE\u{301}", "t\u{301}rue", "tr\u{0130}e",
        "fa\u{212A}se", "\u{0131}", "tRuE.", "true false", "\u{0000}true",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(Self.outcome(text) == .refused)
    }

    @Test func anEmptyCellIsTheDefault() {
        #expect(Self.outcome("   ", default: true) == .flag(true))
        #expect(Self.outcome("", default: false) == .flag(false))
    }

    @Test func randomTextsReadAsLowercasingDid() {
        let pieces = ["t", "T", "r", "R", "u", "U", "e", "E", "f", "F", "a", "A", "l", "L", "s", "S", "\u{212A}", "\u{0130}",
                      "\u{0131}", "\u{301}", " ", "@", "[", "4", "5", "Ŧ"]
        var random = SplitMix(seed: 24)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...6, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(Self.outcome(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
            // The reading of a string whose bytes are not in one piece.
            #expect(LubeLoggerRow.flagWord(Array(text.trimmingSpaces.utf8)).map(Outcome.flag) ?? .refused == Self.oracle(text, default: nil))
        }
    }

    enum Outcome: Equatable {
        case flag(Bool)
        case refused
    }

    static func outcome(_ text: String, default defaultValue: Bool = false) -> Outcome {
        let row = LubeLoggerRow(
            fileName: "gasrecords.csv", record: CSVRecord(fields: [CSVField(value: text, line: 2, column: 3)], line: 2),
            columns: ["isfilltofull": 0])
        do {
            return .flag(try row.flag(.isfilltofull, default: defaultValue))
        } catch {
            #expect(error.problem == .lubeLoggerNotTrueOrFalse(name: "isfilltofull", text: text.trimmingSpaces))
            return .refused
        }
    }

    /// The comparison of `lowercased()` that the byte comparison replaced.
    static func oracle(_ text: String, default defaultValue: Bool? = false) -> Outcome {
        switch text.trimmingSpaces.lowercased() {
        case "": defaultValue.map(Outcome.flag) ?? .refused
        case "true": .flag(true)
        case "false": .flag(false)
        default: .refused
        }
    }
}
