import GarageRules
import WidgetContract

/// A maintenance item's status as the `--json` outputs print it.
struct MaintenanceStatusJSON: Encodable {
    let id: String
    let vehicleId: String
    let vehicleName: String
    let name: String
    let everyMonths: Int?
    let everyDistance: Int?
    let unit: String
    let lastServiceDate: String?
    let lastServiceOdometer: Int?
    let dueDate: String?
    let warningFrom: String?
    let dueOdometer: Int?
    let warningOdometer: Int?
    let currentOdometer: Int?
    let remainingDistance: Int?
    let projectedDate: String?
    /// The odometer the forecast expects today (what the state counts besides `currentOdometer`).
    let projectedOdometer: Int?
    /// `time` or `distance`: which due point decides.
    let basis: String
    let state: String
    let postponed: Bool
    let forecast: ForecastJSON?

    init(_ status: MaintenanceStatus, vehicle: Vehicle, today: CalendarDay, forecast: DistanceForecast? = nil) {
        id = status.item.id.rawValue
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        name = status.item.name
        everyMonths = status.item.intervalMonths
        everyDistance = status.item.intervalDistance
        unit = status.distanceUnit.rawValue
        lastServiceDate = status.lastService?.date.isoString
        lastServiceOdometer = status.lastService?.odometer?.value
        dueDate = status.dueDate?.isoString
        warningFrom = status.warningFrom?.isoString
        dueOdometer = status.dueOdometer
        warningOdometer = status.warningOdometer
        currentOdometer = status.currentOdometer
        remainingDistance = status.remainingDistance
        projectedDate = status.projectedDate?.isoString
        projectedOdometer = status.projectedOdometer
        basis = status.basis.rawValue
        state = status.state.rawValue
        postponed = status.isPostponed
        self.forecast = forecast.map { ForecastJSON($0, unit: vehicle.distanceUnit, today: today) }
    }
}
