import Foundation

/// The length of a `Decimal`'s plain text, worked out from its significand and exponent without
/// printing it.
///
/// An import checks every quantity it reads for storability (`ExchangeRate.isStorable`), which
/// used to print the value and parse the text back; a profile of a 100,000-row import put `Decimal`
/// printing and parsing at several per cent of the whole (BENCHMARKS.md, "Streaming imports").
public enum DecimalPlainText {
    /// 10^0 through 10^38: a significand has at most 38 digits.
    private static let powersOfTen: [Decimal] = (0...38).map { Decimal(sign: .plus, exponent: $0, significand: 1) }

    /// The number of characters of `"\(value)"` for a positive finite `value`: `Decimal` keeps its
    /// significand without trailing zeros, and prints `12000`, `8.33` or `0.005`, never an exponent.
    static func length(ofPositive value: Decimal) -> Int {
        let digits = digitCount(of: value.significand)
        let exponent = value.exponent
        if exponent >= 0 { return digits + exponent }
        // `8.33`: the digits and a point; `0.005`: "0.", the zeros, the digits.
        return digits > -exponent ? digits + 1 : 2 - exponent
    }

    /// 10^0 through 10^15 as doubles, all exact.
    private static let doublePowersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }

    /// The number of digits of a whole, positive `significand`.
    ///
    /// Below 2^53 its double is exact, so comparing that with exact powers of ten is exact, and costs
    /// nanoseconds; a comparison of two `Decimal`s costs some 600 ns on Linux, and the search took six
    /// (5 % of an import, which checks every quantity: BENCHMARKS.md, "An import's own work").
    /// Larger significands (only from arithmetic, never from a file's short numbers) take the search.
    private static func digitCount(of significand: Decimal) -> Int {
        let approximate = Double(truncating: significand as NSNumber)
        if approximate < 9.0e15 {
            var digits = 1
            while digits < doublePowersOfTen.count, approximate >= doublePowersOfTen[digits] { digits += 1 }
            return digits
        }
        // The first power of ten above the significand.
        var low = 1, high = powersOfTen.count - 1
        while low < high {
            let middle = (low + high) / 2
            if significand < powersOfTen[middle] { high = middle } else { low = middle + 1 }
        }
        return significand < powersOfTen[low] ? low : low + 1
    }

    /// `"\(value)"`, the same text, made from the significand's double where that is exact (below
    /// 2^53) rather than by `Decimal`'s printer, which costs some 13,000 instructions a value on Linux
    /// and ran four times for each row an import reads (its prints, its meaning, its values; 8 % of
    /// the import). `DecimalPlainTextTests` compares the two on random values.
    public static func text(of value: Decimal) -> String {
        guard value.isFinite, !value.isNaN else { return "\(value)" }
        if value.isZero { return "0" }
        let approximate = Double(truncating: value.significand as NSNumber)
        guard approximate < 9.0e15 else { return "\(value)" }
        var digits = Array(String(UInt64(approximate)).utf8)
        let exponent = value.exponent
        var text: [UInt8] = value.sign == .minus ? [UInt8(ascii: "-")] : []
        if exponent >= 0 {
            text += digits
            text += repeatElement(UInt8(ascii: "0"), count: exponent)
        } else if digits.count > -exponent {
            digits.insert(UInt8(ascii: "."), at: digits.count + exponent)
            text += digits
        } else {
            text += [UInt8(ascii: "0"), UInt8(ascii: ".")]
            text += repeatElement(UInt8(ascii: "0"), count: -exponent - digits.count)
            text += digits
        }
        return String(decoding: text, as: UTF8.self)
    }
}
