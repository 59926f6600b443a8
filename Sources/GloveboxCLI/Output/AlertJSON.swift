import GarageRules
import WidgetContract

/// One dashboard alert in `status --json`.
struct AlertJSON: Encodable {
    let type: String
    let id: String
    let vehicleId: String
    let vehicleName: String
    let title: String
    let state: String
    let date: String?
    let deadline: DeadlineJSON?
    let maintenance: MaintenanceStatusJSON?

    init(_ alert: DashboardAlert, vehicle: VehicleDashboard, today: CalendarDay) {
        let forecast = vehicle.forecast
        let vehicle = vehicle.vehicle
        id = alert.id.rawValue
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        title = alert.title
        state = alert.state.rawValue
        date = alert.date?.isoString
        switch alert.subject {
        case .deadline(let value):
            type = "deadline"
            deadline = DeadlineJSON(value, vehicle: vehicle, today: today)
            maintenance = nil
        case .maintenance(let status):
            type = "maintenance"
            deadline = nil
            maintenance = MaintenanceStatusJSON(status, vehicle: vehicle, today: today, forecast: forecast)
        }
    }
}
