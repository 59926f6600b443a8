import GarageRules
import WidgetContract

/// A vehicle's fuel economy as `glovebox economy` shows it: one `FuelEconomy` per energy its fuel
/// records hold (liquid first; a plug-in hybrid has both), with what converts their costs.
public struct EconomyReport: Sendable {
    /// The vehicle.
    public let vehicle: Vehicle
    /// The economy of each energy the vehicle's fill-ups are in, liquid first; empty without fill-ups.
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

    /// Creates a report (the session builds these).
    init(
        vehicle: Vehicle, economies: [FuelEconomy], recordCount: Int, withoutOdometer: [Expense],
        homeCurrency: CurrencyCode, costCurrency: CurrencyCode, rates: ExchangeRates, today: CalendarDay
    ) {
        self.vehicle = vehicle
        self.economies = economies
        self.recordCount = recordCount
        self.withoutOdometer = withoutOdometer
        self.homeCurrency = homeCurrency
        self.costCurrency = costCurrency
        self.rates = rates
        self.today = today
    }

    /// The economy of `energy`, if the vehicle has fill-ups of it.
    public func economy(of energy: FuelEnergy) -> FuelEconomy? {
        economies.first { $0.energy == energy }
    }
}
