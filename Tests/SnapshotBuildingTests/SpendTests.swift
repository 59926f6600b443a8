import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct SpendTests {
    static func month(_ text: String) -> CalendarMonth { try! CalendarMonth(parsing: text) }

    static func build(
        _ spend: [SpendFacts], at instant: String = "2026-11-29T19:20:00Z", zone: String = "Europe/Lisbon",
        locale: String = "pt_PT"
    ) -> WidgetsSnapshot {
        let facts = SnapshotFacts(vehicles: [VehicleFacts(id: "car", name: "Car")], spend: spend)
        return SnapshotBuilder.build(facts: facts, context: SnapshotContext(
            now: Pinned.instant(instant), locale: Locale(identifier: locale), timeZone: Pinned.timeZone(zone),
            isLocked: false))
    }

    static func months(_ pairs: [(String, String)]) -> [SpendFacts.Month] {
        pairs.map { SpendFacts.Month(month: month($0.0), total: Decimal(string: $0.1)!) }
    }

    @Test func sixBucketsOldestFirstWithRatiosToTheLargestMonth() throws {
        let spend = SpendFacts(vehicleId: nil, currencyCode: "EUR", months: Self.months([
            ("2026-06", "50"), ("2026-07", "200"), ("2026-08", "0"), ("2026-09", "100"), ("2026-10", "25"),
            ("2026-11", "312.40"),
        ]))
        let entry = try #require(Self.build([spend]).spend.first)
        #expect(entry.buckets.map(\.id.isoString) == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"])
        #expect(entry.buckets.map(\.label) == ["jun.", "jul.", "ago.", "set.", "out.", "nov."])
        #expect(entry.buckets.map(\.ratio) == [0.16, 0.64, 0, 0.32, 0.08, 1])
        #expect(entry.buckets.map(\.isCurrent) == [false, false, false, false, false, true])
        #expect(entry.totalLabel == "312,40\u{00A0}€")
        #expect(entry.monthLabel == "Novembro de 2026")
        #expect(entry.validUntil == (try CalendarDay(parsing: "2026-12-01")))
        #expect(entry.buckets.allSatisfy { $0.isComplete })
        #expect(entry.url == "glovebox://spend/all?month=2026-11")
        #expect(entry.vehicleId == nil)
    }

    @Test func nothingSpentGivesZeroRatiosAndAZeroTotal() throws {
        let entry = try #require(Self.build([SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [])]).spend.first)
        #expect(entry.buckets.count == 6)
        #expect(entry.buckets.allSatisfy { $0.ratio == 0 })
        #expect(entry.totalLabel == "0,00\u{00A0}€")
    }

    @Test func aRecordWithoutARateMakesTheMonthIncomplete() throws {
        let spend = SpendFacts(vehicleId: "car", currencyCode: "USD", months: [
            SpendFacts.Month(month: Self.month("2026-11"), total: 10, unconvertedCount: 1),
        ])
        let entry = try #require(Self.build([spend], locale: "en_US").spend.first)
        #expect(!entry.isCurrentMonthComplete)
        #expect(entry.buckets.map(\.isComplete) == [true, true, true, true, true, false])
        #expect(entry.totalLabel == "$10.00")
        #expect(entry.currencyCode == "USD")
    }

    @Test func aMissingRateInAnEarlierMonthLeavesTheCurrentMonthComplete() throws {
        // August lacks a rate, November does not: only August's bucket says so. (Before
        // completeness was per month, the whole entry was incomplete and the widget put the note
        // under November's total.)
        let spend = SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [
            SpendFacts.Month(month: Self.month("2026-08"), total: 40, unconvertedCount: 2),
            SpendFacts.Month(month: Self.month("2026-11"), total: 312.4),
        ])
        let entry = try #require(Self.build([spend]).spend.first)
        #expect(entry.buckets.map(\.isComplete) == [true, true, false, true, true, true])
        #expect(entry.isCurrentMonthComplete)
    }

    @Test func decemberIsValidUntilTheFirstOfJanuary() throws {
        let entry = try #require(Self.build(
            [SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [])], at: "2026-12-15T12:00:00Z").spend.first)
        #expect(entry.validUntil == (try CalendarDay(parsing: "2027-01-01")))
        #expect(entry.buckets.first?.id == Self.month("2026-07"))
        #expect(entry.buckets.last?.id == Self.month("2026-12"))
    }

    @Test func theCurrentMonthIsTheUsersLocalMonth() throws {
        // 23:30 UTC on November 30 is already December 1 in Tokyo, still November in Lisbon.
        let spend = [SpendFacts(vehicleId: nil, currencyCode: "EUR", months: [])]
        let lisbon = try #require(Self.build(spend, at: "2026-11-30T23:30:00Z", zone: "Europe/Lisbon").spend.first)
        let tokyo = try #require(Self.build(spend, at: "2026-11-30T23:30:00Z", zone: "Asia/Tokyo").spend.first)
        #expect(lisbon.buckets.last?.id == Self.month("2026-11"))
        #expect(tokyo.buckets.last?.id == Self.month("2026-12"))
    }

    @Test func allVehiclesComeFirstThenEachVehicle() {
        let snapshot = Self.build([
            SpendFacts(vehicleId: "car", currencyCode: "EUR", months: []),
            SpendFacts(vehicleId: "gone", currencyCode: "EUR", months: []),
            SpendFacts(vehicleId: nil, currencyCode: "EUR", months: []),
        ])
        #expect(snapshot.spend.map(\.vehicleId) == [nil, "car"])
    }

    @Test func aRefundMonthIsAnEmptyBar() throws {
        let spend = SpendFacts(vehicleId: nil, currencyCode: "EUR", months: Self.months([("2026-10", "-40"), ("2026-11", "80")]))
        let entry = try #require(Self.build([spend]).spend.first)
        #expect(entry.buckets.map(\.ratio) == [0, 0, 0, 0, 0, 1])
    }
}
