/// What a user gives to add a vehicle; `VehicleDraft.checked(account:others:)` checks it; the id is the first free of its candidates.
public struct VehicleDraft: Hashable, Codable, Sendable {
    /// The name, required and unique (case-insensitively).
    public var name: String
    /// The make.
    public var make: String?
    /// The model.
    public var model: String?
    /// The model year, 1886 through 2100.
    public var year: Int?
    /// The licence plate (app-only).
    public var licencePlate: String?
    /// The odometer's unit.
    public var distanceUnit: DistanceUnit
    /// The account's role: `owner` for a vehicle the user creates; `editor` or `viewer` for one shared with them.
    public var role: SharingRole
    /// What it runs on, main energy first; empty when not said (its first fill-up will say).
    public var energies: [Energy]

    /// Creates a draft.
    public init(
        name: String, make: String? = nil, model: String? = nil, year: Int? = nil, licencePlate: String? = nil,
        distanceUnit: DistanceUnit = .kilometres, role: SharingRole = .owner, energies: [Energy] = []
    ) {
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.licencePlate = licencePlate
        self.distanceUnit = distanceUnit
        self.role = role
        self.energies = energies
    }
}
