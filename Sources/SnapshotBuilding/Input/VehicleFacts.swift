import WidgetContract

/// A vehicle as the builder needs it; there is deliberately no field for the licence plate.
public struct VehicleFacts: Hashable, Sendable {
    /// A vehicle's latest odometer reading: what it said, and on which day.
    public struct Reading: Hashable, Sendable {
        /// The odometer value.
        public var value: Int
        /// The local calendar day of the reading.
        public var date: CalendarDay

        /// Creates a reading.
        public init(value: Int, date: CalendarDay) {
            self.value = value
            self.date = date
        }
    }

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
    /// The latest odometer reading, if any reading exists.
    public var lastReading: Reading?
    /// The unit the odometer counts in.
    public var unit: OdometerUnit

    /// Creates a vehicle's facts.
    public init(
        id: String, name: String, make: String? = nil, model: String? = nil, year: Int? = nil,
        lastReading: Reading? = nil, unit: OdometerUnit = .kilometres
    ) {
        self.id = id
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.lastReading = lastReading
        self.unit = unit
    }
}
