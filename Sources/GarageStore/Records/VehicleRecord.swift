/// A vehicle as stored.
public struct VehicleRecord: Equatable, Sendable, Codable {
    /// The stable, URL-safe id.
    public var id: String
    /// The name the user gave it, unique case-insensitively.
    public var name: String
    /// The make.
    public var make: String?
    /// The model.
    public var model: String?
    /// The model year.
    public var year: Int?
    /// The licence plate; never leaves the app.
    public var plate: String?
    /// The distance unit, `km` or `mi`.
    public var unit: String
    /// The user's sharing role for this vehicle: `owner`, `editor` or `viewer`.
    public var role: String

    /// Creates a record.
    public init(id: String, name: String, make: String? = nil, model: String? = nil, year: Int? = nil,
                plate: String? = nil, unit: String, role: String = "owner") {
        self.id = id
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.plate = plate
        self.unit = unit
        self.role = role
    }
}
