extension DistanceUnit {
    /// `distance`, counted in `self`, in `unit`, rounded to the nearest whole unit (halves away from
    /// zero): 100 mi is 161 km, 161 km is 100 mi. Exact integer arithmetic on the international mile
    /// (1,609.344 m), no floating point; distances up to `Garage.maximumOdometer` never overflow.
    public func convert(_ distance: Int, to unit: DistanceUnit) -> Int {
        guard unit != self else { return distance }
        let scaled = distance.magnitude * millimetres.magnitude
        let divisor = unit.millimetres.magnitude
        let rounded = Int((scaled + divisor / 2) / divisor)
        return distance < 0 ? -rounded : rounded
    }

    /// How one unit compares with another, as the import's output states it: `1 mi = 1.609344 km`.
    public func equivalence(in unit: DistanceUnit) -> String {
        switch (self, unit) {
        case (.miles, .kilometres): "1 mi = 1.609344 km"
        case (.kilometres, .miles): "1 km = 0.621371 mi"
        default: "1 \(rawValue) = 1 \(unit.rawValue)"
        }
    }

    /// Millimetres in one unit, exactly.
    private var millimetres: Int {
        switch self {
        case .kilometres: 1_000_000
        case .miles: 1_609_344
        }
    }
}
