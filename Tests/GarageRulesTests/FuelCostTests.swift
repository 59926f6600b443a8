import Foundation
import Testing
import WidgetContract
@testable import GarageRules

/// Cost per distance over the counted segments, in one currency or converted from several.
@Suite struct FuelCostTests {
    let fills = [
        fill("a", "2024-01-01", 0, "40", cost: money("60.00", "EUR")),  // anchors: its cost is not counted
        fill("b", "2024-01-08", 500, "40", cost: money("60.00", "EUR")),  // 60 EUR over 500 km
        fill("c", "2024-01-12", 700, "10", full: false, cost: money("15.00", "EUR")),
        fill("d", "2024-01-15", 1_000, "30", cost: money("45.00", "EUR")),  // 15 + 45 = 60 EUR over 500 km
        fill("e", "2024-01-22", 1_500, "40"),  // no cost: the segment is left out of the money and the distance
        fill("f", "2024-01-29", 2_000, "40", cost: money("40.00", "GBP")),  // 40 GBP at 0.8 per EUR = 50 EUR
        fill("g", "2024-02-05", 2_500, "40", cost: money("30.00", "USD")),  // no USD rate in the table
    ]
    let eur = currency("EUR")

    var rates: ExchangeRates {
        // Published on Friday 2024-01-26, three days before the GBP fill: within the seven-day rule.
        ExchangeRates([try! ExchangeRate(day: day("2024-01-26"), currency: currency("GBP"), perEuro: decimal("0.8"))])
    }

    @Test func costPerDistanceCountsOnlySegmentsWhoseEveryFillHasAConvertibleCost() throws {
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        let cost = economy.costPerDistance(in: eur, rates: rates)
        // (60 + 60 + 50) EUR over 1,500 km: 0.11333… EUR/km; per mile 170 × 1.609344 / 1,500 = 0.18239232.
        #expect(cost.total == money("170.00", "EUR"))
        #expect(cost.segmentCount == 3)
        #expect(cost.segmentsWithoutCost == 1)
        #expect(cost.segmentsWithoutRate == 1)
        expectClose(cost.amount(per: .kilometres), "0.1133333333333333333333333333")
        #expect(cost.amount(per: .miles) == decimal("0.18239232"))
    }

    @Test func withoutRatesOnlyTheTargetCurrencyCounts() {
        let cost = FuelEconomy(fillUps: fills, distanceUnit: .kilometres).costPerDistance(in: eur, rates: ExchangeRates())
        // 120 EUR over 1,000 km; the GBP and USD segments have no rate.
        #expect(cost.total == money("120.00", "EUR"))
        #expect(cost.segmentsWithoutRate == 2)
        #expect(cost.amount(per: .kilometres) == decimal("0.12"))
        #expect(cost.amount(per: .miles) == decimal("0.19312128"))
    }

    @Test func aUserRateConvertsWhereTheTableHasNone() {
        var withRate = fills
        withRate[6].costRate = try! UserRate(quote: eur, rate: decimal("0.9"))  // 30 USD × 0.9 = 27 EUR
        let cost = FuelEconomy(fillUps: withRate, distanceUnit: .kilometres).costPerDistance(in: eur, rates: rates)
        // (170 + 27) EUR over 2,000 km.
        #expect(cost.total == money("197.00", "EUR"))
        #expect(cost.segmentsWithoutRate == 0)
        #expect(cost.amount(per: .kilometres) == decimal("0.0985"))
    }

    @Test func aWindowCountsTheSegmentsClosingInsideItAndNoneGivesNoFigure() {
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .kilometres)
        let window = economy.costPerDistance(in: eur, rates: rates, from: day("2024-01-10"), through: day("2024-01-31"))
        // Segments closing 01-15 (60 EUR), 01-22 (no cost) and 01-29 (50 EUR): 110 EUR over 1,000 km.
        #expect(window.total == money("110.00", "EUR"))
        #expect(window.amount(per: .kilometres) == decimal("0.11"))
        let empty = economy.costPerDistance(in: eur, rates: rates, from: day("2025-01-01"))
        #expect(empty.segmentCount == 0)
        #expect(empty.amount(per: .kilometres) == nil)
        #expect(empty.total == Money.zero(eur))
    }
}
