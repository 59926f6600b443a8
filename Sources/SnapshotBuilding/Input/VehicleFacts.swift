import Foundation
import GarageRules
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

    /// A fuel economy figure as the rules computed it, in the unit it is to be shown in.
    public struct Economy: Hashable, Sendable {
        /// The figure, unrounded (the formatter rounds it for display).
        public var value: Decimal
        /// Its unit; its energy says whether it was a fill-up or a charge.
        public var unit: EconomyUnit

        /// Creates a figure.
        public init(value: Decimal, unit: EconomyUnit) {
            self.value = value
            self.unit = unit
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
    /// The economy of the stretch its latest full fill-up closed, if the rules counted one.
    public var lastEconomy: Economy?

    /// Creates a vehicle's facts.
    public init(
        id: String, name: String, make: String? = nil, model: String? = nil, year: Int? = nil,
        lastReading: Reading? = nil, unit: OdometerUnit = .kilometres, lastEconomy: Economy? = nil
    ) {
        self.id = id
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.lastReading = lastReading
        self.unit = unit
        self.lastEconomy = lastEconomy
    }
}
