import Foundation
import WidgetContract
@testable import GarageRules

/// A calendar day from `YYYY-MM-DD`; traps on a typo, which is a mistake in the test itself.
func day(_ text: String) -> CalendarDay {
    guard let value = try? CalendarDay(parsing: text) else { fatalError("not a day: \(text)") }
    return value
}

/// A currency code from the table; traps on a typo.
func currency(_ code: String) -> CurrencyCode {
    guard let value = try? CurrencyCode(code) else { fatalError("not a currency: \(code)") }
    return value
}

/// Money parsed from text; traps on a typo.
func money(_ text: String, _ code: String) -> Money {
    guard let value = try? Money(parsing: text, currency: currency(code), allowNegative: true) else {
        fatalError("not an amount: \(text) \(code)")
    }
    return value
}

/// A decimal from text; traps on a typo.
func decimal(_ text: String) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        fatalError("not a decimal: \(text)")
    }
    return value
}

/// A signed-in garage on the given plan with the given home currency.
func signedInGarage(plan: Plan = .plus, home: String = "EUR") -> Garage {
    Garage(account: try! Account(name: "ana@example.com", plan: plan), homeCurrency: currency(home))
}

/// A garage with one owned vehicle (km unless said otherwise); returns both.
func garageWithVehicle(
    _ name: String = "Clio", unit: DistanceUnit = .kilometres, home: String = "EUR"
) -> (Garage, GarageID) {
    var garage = signedInGarage(home: home)
    let vehicle = try! garage.addVehicle(VehicleDraft(name: name, distanceUnit: unit))
    return (garage, vehicle.id)
}
