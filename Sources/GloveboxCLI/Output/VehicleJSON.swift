import Garage
import WidgetContract

/// A vehicle as `vehicle list --json` prints it.
struct VehicleJSON: Encodable {
    let id: String
    let name: String
    let make: String?
    let model: String?
    let year: Int?
    let plate: String?
    let unit: String
    let role: String
    let odometer: Int?
    let odometerDate: String?

    init(_ vehicle: Vehicle, garage: Garage) {
        let current = garage.currentOdometer(for: vehicle.id)
        id = vehicle.id.rawValue
        name = vehicle.name
        make = vehicle.make
        model = vehicle.model
        year = vehicle.year
        plate = vehicle.licencePlate
        unit = vehicle.distanceUnit.rawValue
        role = vehicle.role.rawValue
        odometer = current?.value
        odometerDate = current?.date.isoString
    }
}

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

/// A distance forecast: whether it can be trusted, and why not.
struct ForecastJSON: Encodable {
    /// `current`, `stale` or `unavailable`.
    let status: String
    /// `recent` or `wholeHistory`.
    let basis: String?
    let lastReadingDate: String?
    /// Days from the last reading to today: how old the data behind the forecast is.
    let lastReadingAgeDays: Int?
    let lastReadingOdometer: Int?
    let averagePerDay: Double?
    let spanDays: Int
    let spanDistance: Int
    let unit: String

    init(_ forecast: DistanceForecast, unit: DistanceUnit, today: CalendarDay) {
        switch forecast.status {
        case .current: status = "current"
        case .stale: status = "stale"
        case .unavailable: status = "unavailable"
        }
        basis = forecast.basis?.rawValue
        lastReadingDate = forecast.lastReading?.date.isoString
        lastReadingAgeDays = forecast.lastReading.map { $0.date.days(to: today) }
        lastReadingOdometer = forecast.lastReading?.value
        // Two decimals are all a daily average deserves; JSON readers get a stable number.
        averagePerDay = forecast.averagePerDay.map { ($0 * 100).rounded() / 100 }
        spanDays = forecast.spanDays
        spanDistance = forecast.spanDistance
        self.unit = unit.rawValue
    }

    var summary: String {
        switch status {
        case "current":
            "about \(averagePerDay.map { String($0) } ?? "?") \(unit)/day (\(basis == "recent" ? "last 180 days" : "whole history"))"
        case "stale":
            "stale: the last reading is from \(lastReadingDate ?? "?"), too old to project dates"
        default:
            "unavailable: too few readings"
        }
    }
}
