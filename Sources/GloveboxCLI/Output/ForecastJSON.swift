import GarageRules
import WidgetContract

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
            // Said as the rule is (`DistanceForecast`): many readings can still leave none, when a
            // correction restarted the series a few days ago.
            "unavailable: it needs two readings at least 14 days apart with no correction between them"
        }
    }
}
