import AppCore
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract

/// Issue 26, item 2: spending over a period reads that period's records (one range scan), so it costs
/// the same — in SQLite's virtual-machine steps, not timed — on a history twenty years longer, when
/// the extra years lie outside the period.
@Suite struct PeriodSpendCostTests {
    let costs = ChangeCostTests()

    @Test(arguments: [
        SpendPeriod.lastMonths(12, endingWith: ChangeCostTests.today.calendarMonth),
        SpendPeriod.year(2026),
        SpendPeriod(first: try! CalendarDay(parsing: "2026-03-15"), last: try! CalendarDay(parsing: "2026-04-14")),
    ])
    func spendOverAPeriodCostsTheSameWhateverHistoryLiesBeforeIt(_ period: SpendPeriod) throws {
        let short = try costs.app(holding: try ChangeCostTests.garage(olderYears: 0), name: "short-\(period.description)")
        let long = try costs.app(holding: try ChangeCostTests.garage(olderYears: 20), name: "long-\(period.description)")
        defer {
            short.close()
            long.close()
        }
        let onShort = try costs.steps(short) { _ = try short.spend(in: period) }
        let onLong = try costs.steps(long) { _ = try long.spend(in: period) }
        #expect(onShort > 0)
        #expect(onLong == onShort, "\(period): \(onShort) steps on a short history, \(onLong) on a long one")
        // The same records, all of them in the period, and the same totals.
        let (shortReport, longReport) = (try short.spend(in: period), try long.spend(in: period))
        #expect(!shortReport.expenses.isEmpty && shortReport.expenses.allSatisfy { period.contains($0.date) })
        // (Ids differ, and so the order within a day: the seed numbers the second vehicle's records after the
        // first one's whole history.)
        let facts = { (report: PeriodSpendReport) in report.expenses.map { "\($0.vehicleID) \($0.date) \($0.amount)" }.sorted() }
        #expect(facts(shortReport) == facts(longReport))
        #expect(shortReport.spend(by: .month) == longReport.spend(by: .month))
    }
}
