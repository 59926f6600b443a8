import Foundation

/// A unit people read consumption in: litres per 100 km, km per litre, miles per US or imperial gallon,
/// kilowatt-hours per 100 km, miles per kilowatt-hour.
///
/// A figure is computed from two exact totals, the quantity in the energy's base unit (litres or kWh)
/// and the distance in kilometres: numerator and denominator are products of those totals with the
/// exact factors of `VolumeUnit` and `DistanceUnit` (exact too: a real log's totals stay far inside
/// `Decimal`'s 38 digits), and the one division at the end is the only rounding: a relative error below 1e-33 (see `quotient(dividingBy:)`).
/// Rounding for display is the formatter's job.
public enum EconomyUnit: String, Codable, Sendable, CaseIterable {
    /// Litres per 100 kilometres (lower is better).
    case litresPer100Kilometres = "l/100km"
    /// Kilometres per litre (higher is better).
    case kilometresPerLitre = "km/l"
    /// Miles per US gallon (higher is better).
    case milesPerUSGallon = "mpg-us"
    /// Miles per imperial gallon (higher is better).
    case milesPerImperialGallon = "mpg-uk"
    /// Kilowatt-hours per 100 kilometres (lower is better).
    case kilowattHoursPer100Kilometres = "kwh/100km"
    /// Miles per kilowatt-hour (higher is better), as US electric vehicles show it.
    case milesPerKilowattHour = "mi/kwh"

    /// The energy the unit measures; a liquid figure is never shown in an electric unit, nor the reverse.
    public var energy: FuelEnergy {
        switch self {
        case .litresPer100Kilometres, .kilometresPerLitre, .milesPerUSGallon, .milesPerImperialGallon: .liquid
        case .kilowattHoursPer100Kilometres, .milesPerKilowattHour: .electric
        }
    }

    /// Whether the figure is distance per quantity (higher is better) rather than quantity per distance.
    public var isDistancePerQuantity: Bool {
        switch self {
        case .litresPer100Kilometres, .kilowattHoursPer100Kilometres: false
        case .kilometresPerLitre, .milesPerUSGallon, .milesPerImperialGallon, .milesPerKilowattHour: true
        }
    }

    /// The figure for `quantity` (litres or kWh, matching `energy`) over `kilometres`, or `nil` when either
    /// is zero or less: no infinite, zero-over-zero or negative figure ever leaves this function.
    public func value(quantity: Decimal, kilometres: Decimal) -> Decimal? {
        guard quantity > 0, kilometres > 0 else { return nil }
        let mile = DistanceUnit.kilometresPerMile
        switch self {
        case .litresPer100Kilometres, .kilowattHoursPer100Kilometres:
            return (quantity * 100).quotient(dividingBy: kilometres)
        case .kilometresPerLitre:
            return kilometres.quotient(dividingBy: quantity)
        case .milesPerUSGallon:
            // (km ÷ km-per-mile) ÷ (L ÷ L-per-gallon), rearranged so that only the last step divides.
            return (kilometres * VolumeUnit.litresPerUSGallon).quotient(dividingBy: quantity * mile)
        case .milesPerImperialGallon:
            return (kilometres * VolumeUnit.litresPerImperialGallon).quotient(dividingBy: quantity * mile)
        case .milesPerKilowattHour:
            return kilometres.quotient(dividingBy: quantity * mile)
        }
    }

    /// Parses `l/100km`, `km/l`, `mpg-us` (or `mpg`), `mpg-uk` (or `mpg-imp`), `kwh/100km`, `mi/kwh`
    /// (any letter case).
    public init(parsing text: String) throws(GarageError) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "mpg": self = .milesPerUSGallon
        case "mpg-imp": self = .milesPerImperialGallon
        default:
            guard let unit = EconomyUnit(rawValue: word) else {
                throw .unknownWord(field: "economy unit", value: text, allowed: Self.allCases.map(\.rawValue))
            }
            self = unit
        }
    }
}
