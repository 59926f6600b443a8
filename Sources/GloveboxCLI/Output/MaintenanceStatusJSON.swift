import Garage
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
        basis = status.basis.rawValue
        state = status.state.rawValue
        postponed = status.isPostponed
        self.forecast = forecast.map { ForecastJSON($0, unit: vehicle.distanceUnit, today: today) }
    }
}

/// `spend --json`.
struct SpendJSON: Encodable {
    struct Month: Encodable {
        let month: String
        let total: String
        let recordCount: Int
        let unconvertedCount: Int
        let unconvertedExpenseIds: [String]
    }

    let vehicleId: String?
    let vehicleName: String?
    let currency: String
    let total: String
    let isComplete: Bool
    let unconvertedCount: Int
    let months: [Month]

    init(_ spend: MonthlySpend, vehicle: Vehicle?) {
        vehicleId = vehicle?.id.rawValue
        vehicleName = vehicle?.name
        currency = spend.currency.code
        total = spend.total.amountText
        isComplete = spend.isComplete
        unconvertedCount = spend.unconvertedCount
        months = spend.months.map {
            Month(month: $0.month.isoString, total: $0.total.amountText, recordCount: $0.recordCount,
                  unconvertedCount: $0.unconvertedCount, unconvertedExpenseIds: $0.unconvertedExpenseIDs.map(\.rawValue))
        }
    }
}
