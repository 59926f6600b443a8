import Foundation

/// The unit a fill-up's quantity was bought in, with its exact size in the energy's base unit.
///
/// Liquid units convert to litres by definition, not by measurement: the US gallon is 231 cubic inches,
/// 3.785411784 L exactly; the imperial gallon is 4.54609 L exactly (Weights and Measures Act 1985).
/// Electric charges are counted in kilowatt-hours, the base unit of `FuelEnergy.electric`.
public enum VolumeUnit: String, Codable, Sendable, CaseIterable {
    /// Litres.
    case litres = "l"
    /// US liquid gallons.
    case usGallons = "us-gal"
    /// Imperial (UK) gallons.
    case imperialGallons = "imp-gal"
    /// Kilowatt-hours, for an electric vehicle's charge.
    case kilowattHours = "kwh"

    /// Litres in one US gallon, exactly.
    public static let litresPerUSGallon = Decimal(string: "3.785411784", locale: Locale(identifier: "en_US_POSIX"))!
    /// Litres in one imperial gallon, exactly.
    public static let litresPerImperialGallon = Decimal(string: "4.54609", locale: Locale(identifier: "en_US_POSIX"))!

    /// The energy this unit measures.
    public var energy: FuelEnergy {
        switch self {
        case .litres, .usGallons, .imperialGallons: .liquid
        case .kilowattHours: .electric
        }
    }

    /// One of this unit in the energy's base unit (litres for liquid, kilowatt-hours for electric); exact.
    public var baseUnitsPerUnit: Decimal {
        switch self {
        case .litres, .kilowattHours: 1
        case .usGallons: Self.litresPerUSGallon
        case .imperialGallons: Self.litresPerImperialGallon
        }
    }

    /// Parses a unit as people and exports write it: `l`, `L`, `litres`, `liters`, `us-gal`, `gal`,
    /// `gallons` (US), `imp-gal`, `uk-gal`, `kwh` (any letter case).
    ///
    /// A bare `gal` means the US gallon, as it does in Fuelly's and LubeLogger's US exports; an imperial
    /// gallon must be said.
    public init(parsing text: String) throws(GarageError) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "l", "litre", "litres", "liter", "liters": self = .litres
        case "us-gal", "gal", "gallon", "gallons", "us-gallon", "us-gallons": self = .usGallons
        case "imp-gal", "uk-gal", "imperial-gallon", "imperial-gallons": self = .imperialGallons
        case "kwh": self = .kilowattHours
        default:
            throw .unknownWord(field: "volume unit", value: text, allowed: Self.allCases.map(\.rawValue))
        }
    }
}
