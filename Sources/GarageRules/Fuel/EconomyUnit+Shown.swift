extension EconomyUnit {
    /// The unit a figure of `energy` is shown in when the user names none: `preferred` (the `economy`
    /// preference, or a unit asked for) when it measures that energy, else the vehicle's distance unit
    /// decides (mpg in US gallons for a vehicle in miles, L/100 km otherwise; mi/kWh and kWh/100 km for
    /// charges).
    ///
    /// The one rule of `glovebox economy`, the vehicle widget and Siri, so that the three never show
    /// one fill-up in two units.
    public static func shown(for energy: Energy, distanceUnit: DistanceUnit, preferred: EconomyUnit? = nil) -> EconomyUnit {
        if let preferred, preferred.energy == energy.measure { return preferred }
        switch (energy.measure, distanceUnit) {
        case (.liquid, .miles): return .milesPerUSGallon
        case (.liquid, .kilometres): return .litresPer100Kilometres
        case (.electric, .miles): return .milesPerKilowattHour
        case (.electric, .kilometres): return .kilowattHoursPer100Kilometres
        }
    }
}
