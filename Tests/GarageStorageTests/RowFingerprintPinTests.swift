import Testing
@testable import GarageStorage

/// A row's fingerprint is stored (`imported_row`), so its value may never change: these were computed
/// by the byte-at-a-time code of before issue 24 and pin every way of reading the text's bytes since.
@Suite struct RowFingerprintPinTests {
    static func print(_ kind: String, _ fields: [Field]) -> Int64 {
        var print = RowFingerprint(kind)
        for field in fields {
            switch field {
            case .text(let text): print.combine(text)
            case .number(let number): print.combine(number)
            }
        }
        return print.value
    }

    enum Field {
        case text(String?)
        case number(Int?)
    }

    static let long = String(repeating: "0123456789abcdef", count: 40)
    static let cases: [(String, [Field], Int64)] = [
        ("lubelogger.fuel", [.text("2026-11-02"), .number(123_456), .text("41.5"), .text("60.00"), .text(nil)], 7_372_367_659_329_877_489),
        ("lubelogger.fuel", [.text("2026-11-02"), .number(nil), .text(nil), .text("0"), .text("Tank voll, Größe ⛽ 🇵🇹")], -3_270_551_746_750_285_888),
        ("source.row", [.text(""), .text(nil), .text(long), .text("é"), .text("e\u{301}")], 1_408_031_462_274_405_634),
        ("source.row", [.text("short"), .text("a string of exactly sixteen+")], 1_558_065_402_045_220_571),
        ("", [], -4_626_575_399_317_405_841),
    ]

    @Test func aFingerprintKeepsTheValueItWasStoredWith() {
        for (kind, fields, expected) in Self.cases {
            #expect(Self.print(kind, fields) == expected, "\(kind) \(fields)")
        }
    }

    @Test func aTextReadFromASubstringOrBuiltByAppendingHasTheSamePrint() {
        let line = "x,2026-11-02,Tank voll, Größe ⛽,y"
        let slice = line.split(separator: ",")[2...3].joined(separator: ",")
        var built = ""
        for character in "Tank voll, Größe ⛽" { built.append(character) }
        #expect(Self.print("k", [.text(slice)]) == Self.print("k", [.text("Tank voll, Größe ⛽")]))
        #expect(Self.print("k", [.text(built)]) == Self.print("k", [.text("Tank voll, Größe ⛽")]))
    }

    @Test func aMeaningKeepsThePrintItWasStoredWith() {
        #expect(LubeLoggerImport.meaningPrint("2026-11-02, 123456 km, 41.5 l, 60.00 EUR") == -824_202_215_533_094_450)
    }
}
