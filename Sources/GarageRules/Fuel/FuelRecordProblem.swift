/// Why a fuel record's facts do not fit together, with the values that say so: a fill of an energy
/// the vehicle does not run on, an energy its unit cannot measure, an edit that would orphan fills.
///
/// A typed reason rather than a sentence, so that the command line can say it in the person's
/// language; ``description`` is the English the rules have always written.
public enum FuelRecordProblem: Hashable, Sendable, CustomStringConvertible {
    /// An energy named twice in a list of energies (`text` as typed).
    case energyNamedTwice(Energy, text: String)
    /// A fill of `energy` for a vehicle that runs on `runsOn` (taken from its first fill-up when it
    /// states none: `inferred`); `unit` is the fill's unit when the fill named no energy itself.
    case notRunOn(vehicle: String, vehicleID: String, runsOn: [Energy], inferred: Bool, energy: Energy, unit: VolumeUnit?)
    /// An energy that `unit` cannot measure (a charge in litres, petrol in kWh).
    case notMeasuredIn(Energy, unit: VolumeUnit)
    /// An exchange rate given for a fill-up without a cost.
    case rateWithoutCost
    /// An edit that stops a vehicle running on an energy its fill-ups name; `kept` is what it would
    /// run on instead.
    case energyHasFills(vehicle: String, energy: Energy, kept: [Energy])
    /// An economy unit asked for that none of the vehicle's fill-ups can be shown in; `fits` are those
    /// that can.
    case nothingToShowIn(vehicle: String, unit: EconomyUnit, fits: [EconomyUnit])

    /// The units that measure `energy`, as the fix names them.
    public static func units(measuring energy: Energy) -> [VolumeUnit] {
        VolumeUnit.allCases.filter { $0.energy == energy.measure }
    }

    /// The energies a vehicle should be said to run on for a fill of `energy` to fit: what it runs on, then that.
    public static func energyOption(runsOn: [Energy], adding energy: Energy) -> String {
        (runsOn + [energy]).map(\.rawValue).joined(separator: ",")
    }

    /// The energies a vehicle keeps with `energy` kept too: the `--energy` value of the fix.
    public static func energyOption(kept: [Energy], keeping energy: Energy) -> String {
        kept.isEmpty ? energy.rawValue : (kept + [energy]).map(\.rawValue).joined(separator: ",")
    }

    /// The English message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case let .energyNamedTwice(energy, text):
            return "energy '\(energy.rawValue)' is named twice in '\(text)'"
        case let .notRunOn(vehicle, vehicleID, runsOn, inferred, energy, unit):
            let basis = inferred ? " (taken from its first fill-up)" : ""
            let what = unit.map { "a fill in \($0.rawValue) is \(energy.rawValue)" } ?? "this fill is \(energy.rawValue)"
            var fix = "if it also runs on \(energy.rawValue), say so first with "
                + "'glovebox vehicle edit \(vehicleID) --energy \(Self.energyOption(runsOn: runsOn, adding: energy))'"
            if inferred { fix += " (or --energy \(energy.rawValue) if it only ever did)" }
            let words = runsOn.map(\.rawValue).joined(separator: " and ")
            return "'\(vehicle)' runs on \(words)\(basis), and \(what): \(fix)"
        case let .notMeasuredIn(energy, unit):
            let units = Self.units(measuring: energy).map(\.rawValue).joined(separator: ", ")
            return "\(energy.rawValue) is not measured in \(unit.rawValue): use \(units)"
        case .rateWithoutCost:
            return "--rate converts a cost: give --cost AMOUNT CURRENCY"
        case let .energyHasFills(vehicle, energy, kept):
            return "'\(vehicle)' has fill-ups of \(energy.rawValue), so it cannot stop running on it: keep it "
                + "(--energy \(Self.energyOption(kept: kept, keeping: energy))) or name their energy "
                + "first with 'glovebox fuel edit ID --energy …'"
        case let .nothingToShowIn(vehicle, unit, fits):
            let what = unit.energy == .electric ? "kWh charges" : "liquid fill-ups"
            return "'\(vehicle)' has no \(what) to show in \(unit.rawValue): use \(fits.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
