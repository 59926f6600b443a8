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

    init(_ vehicle: Vehicle, garage: Garage, today: CalendarDay) {
        self.vehicle = VehicleJSON(vehicle, garage: garage)
        forecast = ForecastJSON(garage.forecast(for: vehicle.id, today: today), unit: vehicle.distanceUnit, today: today)
        maintenance = garage.maintenanceStatuses(for: vehicle.id, today: today).map { MaintenanceStatusJSON($0, vehicle: vehicle, today: today) }
        deadlines = garage.deadlines(for: vehicle.id).map { DeadlineJSON($0, vehicle: vehicle, today: today) }
    }

    enum CodingKeys: String, CodingKey { case vehicle, forecast, maintenance, deadlines }
}
