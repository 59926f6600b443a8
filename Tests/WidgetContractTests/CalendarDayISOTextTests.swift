import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `CalendarDay.isoString` writes its ten bytes in place; the text it replaced padded and joined the
/// parts. The two must be the same text for every day, from year 1 to 9999.
@Suite struct CalendarDayISOTextTests {
    /// The text as it was made before.
    static func oracle(_ day: CalendarDay) -> String {
        CalendarDay.pad(day.year, 4) + "-" + CalendarDay.pad(day.month, 2) + "-" + CalendarDay.pad(day.day, 2)
    }

    @Test func randomDaysAreWrittenAsBefore() throws {
        var random = SplitMix(seed: 24)
        for _ in 0..<30_000 {
            // Years of every width (1, 2, 3 and 4 digits), every month, every day of it.
            let digits = Int.random(in: 1...4, using: &random)
            let year = Int.random(in: 1..<[10, 100, 1_000, 10_000][digits - 1], using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...CalendarDay.daysInMonth(year: year, month: month), using: &random)
            let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
            #expect(calendarDay.isoString == Self.oracle(calendarDay), "\(year) \(month) \(day)")
        }
        for (year, month, day) in [(1, 1, 1), (9999, 12, 31), (2024, 2, 29), (10, 10, 10), (999, 9, 9)] {
            let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
            #expect(calendarDay.isoString == Self.oracle(calendarDay))
        }
    }
}
