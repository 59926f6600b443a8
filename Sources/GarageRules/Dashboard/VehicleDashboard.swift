import WidgetContract

/// What one vehicle shows on a day: its current odometer, forecast, maintenance statuses (next one
/// first) and deadlines (soonest first), computed by the rules from ``Inputs``.
public struct VehicleDashboard: Hashable, Sendable {
    /// A maintenance item with what its status needs of the vehicle's records.
    public struct TrackedItem: Hashable, Sendable {
        /// The item.
        public var item: MaintenanceItem
        /// Its latest service and base reading.
        public var history: MaintenanceHistory

        /// Pairs an item with its history.
        public init(item: MaintenanceItem, history: MaintenanceHistory) {
            self.item = item
            self.history = history
        }
    }

    /// Every fact the vehicle's answers depend on, each fetched by one targeted query: the vehicle,
    /// `ReadingProbe.latest`, the forecast's inputs, its items with their histories, its deadlines,
    /// and the few fill-ups its latest economy depends on.
    public struct Inputs: Hashable, Sendable {
        /// The vehicle.
        public var vehicle: Vehicle
        /// Its current odometer (`ReadingProbe.latest`).
        public var current: OdometerReading?
        /// What the forecast on the day needs.
        public var forecast: DistanceForecast.Inputs
        /// Its maintenance items, each with its history.
        public var items: [TrackedItem]
        /// Its deadlines.
        public var deadlines: [Deadline]
        /// The fill-ups its latest economy depends on: ``FuelEconomy/latestSegmentWindow(of:energy:)``
        /// of its main energy, a few rows, never the whole history.
        public var fuelFills: [FillUp]
        /// Its main energy (`Vehicle.mainEnergy(firstFill:)`), whose economy it shows; `nil` without
        /// fill-ups nor stated energies.
        public var mainEnergy: Energy?

        /// Creates the inputs a store fetched.
        public init(
            vehicle: Vehicle, current: OdometerReading?, forecast: DistanceForecast.Inputs, items: [TrackedItem],
            deadlines: [Deadline], fuelFills: [FillUp] = [], mainEnergy: Energy? = nil
        ) {
            self.vehicle = vehicle
            self.current = current
            self.forecast = forecast
            self.items = items
            self.deadlines = deadlines
            self.fuelFills = fuelFills
            self.mainEnergy = mainEnergy
        }
    }

    /// The vehicle.
    public let vehicle: Vehicle
    /// Its current odometer, if it has readings.
    public let current: OdometerReading?
    /// Its distance forecast on the day.
    public let forecast: DistanceForecast
    /// The status of each of its items, next one first (see `MaintenanceStatus.comesBefore`).
    public let maintenance: [MaintenanceStatus]
    /// Its deadlines, soonest due first (then by title, then id).
    public let deadlines: [Deadline]
    /// The stretch closed by its main energy's latest full fill-up, when the rule counts it
    /// (``FuelEconomy/latestSegment(fillUps:distanceUnit:energy:)``): a plug-in hybrid shows the chain
    /// its owner named first, never one chosen by whichever fill came last.
    public let lastEconomy: FuelSegment?
    /// Its main energy (`Vehicle.mainEnergy(firstFill:)`): its first stated one, else its first fill's.
    public let mainEnergy: Energy?

    /// The vehicle's answers on `today`.
    public init(_ inputs: Inputs, today: CalendarDay) {
        let forecast = DistanceForecast(inputs.forecast, today: today)
        vehicle = inputs.vehicle
        current = inputs.current
        self.forecast = forecast
        maintenance = inputs.items.map { tracked in
            MaintenanceStatus(
                item: tracked.item, distanceUnit: inputs.vehicle.distanceUnit, history: tracked.history,
                current: inputs.current, forecast: forecast, today: today)
        }.sorted(by: MaintenanceStatus.comesBefore)
        deadlines = inputs.deadlines.sorted(by: Deadline.soonestFirst)
        mainEnergy = inputs.mainEnergy
        lastEconomy = inputs.mainEnergy.flatMap {
            FuelEconomy.latestSegment(fillUps: inputs.fuelFills, distanceUnit: inputs.vehicle.distanceUnit, energy: $0)
        }
    }

    /// Every deadline and every maintenance item with a due point, with its state.
    func alerts(today: CalendarDay) -> [DashboardAlert] {
        deadlines.map { DashboardAlert(subject: .deadline($0), vehicleID: vehicle.id, state: $0.state(on: today)) }
            + maintenance.filter(\.hasDuePoint).map {
                DashboardAlert(subject: .maintenance($0), vehicleID: vehicle.id, state: $0.state)
            }
    }
}
