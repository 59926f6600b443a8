import GarageRules

extension FuelAppImport {
    /// A vehicle as the file describes it. Apps that keep one vehicle per file and do not name it
    /// give a vehicle with no name, which the import maps to the vehicle the user chose.
    public struct Vehicle: Equatable, Sendable {
        /// The name the app knows it by (Fuelly's `car_name`, Fuelio's `Name`), if any.
        public var name: String?
        /// The make, such as "BMW".
        public var make: String?
        /// The model, such as "Z3".
        public var model: String?
        /// The model year.
        public var year: Int?
        /// The licence plate (Fuelio's `Plate`, aCar's `License Plate`): kept on a vehicle the import
        /// creates, private like every plate (never in a snapshot).
        public var plate: String?
        /// The unit of its odometer values: what the file says, else the `--distance-unit` option;
        /// `nil` when neither says (the logbook vehicle's own unit then applies).
        public var distanceUnit: DistanceUnit?

        /// Creates a vehicle description.
        public init(name: String? = nil, make: String? = nil, model: String? = nil, year: Int? = nil,
                    plate: String? = nil, distanceUnit: DistanceUnit? = nil) {
            self.name = name
            self.make = make
            self.model = model
            self.year = year
            self.plate = plate
            self.distanceUnit = distanceUnit
        }
    }
}
