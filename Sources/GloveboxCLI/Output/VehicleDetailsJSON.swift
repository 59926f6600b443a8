import GarageRules
import WidgetContract

/// A vehicle with its forecast, maintenance and deadlines, as `vehicle show --json` prints it.
struct VehicleDetailsJSON: Encodable {
    let vehicle: VehicleJSON
    let forecast: ForecastJSON
    let maintenance: [MaintenanceStatusJSON]
    let deadlines: [DeadlineJSON]
    var odometer: Int? { vehicle.odometer }
    var odometerDate: String? { vehicle.odometerDate }

    init(_ entry: VehicleDashboard, today: CalendarDay) {
        let vehicle = entry.vehicle
        self.vehicle = VehicleJSON(vehicle, current: entry.current)
        forecast = ForecastJSON(entry.forecast, unit: vehicle.distanceUnit, today: today)
        maintenance = entry.maintenance.map { MaintenanceStatusJSON($0, vehicle: vehicle, today: today) }
        deadlines = entry.deadlines.map { DeadlineJSON($0, vehicle: vehicle, today: today) }
    }

    enum CodingKeys: String, CodingKey { case vehicle, forecast, maintenance, deadlines }
}
