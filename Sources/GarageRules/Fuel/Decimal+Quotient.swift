import Foundation

extension Decimal {
    /// `self ÷ divisor` to about 34 significant digits, whatever the operands' lengths.
    ///
    /// Foundation's `Decimal` division (swift-corelibs and swift-foundation alike, measured on Swift 6.3)
    /// keeps only about 38 minus the divisor's significant digits: a 22-digit divisor, which a quantity
    /// in gallons times the mile's factor easily is, leaves 16. Its multiplication and subtraction are
    /// right to the 38th digit, so two Newton corrections on the residual `self − q × divisor` recover the
    /// digits the division dropped (each step squares the relative error). `divisor` must not be zero.
    func quotient(dividingBy divisor: Decimal) -> Decimal {
        var quotient = self / divisor
        for _ in 0..<2 {
            let residual = self - quotient * divisor
            if residual == 0 { break }
            quotient += residual / divisor
        }
        return quotient
    }
}
