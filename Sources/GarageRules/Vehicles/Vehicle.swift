/// A vehicle in the logbook, with the signed-in account's role on it.
///
/// The licence plate stays in the app: the snapshot builder must never copy it into a snapshot.
public struct Vehicle: Hashable, Codable, Sendable, Identifiable {
    /// A stable URL-safe id, a slug of the name at creation (it does not change on rename).
    public let id: GarageID
    /// The name the user gave, unique in the garage (case-insensitively).
    public var name: String
    /// The make, such as `Jeep`.
    public var make: String?
    /// The model, such as `Cherokee`.
    public var model: String?
    /// The model year.
    public var year: Int?
    /// The licence plate; app-only, never in a snapshot.
    public var licencePlate: String?
    /// The unit its odometer counts in.
    public var distanceUnit: DistanceUnit
    /// The signed-in account's role on it.
    public var role: SharingRole
    /// What it runs on, its main energy first, as its owner said (`vehicle add --energy`); empty when
    /// nobody said, and then its first fill-up's energy stands for it (see `Vehicle+Energies`).
    public var energies: [Energy]

    /// Creates a vehicle value (no validation; `VehicleDraft.checked` checks user input).
    public init(
        id: GarageID, name: String, make: String? = nil, model: String? = nil, year: Int? = nil,
        licencePlate: String? = nil, distanceUnit: DistanceUnit = .kilometres, role: SharingRole = .owner,
        energies: [Energy] = []
    ) {
        self.id = id
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
