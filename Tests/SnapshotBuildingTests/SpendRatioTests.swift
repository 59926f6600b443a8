import Foundation
import GloveboxTestSupport
import Testing
@testable import SnapshotBuilding

/// A spend bar's ratio is its month's total over the largest, rounded to the nearest thousandth,
/// halves away from zero. The builder divides as doubles and makes the decimal division only next
/// to a half; these compare it, on seeded random totals in cents, with that rounding done in
/// whole numbers, and with the decimal division where the quotient is a half exactly.
@Suite struct SpendRatioTests {
    /// `round(1000 · total / largest)` in thousandths, halves up, for whole cents.
    static func thousandths(_ total: Int, of largest: Int) -> Int {
        (2_000 * total + largest) / (2 * largest)
    }

    static func amount(cents: Int) -> Decimal {
        Decimal(cents) / 100
    }

    @Test(arguments: [UInt64(41), 42, 43])
    func roundsAsWholeNumbersDoAndAsTheDecimalDivisionDoesAtAHalf(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var halves = 0
        for round in 0..<4_000 {
            let largest: Int
            let total: Int
            if round % 4 == 0 {
                // A half exactly: 1000 · total / largest = k + ½ when largest = 2000 · m and total = (2k + 1) · m.
                let scale = Int(1 + random.next() % 500)
                largest = 2_000 * scale
                total = Int(random.next() % 1_000) * 2 * scale + scale
            } else {
                largest = Int(1 + random.next() % 10_000_000_000)
                total = Int(1 + random.next() % UInt64(largest))
            }
            let ratio = SnapshotBuilder.Parts.ratio(Self.amount(cents: total), of: Self.amount(cents: largest))
            let isHalf = (2_000 * total) % (2 * largest) == largest
            if isHalf {
                halves += 1
                let decimal = SnapshotBuilder.Parts.decimalRatio(Self.amount(cents: total), of: Self.amount(cents: largest))
                #expect(ratio == decimal, "seed \(seed): \(total) of \(largest)")
            } else {
                let expected = Double(Self.thousandths(total, of: largest)) / 1000
                #expect(ratio == expected, "seed \(seed): \(total) of \(largest)")
                if ratio != expected { return }
            }
        }
        #expect(halves >= 1_000)
    }

    /// Totals of many digits and far-apart scales (a converted sum can carry 30 significant
    /// digits): the bar is the decimal division's whenever the total is at most the largest.
    @Test(arguments: [UInt64(44), 45])
    func manyDigitTotalsGetTheDecimalDivisionsBar(seed: UInt64) {
        var random = SplitMix(seed: seed)
        func decimal() -> Decimal {
            let digits = (0..<Int.random(in: 1...30, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            let significand = Decimal(string: "1" + digits)!
            return Decimal(sign: .plus, exponent: Int.random(in: -40...40, using: &random), significand: significand)
        }
        for _ in 0..<3_000 {
            let (first, second) = (decimal(), decimal())
            let (total, largest) = first <= second ? (first, second) : (second, first)
            #expect(SnapshotBuilder.Parts.ratio(total, of: largest) == SnapshotBuilder.Parts.decimalRatio(total, of: largest),
                    "seed \(seed): \(total) of \(largest)")
        }
    }

    @Test func nothingSpentOrARefundIsAnEmptyBarAndTheLargestAFullOne() {
        #expect(SnapshotBuilder.Parts.ratio(0, of: 10) == 0)
        #expect(SnapshotBuilder.Parts.ratio(-5, of: 10) == 0)
        #expect(SnapshotBuilder.Parts.ratio(5, of: 0) == 0)
        #expect(SnapshotBuilder.Parts.ratio(Self.amount(cents: 31_240), of: Self.amount(cents: 31_240)) == 1)
        #expect(SnapshotBuilder.Parts.ratio(1, of: 3) == 0.333)
        #expect(SnapshotBuilder.Parts.ratio(2, of: 3) == 0.667)
        #expect(SnapshotBuilder.Parts.ratio(1, of: 1_000_000) == 0)
    }
}
