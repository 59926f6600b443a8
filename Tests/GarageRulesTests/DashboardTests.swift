import Foundation
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct DashboardTests {
    let ids = IdentifierSource.sequential()
    let today = day("2026-11-29")

    @Test func alertsAreSortedOverdueThenDueSoonThenOk() throws {
        var (garage, car) = garageWithVehicle()
        let van = try garage.addVehicle(VehicleDraft(name: "Van")).id
        _ = try garage.logOdometer(vehicleID: car, value: 10_000, date: today, today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: car, kind: .insurance, dueDate: day("2027-06-01")), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: van, kind: .inspection, dueDate: day("2026-12-05")), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: van, kind: .roadTax, dueDate: day("2026-11-28")), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: car, kind: .registration, dueDate: today), today: today, ids: ids)
        _ = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: car, name: "Oil", firstDueOdometer: 10_300), today: today, ids: ids)
        let alerts = garage.alerts(today: today)
        #expect(alerts.map(\.title) == ["Road tax", "Registration", "Inspection", "Oil", "Insurance"])
        #expect(alerts.map(\.state) == [.overdue, .dueSoon, .dueSoon, .dueSoon, .ok])
        #expect(alerts[3].remainingDistance == 300)
        #expect(garage.alerts(today: today, vehicleID: van).map(\.title) == ["Road tax", "Inspection"])
    }

    @Test func monthlySpendConvertsEachRecordAtItsOwnDate() throws {
        let (garage, car) = try spendGarage(home: "EUR")
        let spend = garage.monthlySpend(vehicleID: car, today: day("2025-01-15"), rates: ExchangeRatesTests().table)
        #expect(spend.months.map(\.month.isoString) == ["2024-08", "2024-09", "2024-10", "2024-11", "2024-12", "2025-01"])
        // Expected values computed independently (Python decimal, amount × to ÷ from, ROUND_HALF_EVEN):
        // Dec: 100 USD on Christmas at 24 Dec's 1.0406 = 96.10; 45.50 GBP on Saturday the 28th at the 27th's
        // 0.83015 = 54.81; 80.00 EUR; 20 USD at the user's 0.95 = 19.00. Jan: 12,000 JPY on New Year's Day
        // at 31 Dec's 163.06 = 73.59; 250 BRL on Saturday the 4th at the 2nd's 6.3716 = 39.24.
        #expect(spend.months[4].total == money("249.91", "EUR"))
        #expect(spend.months[5].total == money("112.83", "EUR"))
        #expect(spend.months[4].recordCount == 4)
        // August's USD expense has no rate within 7 days: counted, reported, not converted.
        #expect(spend.months[0].recordCount == 1)
        #expect(spend.months[0].unconvertedCount == 1)
        #expect(spend.months[0].total == money("0", "EUR"))
        #expect(spend.total == money("362.74", "EUR"))
        #expect(spend.unconvertedCount == 1)
        #expect(!spend.isComplete)
    }

    @Test func monthlySpendCrossesThroughTheEuroIntoAnotherHomeCurrency() throws {
        let (garage, car) = try spendGarage(home: "GBP")
        let spend = garage.monthlySpend(vehicleID: car, today: day("2025-01-15"), rates: ExchangeRatesTests().table)
        // 79.65 + 45.50 + 66.37 + 15.75 (20 USD × 0.95 EUR × 0.82880) and 61.02 + 32.50.
        #expect(spend.months[4].total == money("207.27", "GBP"))
        #expect(spend.months[5].total == money("93.52", "GBP"))
        let yen = try spendGarage(home: "JPY").0.monthlySpend(today: day("2025-01-15"), rates: ExchangeRatesTests().table)
        #expect(yen.months[5].total == money("18410", "JPY"))  // 12,000 + 6,410
    }

    @Test func monthlySpendsInOnePassEqualEachVehiclesAndTheWholeGaragesSpend() throws {
        var (garage, car) = try spendGarage(home: "EUR")
        let van = try garage.addVehicle(VehicleDraft(name: "Van")).id
        let idle = try garage.addVehicle(VehicleDraft(name: "Idle")).id
        _ = try garage.addExpense(
            ExpenseDraft(vehicleID: van, date: day("2025-01-10"), amount: money("10.00", "USD")),
            today: day("2025-01-15"), ids: ids)
        let rates = ExchangeRatesTests().table
        let today = day("2025-01-15")
        let spends = garage.monthlySpends(today: today, rates: rates)
        #expect(spends.count == 4)
        for id in [nil, car, van, idle] {
            #expect(spends[id] == garage.monthlySpend(vehicleID: id, today: today, rates: rates), "\(String(describing: id))")
        }
        #expect(spends[idle]?.months.allSatisfy { $0.recordCount == 0 } == true)
    }

    @Test func monthlySpendCoversAllVehiclesAndOnlyTheLastSixMonths() throws {
        var (garage, car) = try spendGarage(home: "EUR")
        let van = try garage.addVehicle(VehicleDraft(name: "Van")).id
        _ = try garage.addExpense(
            ExpenseDraft(vehicleID: van, date: day("2025-01-10"), amount: money("10.00", "EUR")),
            today: day("2025-01-15"), ids: ids)
        let rates = ExchangeRatesTests().table
        let all = garage.monthlySpend(today: day("2025-01-15"), rates: rates)
        let one = garage.monthlySpend(vehicleID: car, today: day("2025-01-15"), rates: rates)
        #expect(all.vehicleID == nil)
        #expect(all.months[5].total.minorUnits == one.months[5].total.minorUnits + 1_000)
        // March 2024 (Good Friday) is outside the window: not counted anywhere.
        #expect(all.months.map(\.recordCount).reduce(0, +) == 8)
        // A month later, August drops out and February comes in.
        let later = garage.monthlySpend(today: day("2025-02-01"), rates: rates)
        #expect(later.months.first?.month.isoString == "2024-09")
        #expect(later.isComplete)
    }

    /// The spend scenario: EUR, GBP, USD, BRL and JPY on weekdays, weekends and TARGET holidays.
    func spendGarage(home: String) throws -> (Garage, GarageID) {
        var (garage, car) = garageWithVehicle(home: home)
        let today = day("2025-01-15")
        let records: [(String, String, String, UserRate?)] = [
            ("2024-03-29", "55.00", "USD", nil),    // Good Friday, outside the window
            ("2024-08-10", "30.00", "USD", nil),    // no rate in the table that month
            ("2024-12-23", "80.00", "EUR", nil),
            ("2024-12-25", "100.00", "USD", nil),
            ("2024-12-26", "20.00", "USD", try UserRate(parsing: "0.95", quote: .euro)),
            ("2024-12-28", "45.50", "GBP", nil),
            ("2025-01-01", "12000", "JPY", nil),
            ("2025-01-04", "250.00", "BRL", nil),
        ]
        for (date, amount, code, rate) in records {
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: car, date: day(date), amount: money(amount, code), userRate: rate),
                today: today, ids: ids)
        }
        return (garage, car)
    }
}
