import GarageRules

/// The words `economy` uses for units and for the stretches it leaves out.
enum EconomyText {
    /// A stable code for a reason, as `--json` prints it.
    static func code(_ reason: SkippedFuel.Reason) -> String {
        switch reason {
        case .noKnownLevelBefore: "no-known-level-before"
        case .missedFillUp: "missed-fill-up"
        case .outOfOdometerOrder: "odometer-out-of-order"
        case .nonPositiveDistance: "no-distance"
        case .nonPositiveVolume: "no-quantity"
        }
    }

    /// Why a stretch is left out, in a sentence fragment that names the fills' values.
    static func explanation(_ skipped: SkippedFuel) -> String {
        let last = skipped.fills[skipped.fills.count - 1]
        let count = skipped.fills.count
        let fills = count == 1 ? "1 fill" : "\(count) fills"
        switch skipped.reason {
        case .noKnownLevelBefore:
            return "\(fills) with no full fill-up before them: the tank level they started from is unknown"
        case .missedFillUp:
            return "\(fills) after a fill-up that was not recorded (--missed): left out, not averaged in"
        case .outOfOdometerOrder(let previous):
            return "odometer \(Format.grouped(last.odometer)) is below the previous fill's \(Format.grouped(previous)): check the fill's odometer"
        case .nonPositiveDistance:
            return "no distance driven since the previous full fill-up at \(Format.grouped(last.odometer))"
        case .nonPositiveVolume:
            return "a quantity of zero, which no pump sells"
        }
    }

    /// `mpg (US)`-style label of a unit, as the text output writes it after a figure.
    static func label(_ unit: EconomyUnit) -> String {
        switch unit {
        case .litresPer100Kilometres: "L/100 km"
        case .kilometresPerLitre: "km/L"
        case .milesPerUSGallon: "mpg (US)"
        case .milesPerImperialGallon: "mpg (UK)"
        case .kilowattHoursPer100Kilometres: "kWh/100 km"
        case .milesPerKilowattHour: "mi/kWh"
        }
    }
}
