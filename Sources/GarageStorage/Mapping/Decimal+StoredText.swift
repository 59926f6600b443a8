import Foundation

extension Decimal {
    /// Plain decimal text (`1.0856`), as stored; `Decimal`'s description never uses an exponent.
    var storedText: String { "\(self)" }
}
