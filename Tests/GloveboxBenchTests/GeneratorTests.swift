import GarageRules
import GloveboxBench
import Testing
import WidgetContract

@Suite struct GeneratorTests {
    let today = CalendarDay(year: 2026, month: 11, day: 29)!

    @Test func theSameSizeAndDayGiveTheSameGarage() {
        let first = GarageGenerator(size: .small, today: today).generate()
        let second = GarageGenerator(size: .small, today: today).generate()
        #expect(first.garage == second.garage)
        #expect(first.rates == second.rates)
    }

    @Test func theSmallGarageHasThreeVehiclesAndThreeYearsOfHistory() throws {
        let generated = GarageGenerator(size: .small, today: today).generate()
        #expect(generated.garage.vehicles.count == 3)
        let first = try #require(generated.garage.expenses.map(\.date).min())
        let last = try #require(generated.garage.expenses.map(\.date).max())
        #expect(first.year == 2023)
        #expect(last <= today)
        #expect((4_000...6_000).contains(generated.recordCount))
    }

    @Test func expensesArePaidInFiveCurrenciesThatAllHaveRates() {
        let generated = GarageGenerator(size: .small, today: today).generate()
        let paid = Set(generated.garage.expenses.map(\.amount.currency.code))
        #expect(paid == ["EUR", "GBP", "USD", "JPY", "BRL"])
        let rated = Set(generated.rates.map(\.currency))
        #expect(rated == ["GBP", "USD", "JPY", "BRL"])
    }

    @Test func everyVehiclesOdometerNeverGoesDown() {
        let garage = GarageGenerator(size: .small, today: today).generate().garage
        for vehicle in garage.vehicles {
            let values = garage.readings(for: vehicle.id).map(\.value)
            #expect(values == values.sorted(), "vehicle \(vehicle.id)")
        }
    }

    @Test func servicesAndTheirCostsPointAtEachOther() {
        let garage = GarageGenerator(size: .small, today: today).generate().garage
        let expenses = Dictionary(uniqueKeysWithValues: garage.expenses.map { ($0.id, $0) })
        #expect(!garage.services.isEmpty)
        for service in garage.services {
            let cost = service.expenseID.flatMap { expenses[$0] }
            #expect(cost?.serviceID == service.id)
            #expect(cost?.amount == service.cost)
        }
    }

    @Test func theLicencePlateIsSetSoThatPrivacyIsExercised() {
        let garage = GarageGenerator(size: .small, today: today).generate().garage
        #expect(garage.vehicles.allSatisfy { $0.licencePlate != nil })
    }
}
