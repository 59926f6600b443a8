import Foundation
import GloveboxTestSupport
import Testing
import GarageRules

/// The English grouping against Foundation's en-US number format, an independent printer, on random
/// whole numbers of every length and sign.
@Suite struct EnglishDigitsTests {
    @Test func groupsAsEnglishNumbersAreWritten() {
        var random = SplitMix(seed: 1203)
        let english = Locale(identifier: "en_US")
        for round in 0..<5_000 {
            let digits = Int.random(in: 1...18, using: &random)
            var value = Int.random(in: 0..<Int(pow(10, Double(digits)).rounded()), using: &random)
            if round % 3 == 0 { value = -value }
            #expect(EnglishDigits.grouped(value) == value.formatted(.number.locale(english)), "round \(round): \(value)")
        }
        #expect(EnglishDigits.grouped(0) == "0")
        #expect(EnglishDigits.grouped(999) == "999")
        #expect(EnglishDigits.grouped(-1_000) == "-1,000")
        #expect(EnglishDigits.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }
}
