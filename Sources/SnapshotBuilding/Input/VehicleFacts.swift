/// A vehicle as the builder needs it; there is deliberately no field for the licence plate.
public struct VehicleFacts: Hashable, Sendable {
    /// The vehicle's stable id.
    public var id: String
    /// The name the user gave it.
    public var name: String
    /// The make, such as "Renault".
    public var make: String?
    /// The model, such as "Clio".
    public var model: String?
    /// The model year.
    public var year: Int?
    /// The current odometer value, if any reading exists.
    public var odometer: Int?
    /// The unit the odometer counts in.
    public var unit: OdometerUnit

    /// Creates a vehicle's facts.
    public init(
        id: String, name: String, make: String? = nil, model: String? = nil, year: Int? = nil,
        odometer: Int? = nil, unit: OdometerUnit = .kilometres
    ) {
        self.id = id
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.odometer = odometer
        self.unit = unit
    }
}
