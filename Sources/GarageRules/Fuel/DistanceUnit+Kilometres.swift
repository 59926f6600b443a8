import Foundation

extension DistanceUnit {
    /// Kilometres in one international mile, exactly (1959 agreement: 1 yd = 0.9144 m).
    public static let kilometresPerMile = Decimal(string: "1.609344", locale: Locale(identifier: "en_US_POSIX"))!

    /// One of this unit in kilometres; exact.
    public var kilometresPerUnit: Decimal {
        switch self {
        case .kilometres: 1
        case .miles: Self.kilometresPerMile
        }
    }
}
