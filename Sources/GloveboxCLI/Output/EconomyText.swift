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

    /// Why a stretch is left out, in a sentence fragment that names the fills' values, in `words`'
    /// language (`--json` keeps English).
    static func explanation(_ skipped: SkippedFuel, words: CLIWords = .english) -> String {
        let last = skipped.fills[skipped.fills.count - 1]
        let count = skipped.fills.count
        let odometer = last.odometer.map(words.number) ?? "-"
        switch skipped.reason {
        case .noKnownLevelBefore:
            // A charge starts from a battery's level, a fill from a tank's.
            let level = words.text(last.energy.measure == .electric ? .levelBattery : .levelTank)
            return words.plural(.skipNoLevel, count: count, ["level": level])
        case .missedFillUp:
            return words.plural(.skipMissed, count: count)
        case .outOfOdometerOrder(let previous):
            return words.text(.skipOutOfOrder, ["odometer": odometer, "previous": words.number(previous)])
        case .nonPositiveDistance:
            return words.text(.skipNoDistance, ["odometer": odometer])
        case .nonPositiveVolume:
            return words.text(.skipNoQuantity)
        }
    }

    /// Where the fuel of a fill without an odometer reading went: the stretch that counts it, the one
    /// left out with it, or the next full fill-up with a reading.
    static func placeOfFillWithoutReading(_ fill: FillUp, in economy: FuelEconomy, words: CLIWords = .english) -> String {
        if let segment = economy.segments.first(where: { $0.fills.contains(fill) }) {
            return words.text(.placeCounted, ["from": words.day(segment.start.day), "to": words.day(segment.end.day)])
        }
        if let skipped = economy.skipped.first(where: { $0.fills.contains(fill) }) {
            return words.text(.placeLeftOut, ["day": words.day(skipped.fills[skipped.fills.count - 1].day)])
        }
        return words.text(.placeWaiting)
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
