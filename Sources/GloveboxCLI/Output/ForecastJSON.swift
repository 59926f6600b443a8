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

    /// The forecast in a few words, in `words`' language.
    func summary(_ words: CLIWords) -> String {
        switch status {
        case "current":
            words.text(basis == "recent" ? .forecastRecent : .forecastWholeHistory, [
                "rate": averagePerDay.map(words.decimal) ?? "?", "unit": unit,
            ])
        case "stale":
            words.text(.forecastStale, ["day": lastReadingDate.map { words.day(iso: $0) } ?? "?"])
        default:
            // Said as the rule is (`DistanceForecast`): many readings can still leave none, when a
            // correction restarted the series a few days ago.
            words.text(.forecastUnavailable)
        }
    }
}
