/// Days of the proleptic Gregorian calendar counted by hand, for tests that check dates another way
/// than the code under test does: no `Calendar`, no `CalendarDay`, only the arithmetic of the
/// calendar itself (Howard Hinnant's `days_from_civil`).
///
/// ```swift
/// CivilDays.adding(200, to: "2026-11-29")        // "2027-06-17"
/// CivilDays.between("2026-11-29", "2026-12-02")  // 3
/// ```
public enum CivilDays {
    /// The number of days from 1970-01-01 to `year`-`month`-`day`.
    public static func number(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `number` days after 1970-01-01, as (year, month, day).
    public static func civil(_ number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day number of an ISO day `YYYY-MM-DD`; traps on anything else (a test's own literal).
    public static func number(_ iso: String) -> Int {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        precondition(parts.count == 3, "not an ISO day: \(iso)")
        return number(year: parts[0], month: parts[1], day: parts[2])
    }

    /// The ISO day `YYYY-MM-DD` of a day number.
    public static func iso(_ number: Int) -> String {
        let (year, month, day) = civil(number)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// The ISO day `days` days after the ISO day `iso` (before it when negative).
    public static func adding(_ days: Int, to iso: String) -> String {
        self.iso(number(iso) + days)
    }

    /// How many days `to` is after `from` (negative when before).
    public static func between(_ from: String, _ to: String) -> Int {
        number(to) - number(from)
    }

    /// The first day of the month `months` months after the month of the ISO day `iso`, as `YYYY-MM`.
    public static func month(_ months: Int, after iso: String) -> String {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        let index = parts[0] * 12 + (parts[1] - 1) + months
        let (year, month) = (index / 12, index % 12 + 1)
        return "\(year)-\(month < 10 ? "0" : "")\(month)"
    }
}
