import GarageRules

/// The units a file states, reconciled with the ones the user named.
///
/// A unit the file states wins over silence and must agree with what the user said, with one
/// refinement allowed: a bare "gallons" is the US gallon (Fuelly's and aCar's US habit, and
/// `VolumeUnit`'s), and `--volume-unit imp-gal` may say that these gallons are imperial.
enum FuelAppUnits {
    /// A volume unit as the apps write it in headers, vehicle sections and cells, and whether it is a
    /// bare gallon that does not say which.
    static func volume(_ word: String) -> (unit: VolumeUnit, bareGallon: Bool)? {
        switch FuelAppColumns.normalised(word).name.replacingOccurrences(of: ".", with: "") {
        case "l", "lt", "ltr", "litre", "litres", "liter", "liters": (.litres, false)
        case "gal", "gallon", "gallons": (.usGallons, true)
        case "usgal", "usgallon", "usgallons", "galus": (.usGallons, false)
        case "impgal", "ukgal", "imperialgallon", "imperialgallons", "ukgallon", "ukgallons", "galuk", "galimp":
            (.imperialGallons, false)
        case "kwh": (.kilowattHours, false)
        default: nil
        }
    }

    /// A distance unit as the apps write it.
    static func distance(_ word: String) -> DistanceUnit? {
        switch FuelAppColumns.normalised(word).name {
        case "km", "kms", "kilometre", "kilometres", "kilometer", "kilometers": .kilometres
        case "mi", "mile", "miles": .miles
        default: nil
        }
    }

    /// The volume unit of a file that states `stated` (at `field`) when the user said `said`.
    static func volume(
        stated: (unit: VolumeUnit, bareGallon: Bool, field: CSVField)?, said: VolumeUnit?, file: String
    ) throws(ImportError) -> VolumeUnit? {
        guard let stated else { return said }
        guard let said, said != stated.unit else { return stated.unit }
        if stated.bareGallon && said == .imperialGallons { return said }
        throw ImportError(
            file: file, field: stated.field,
            problem: .volumeUnitClash(stated: stated.unit, text: stated.field.value.trimmingSpaces, said: said))
    }

    /// The distance unit of a file that states `stated` (at `field`) when the user said `said`.
    static func distance(
        stated: (unit: DistanceUnit, field: CSVField)?, said: DistanceUnit?, file: String
    ) throws(ImportError) -> DistanceUnit? {
        guard let stated else { return said }
        guard let said, said != stated.unit else { return stated.unit }
        throw ImportError(
            file: file, field: stated.field,
            problem: .distanceUnitClash(stated: stated.unit, text: stated.field.value.trimmingSpaces, said: said))
    }

    /// The refusal of a fill-up whose quantity has no unit anywhere.
    static func unstatedVolume(_ field: CSVField, file: String, app: FuelApp) -> ImportError {
        ImportError(
            file: file, field: field,
            problem: .unstatedVolume(app: app, text: field.value.trimmingSpaces))
    }
}
