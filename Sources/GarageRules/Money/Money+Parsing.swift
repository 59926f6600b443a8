import Foundation

extension Money {
    /// Parses a user's amount: digits with an optional `.` and up to the currency's decimals
    /// (`12.5`, `1234.56`, `1200` for JPY). Extra decimals are accepted only when they are zeros
    /// (`1200.00` JPY). Refused: thousands separators, decimal commas, exponents, signs (unless
    /// `allowNegative`), spaces inside, more than 15 digits of minor units.
    ///
    /// One walk over the trimmed text's bytes in place: an import parses every row's amount three
    /// times (its plan, its records, their check), and the reading that split the text into arrays
    /// cost some 4,000 instructions an amount (issue 24). `MoneyParsingTests` compares the two on
    /// random texts.
    public init(parsing text: String, currency: CurrencyCode, allowNegative: Bool = false) throws(GarageError) {
        let trimmed = BlankTrimming.trimmed(text, newlines: false)
        let exponent = currency.minorUnitExponent
        let reading = trimmed.utf8.withContiguousStorageIfAvailable { Self.reading($0, exponent: exponent) }
            ?? Self.reading(Array(trimmed.utf8), exponent: exponent)
        switch reading {
        case .malformed: throw .malformedAmount(text)
        case .units(let units, let negative):
            if negative && !allowNegative { throw .negativeAmount(text) }
            self.init(minorUnits: negative ? -units : units, currency: currency)
        case .tooManyDecimals(let negative):
            if negative && !allowNegative { throw .negativeAmount(text) }
            throw .tooManyDecimals(text, currency: currency.code, allowed: exponent)
        case .outOfRange(let negative):
            if negative && !allowNegative { throw .negativeAmount(text) }
            throw .amountOutOfRange(text)
        }
    }

    /// What the bytes of an amount say, the sign's refusal left to the caller (it comes after a
    /// malformed text's and before any other, as it always has).
    private enum Reading {
        case malformed
        case units(Int, negative: Bool)
        case tooManyDecimals(negative: Bool)
        case outOfRange(negative: Bool)
    }

    /// Reads `[+-]digits[.digits]` as minor units of a currency with `exponent` decimals.
    private static func reading(_ bytes: some Collection<UInt8>, exponent: Int) -> Reading {
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        var index = bytes.startIndex
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index = bytes.index(after: index)
        }
        // The digits of minor units as they come, leading zeros dropped: more than 15 is out of range
        // (counted on, not added, so that a long text cannot overflow).
        var units = 0, significant = 0
        func add(_ digit: UInt8) {
            if significant == 0 && digit == zero { return }
            significant += 1
            if significant <= 15 { units = units * 10 + Int(digit - zero) }
        }
        var wholeDigits = 0
        while index < bytes.endIndex, (zero...nine).contains(bytes[index]) {
            add(bytes[index])
            wholeDigits += 1
            index = bytes.index(after: index)
        }
        guard wholeDigits > 0 else { return .malformed }
        // The fraction: how many digits it has, and how many up to its last digit that is not zero.
        var count = 0, kept = 0
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: ".") else { return .malformed }
            index = bytes.index(after: index)
            while index < bytes.endIndex {
                let byte = bytes[index]
                guard (zero...nine).contains(byte) else { return .malformed }
                count += 1
                if byte != zero { kept = count }
                // Only its first `exponent` digits are ever minor units: any after them that is not
                // zero is refused below, and the units are then never used.
                if count <= exponent { add(byte) }
                index = bytes.index(after: index)
            }
            guard count > 0 else { return .malformed }
        }
        // Trailing zeros beyond the minor unit change nothing, so "1200.00" JPY is 1200.
        guard kept <= exponent else { return .tooManyDecimals(negative: negative) }
        for _ in min(count, exponent)..<exponent { add(zero) }
        guard significant <= 15 else { return .outOfRange(negative: negative) }
        return .units(units, negative: negative)
    }
}
