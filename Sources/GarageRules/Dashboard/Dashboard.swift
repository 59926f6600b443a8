import WidgetContract

/// What the garage shows on one day — what `status`, the widgets and Siri answer from — apart from
/// spending, which `SpendRecords` answers.
///
/// It holds every vehicle with its current odometer, forecast, maintenance statuses and deadlines;
/// nothing else of the history. A store builds it from targeted queries (the rules name each fact:
/// see `VehicleDashboard.Inputs`), a garage in memory from its records (`Garage.dashboard(today:)`);
/// both give the same value for the same records. It is for reading: no store saves it, so a partial
/// load can never be written back over the logbook.
public struct Dashboard: Hashable, Sendable {
    /// The day the answers are for.
    public let today: CalendarDay
    /// The signed-in account, or `nil` when signed out.
    public let account: Account?
    /// The vehicles, in the garage's order.
    public let vehicles: [VehicleDashboard]

    /// The answers of `vehicles` on `today`.
    public init(today: CalendarDay, account: Account?, vehicles: [VehicleDashboard.Inputs]) {
        self.today = today
        self.account = account
        self.vehicles = vehicles.map { VehicleDashboard($0, today: today) }
    }

    /// The vehicle whose id is `text`, else whose name equals `text` case-insensitively.
    public func vehicle(matching text: String) throws(GarageError) -> Vehicle {
        try Vehicle.matching(text, in: vehicles.map(\.vehicle))
    }

    /// The answers of one vehicle.
    public func vehicle(_ id: GarageID) -> VehicleDashboard? {
        vehicles.first { $0.vehicle.id == id }
    }

    /// Every deadline and maintenance item of every vehicle (or of one) with its state, most urgent
    /// first (see `DashboardAlert.comesBefore`). Items in the `ok` state are included; maintenance
    /// items without a due point (`hasDuePoint`) are not.
    public func alerts(vehicleID: GarageID? = nil) -> [DashboardAlert] {
        DashboardAlert.sorted(vehicles.filter { vehicleID == nil || $0.vehicle.id == vehicleID }.flatMap { $0.alerts(today: today) })
    }
}
