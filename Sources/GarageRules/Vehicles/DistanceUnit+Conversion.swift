import Foundation

extension DistanceUnit {
    /// Metres in one unit: exact by definition (the international mile is 1,609.344 m).
    var metres: Decimal {
        switch self {
        case .kilometres: 1_000
        case .miles: Decimal(string: "1609.344")!
        }
    }

    /// `value` in this unit expressed in `unit`, rounded to the nearest whole unit (half up): how a
    /// vehicle's stored distances follow a change of its unit.
    public func convert(_ value: Int, to unit: DistanceUnit) -> Int {
        guard unit != self else { return value }
        var exact = Decimal(value) * metres / unit.metres
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
