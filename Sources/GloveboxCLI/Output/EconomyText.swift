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
            // A charge starts from a battery's level, a fill from a tank's.
            let level = last.energy.measure == .electric ? "the battery's charge" : "the tank level"
            return count == 1
                ? "1 fill with no full fill-up before it: \(level) it started from is unknown"
                : "\(fills) with no full fill-up before them: \(level) they started from is unknown"
        case .missedFillUp:
            return "\(fills) after a fill-up that was not recorded (--missed): left out, not averaged in"
        case .outOfOdometerOrder(let previous):
            return "odometer \(last.odometer.map(Format.grouped) ?? "-") is below the previous fill's \(Format.grouped(previous)): check the fill's odometer"
        case .nonPositiveDistance:
            return "no distance driven since the previous full fill-up at \(last.odometer.map(Format.grouped) ?? "-")"
        case .nonPositiveVolume:
            return "a quantity of zero, which no pump sells"
        }
    }

    /// Where the fuel of a fill without an odometer reading went: the stretch that counts it, the one
    /// left out with it, or the next full fill-up with a reading.
    static func placeOfFillWithoutReading(_ fill: FillUp, in economy: FuelEconomy) -> String {
        if let segment = economy.segments.first(where: { $0.fills.contains(fill) }) {
            return "counted in the stretch \(segment.start.day.isoString) to \(segment.end.day.isoString)"
        }
        if let skipped = economy.skipped.first(where: { $0.fills.contains(fill) }) {
            return "left out with the stretch ending \(skipped.fills[skipped.fills.count - 1].day.isoString)"
        }
        return "waiting for the next full fill-up with a reading"
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
