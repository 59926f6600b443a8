import Foundation

/// The length of a `Decimal`'s plain text, worked out from its significand and exponent without
/// printing it.
///
/// An import checks every quantity it reads for storability (`ExchangeRate.isStorable`), which
/// used to print the value and parse the text back; a profile of a 100,000-row import put `Decimal`
/// printing and parsing at several per cent of the whole (BENCHMARKS.md, "Streaming imports").
enum DecimalPlainText {
    /// 10^0 through 10^38: a significand has at most 38 digits.
    private static let powersOfTen: [Decimal] = (0...38).map { Decimal(sign: .plus, exponent: $0, significand: 1) }

    /// The number of characters of `"\(value)"` for a positive finite `value`: `Decimal` keeps its
    /// significand without trailing zeros, and prints `12000`, `8.33` or `0.005`, never an exponent.
    static func length(ofPositive value: Decimal) -> Int {
        let significand = value.significand
        // The number of digits: the first power of ten above the significand.
        var low = 1, high = powersOfTen.count - 1
        while low < high {
            let middle = (low + high) / 2
            if significand < powersOfTen[middle] { high = middle } else { low = middle + 1 }
        }
        let digits = significand < powersOfTen[low] ? low : low + 1
        let exponent = value.exponent
        if exponent >= 0 { return digits + exponent }
        // `8.33`: the digits and a point; `0.005`: "0.", the zeros, the digits.
        return digits > -exponent ? digits + 1 : 2 - exponent
    }
}
