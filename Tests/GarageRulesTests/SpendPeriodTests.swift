import Testing
import WidgetContract
@testable import GarageRules

/// Issue 26, item 2: `spend`'s period options read into one period, and contradictions refused by
/// name. The expected days are worked out by hand on the calendar.
@Suite struct SpendPeriodTests {
    let today = day("2026-11-29")

    func period(
        from: String? = nil, to: String? = nil, months: Int? = nil, year: Int? = nil
    ) throws(SpendPeriodError) -> SpendPeriod? {
        try SpendPeriodRequest(from: from.map(day), to: to.map(day), months: months, year: year).period(today: today)
    }

    func days(_ period: SpendPeriod?) -> String? {
        period.map { "\($0.first?.isoString ?? "…")..\($0.last.isoString)" }
    }

    @Test func eachOptionAndEachSensibleCombinationNamesItsDays() throws {
        #expect(try period() == nil)
        #expect(days(try period(year: 2024)) == "2024-01-01..2024-12-31")
        // This month counts whole (a record dated later this month is in it), as the widgets' window does.
        #expect(days(try period(months: 1)) == "2026-11-01..2026-11-30")
        #expect(days(try period(months: 6)) == "2026-06-01..2026-11-30")
        #expect(days(try period(months: 13)) == "2025-11-01..2026-11-30")
        #expect(days(try period(from: "2026-02-10")) == "2026-02-10..2026-11-30")
        #expect(days(try period(to: "2025-12-31")) == "…..2025-12-31")
        #expect(days(try period(from: "2025-12-31", to: "2026-01-31")) == "2025-12-31..2026-01-31")
        #expect(days(try period(from: "2026-03-01", to: "2026-03-01")) == "2026-03-01..2026-03-01")
        #expect(days(try period(from: "2026-01-15", months: 2)) == "2026-01-15..2026-03-14")
        #expect(days(try period(to: "2026-02-20", months: 2)) == "2025-12-21..2026-02-20")
        // A month from the 31st ends where the shorter month does.
        #expect(days(try period(from: "2024-01-31", months: 1)) == "2024-01-31..2024-02-28")
        #expect(days(try period(to: "2026-03-31", months: 1)) == "2026-03-01..2026-03-31")
    }

    @Test func contradictoryOptionsAreRefusedByName() {
        #expect(throws: SpendPeriodError.yearWithOthers(year: 2026, others: ["--months"])) { try period(months: 3, year: 2026) }
        #expect(throws: SpendPeriodError.yearWithOthers(year: 2026, others: ["--from", "--to"])) {
            try period(from: "2026-01-01", to: "2026-02-01", year: 2026)
        }
        #expect(throws: SpendPeriodError.monthsWithBothEnds) { try period(from: "2026-01-01", to: "2026-02-01", months: 2) }
        #expect(throws: SpendPeriodError.fromAfterTo(from: day("2026-05-01"), to: day("2026-04-01"))) {
            try period(from: "2026-05-01", to: "2026-04-01")
        }
        #expect(throws: SpendPeriodError.fromAfterThisMonth(from: day("2026-12-01"), today: day("2026-11-29"))) {
            try period(from: "2026-12-01")
        }
        #expect(SpendPeriodError.yearWithOthers(year: 2026, others: ["--from", "--months"]).description
            == "--year 2026 names a whole year: give it alone, without --from or --months")
        #expect(SpendPeriodError.fromAfterTo(from: day("2026-05-01"), to: day("2026-04-01")).description
            == "the period starts after it ends: --from 2026-05-01 is after 2026-04-01")
    }

    @Test func aPeriodListsTheMonthsItTouches() {
        let open = SpendPeriod(first: nil, last: day("2026-02-10"))
        #expect(open.months(oldest: day("2025-11-30")).map(\.isoString) == ["2025-11", "2025-12", "2026-01", "2026-02"])
        #expect(open.months(oldest: nil).map(\.isoString) == ["2026-02"])
        #expect(SpendPeriod.year(2025).months(oldest: nil).count == 12)
        #expect(open.contains(day("1999-01-01")) && !open.contains(day("2026-02-11")))
    }
}
