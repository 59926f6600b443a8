import Foundation
import GarageRules
import WidgetContract

/// A vehicle's fuel economy as `glovebox economy` shows it: one `FuelEconomy` per energy its fuel
/// records hold (its main energy first; a plug-in hybrid has two chains), with what converts their costs.
public struct EconomyReport: Sendable {
    /// The vehicle.
    public let vehicle: Vehicle
    /// What it runs on (`Vehicle.runsOn(firstFill:)`): its stated energies, else its first fill's.
    public let runsOn: [Energy]
    /// The economy of each energy the vehicle's fill-ups are in, in `runsOn`'s order, then any other
    /// energy old fills hold; empty without fill-ups.
    public let economies: [FuelEconomy]
    /// How many fuel records the vehicle has.
    public let recordCount: Int
    /// The fuel records without an odometer (stored before fuel records needed one), which no
    /// segment can measure.
    public let withoutOdometer: [Expense]
    /// The account's home currency.
    public let homeCurrency: CurrencyCode
    /// The currency cost per distance is figured in: the one every cost was paid in when they share
    /// one (exact, no rate needed), else the home currency, each cost converted at its own day.
    public let costCurrency: CurrencyCode
    /// Rates that convert every fuel record's cost into the home currency (where any exists).
    public let rates: ExchangeRates
    /// Today, in the account's time zone (the end of a `--days` window).
    public let today: CalendarDay
    /// Each economy's cost per distance over its life in `costCurrency`, in `economies`' order:
    /// figured once, for the chain's own line and for ``costPerDistanceOfAllEnergies``.
    public let costs: [CostPerDistance]

    /// Creates a report (the session builds these).
    init(
        vehicle: Vehicle, runsOn: [Energy], economies: [FuelEconomy], recordCount: Int, withoutOdometer: [Expense],
        homeCurrency: CurrencyCode, costCurrency: CurrencyCode, rates: ExchangeRates, today: CalendarDay
    ) {
        self.vehicle = vehicle
        self.runsOn = runsOn
        self.economies = economies
        self.recordCount = recordCount
        self.withoutOdometer = withoutOdometer
        self.homeCurrency = homeCurrency
        self.costCurrency = costCurrency
        self.rates = rates
        self.today = today
        costs = economies.map { $0.costPerDistance(in: costCurrency, rates: rates) }
    }

    /// What driving cost per distance with every energy the vehicle uses, over each chain's life:
    /// the sum of each chain's cost per distance. Each chain's consumption is its energy per distance
    /// driven, all of it, whatever powered it (see `FuelEnergy`), so a plug-in hybrid's petrol and its
    /// charges each cost so much per kilometre driven, and driving costs both. `nil` with fewer than
    /// two chains (the chain's own figure says it) or when a chain has no figure.
    public func costPerDistanceOfAllEnergies() -> Decimal? {
        guard costs.count > 1 else { return nil }
        var total = Decimal(0)
        for cost in costs {
            guard let amount = cost.amount(per: vehicle.distanceUnit) else { return nil }
            total += amount
        }
        return total
    }
}
