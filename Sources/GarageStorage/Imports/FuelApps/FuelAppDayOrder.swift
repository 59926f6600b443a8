/// Which comes first in a date written with slashes, dots or dashes and the year last.
public enum FuelAppDayOrder: String, CaseIterable, Sendable {
    /// `04/03/2024` is 3 April (the US habit; Fuelly's export).
    case monthFirst = "month-first"
    /// `03/04/2024` is 3 April (most of the world; Drivvo's older exports).
    case dayFirst = "day-first"
}
