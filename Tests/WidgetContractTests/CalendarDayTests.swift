import Foundation
import GloveboxTestSupport
import Testing
@testable import WidgetContract

@Suite struct CalendarDayTests {
    @Test func parsesAndPrintsTheIsoForm() throws {
        let day = try CalendarDay(parsing: "2024-02-29")
        #expect(day.year == 2024 && day.month == 2 && day.day == 29)
        #expect(day.isoString == "2024-02-29")
    }

    @Test(arguments: ["2024-2-29", "20240229", "2024-02-29T00:00", " 2024-02-29", "abcd-ef-gh", "", "2024-02-2x", "+024-02-29"])
    func refusesMalformedText(_ text: String) {
        #expect(throws: CalendarDayError.malformed(text)) { try CalendarDay(parsing: text) }
    }

    @Test(arguments: ["2023-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01"])
    func refusesDaysThatDoNotExist(_ text: String) {
        #expect(throws: CalendarDayError.nonexistent(text)) { try CalendarDay(parsing: text) }
    }

    @Test func acceptsLeapDaysOfLeapYearsOnly() {
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2028, month: 2, day: 29) != nil)
    }

    @Test func addsDaysAcrossMonthAndYearEnds() throws {
        let newYearsEve = try CalendarDay(parsing: "2026-12-31")
        #expect(newYearsEve.adding(days: 1).isoString == "2027-01-01")
        #expect(newYearsEve.adding(days: -365).isoString == "2025-12-31")
        let leap = try CalendarDay(parsing: "2024-02-28")
        #expect(leap.adding(days: 1).isoString == "2024-02-29")
        #expect(leap.adding(days: 2).isoString == "2024-03-01")
        #expect(try CalendarDay(parsing: "2023-02-28").adding(days: 1).isoString == "2023-03-01")
        #expect(leap.adding(days: 0) == leap)
    }

    @Test func countsDaysBetweenDaysInBothDirections() throws {
        let a = try CalendarDay(parsing: "2024-01-01")
        let b = try CalendarDay(parsing: "2025-01-01")
        #expect(a.days(to: b) == 366)
        #expect(b.days(to: a) == -366)
        #expect(a.days(to: a) == 0)
    }

    @Test func addsMonthsClampingToTheMonthsEnd() throws {
        let endOfJanuary = try CalendarDay(parsing: "2024-01-31")
        #expect(endOfJanuary.adding(months: 1).isoString == "2024-02-29")
        #expect(try CalendarDay(parsing: "2025-01-31").adding(months: 1).isoString == "2025-02-28")
        #expect(endOfJanuary.adding(months: 3).isoString == "2024-04-30")
        #expect(endOfJanuary.adding(months: -2).isoString == "2023-11-30")
        #expect(try CalendarDay(parsing: "2024-02-29").adding(months: 12).isoString == "2025-02-28")
        #expect(try CalendarDay(parsing: "2026-11-15").adding(months: 2).isoString == "2027-01-15")
    }

    @Test func comparesChronologically() throws {
        let days = try ["2026-01-10", "2025-12-31", "2026-01-09"].map { try CalendarDay(parsing: $0) }
        #expect(days.sorted().map(\.isoString) == ["2025-12-31", "2026-01-09", "2026-01-10"])
    }

    @Test func findsTheLocalDayOfAnInstant() {
        let instant = Pinned.instant("2026-11-29T23:30:00Z")
        #expect(CalendarDay(containing: instant, in: Pinned.calendar("Europe/Lisbon")).isoString == "2026-11-29")
        #expect(CalendarDay(containing: instant, in: Pinned.calendar("Europe/Berlin")).isoString == "2026-11-30")
        #expect(CalendarDay(containing: instant, in: Pinned.calendar("Pacific/Pago_Pago")).isoString == "2026-11-29")
        #expect(CalendarDay(containing: instant, in: Pinned.calendar("Pacific/Kiritimati")).isoString == "2026-11-30")
    }

    @Test func firstInstantIsMidnightOrTheFirstInstantAfterASkippedMidnight() throws {
        let lisbon = Pinned.calendar("Europe/Lisbon")
        #expect(try CalendarDay(parsing: "2026-11-30").firstInstant(in: lisbon) == Pinned.instant("2026-11-30T00:00:00Z"))
        // São Paulo moved its clocks from 00:00 to 01:00 on 2018-11-04.
        let saoPaulo = Pinned.calendar("America/Sao_Paulo")
        let start = try CalendarDay(parsing: "2018-11-04").firstInstant(in: saoPaulo)
        #expect(start == Pinned.instant("2018-11-04T01:00:00-02:00"))
        #expect(CalendarDay(containing: start, in: saoPaulo).isoString == "2018-11-04")
    }

    @Test func roundTripsThroughJSONAsAString() throws {
        let day = try CalendarDay(parsing: "2026-12-10")
        let data = try JSONEncoder().encode([day])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-12-10"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-02-30"]"#.utf8)) }
    }

    @Test func monthsParseStepAndContainDays() throws {
        let month = try CalendarMonth(parsing: "2026-11")
        #expect(month.adding(months: 2).isoString == "2027-01")
        #expect(month.adding(months: -11).isoString == "2025-12")
        #expect(month.lastDay.isoString == "2026-11-30")
        #expect(month.contains(try CalendarDay(parsing: "2026-11-30")))
        #expect(!month.contains(try CalendarDay(parsing: "2026-12-01")))
        #expect(throws: CalendarDayError.self) { try CalendarMonth(parsing: "2026-13") }
        #expect(throws: CalendarDayError.self) { try CalendarMonth(parsing: "2026-1") }
    }
}

@Suite struct CalendarDayNumberTests {
    /// Foundation's Gregorian calendar in UTC: the oracle the day-number arithmetic must agree with.
    static let gregorian = Pinned.calendar("UTC")

    @Test func dayArithmeticAgreesWithFoundationsCalendarOnEveryDayOfTwoCenturies() throws {
        let anchor = try CalendarDay(parsing: "1970-01-01")
        let anchorDate = anchor.firstInstant(in: Self.gregorian)
        var mismatches: [String] = []
        var day = try CalendarDay(parsing: "1900-01-01")
        let end = try CalendarDay(parsing: "2100-12-31")
        while day <= end {
            let date = day.firstInstant(in: Self.gregorian)
            let expected = Self.gregorian.dateComponents([.day], from: anchorDate, to: date).day!
            if day.dayNumber != expected || anchor.days(to: day) != expected
                || anchor.adding(days: expected) != day || CalendarDay(dayNumber: expected) != day {
                mismatches.append(day.isoString)
            }
            let next = Self.gregorian.date(byAdding: .day, value: 1, to: date)!
            day = CalendarDay(containing: next, in: Self.gregorian)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func arithmeticStopsAtTheEdgesOfTheCalendarInsteadOfTrapping() throws {
        #expect(try CalendarDay(parsing: "9999-12-30").adding(days: 10).isoString == "9999-12-31")
        #expect(try CalendarDay(parsing: "0001-01-02").adding(days: -10).isoString == "0001-01-01")
        #expect(CalendarDay(dayNumber: 0).isoString == "1970-01-01")
        let day = try CalendarDay(parsing: "2026-11-29")
        #expect(day.adding(days: .max).isoString == "9999-12-31")
        #expect(day.adding(days: .min).isoString == "0001-01-01")
        #expect(try CalendarDay(parsing: "9999-12-31").adding(days: .max).isoString == "9999-12-31")
        #expect(try CalendarDay(parsing: "0001-01-01").adding(days: .min).isoString == "0001-01-01")
    }

    @Test func monthArithmeticStopsAtTheEdgesOfTheCalendarInsteadOfTrapping() throws {
        #expect(try CalendarDay(parsing: "9999-12-15").adding(months: 1).isoString == "9999-12-31")
        #expect(try CalendarDay(parsing: "9999-11-30").adding(months: 1).isoString == "9999-12-30")
        #expect(try CalendarDay(parsing: "0001-01-15").adding(months: -1).isoString == "0001-01-01")
        #expect(try CalendarDay(parsing: "0001-02-28").adding(months: -1).isoString == "0001-01-28")
        let day = try CalendarDay(parsing: "2026-11-29")
        #expect(day.adding(months: .max).isoString == "9999-12-31")
        #expect(day.adding(months: .min).isoString == "0001-01-01")
        #expect(day.adding(months: Int.max - 30_000).isoString == "9999-12-31")
    }

    @Test func daysAreGregorianWhateverCalendarIsPassed() throws {
        var buddhist = Calendar(identifier: .buddhist)
        buddhist.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let instant = Pinned.instant("2026-11-29T23:30:00Z")
        #expect(CalendarDay(containing: instant, in: buddhist).isoString == "2026-11-30")
        #expect(try CalendarDay(parsing: "2026-11-30").firstInstant(in: buddhist) == Pinned.instant("2026-11-29T23:00:00Z"))
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(CalendarDay(containing: instant, in: japanese).isoString == "2026-11-30")
        #expect(try CalendarDay(parsing: "2026-11-30").firstInstant(in: japanese) == Pinned.instant("2026-11-29T15:00:00Z"))
    }
}
