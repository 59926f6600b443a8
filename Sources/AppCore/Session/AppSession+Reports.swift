import GarageRules
import GarageStorage
import WidgetContract

/// The reports: spending over any period, and the facts of the HTML report.
extension AppSession {
    /// The expenses of `period` — of the vehicle a user named, or of every vehicle — with the rates
    /// that convert them: one range scan of the expense index over the period's days, so the cost
    /// follows the period asked for, never the length of the history.
    public func spend(in period: SpendPeriod, vehicle reference: String? = nil) throws -> PeriodSpendReport {
        try logbook().read { store in
            let all = try store.vehicles.all()
            let vehicle = try reference.map { try Vehicle.matching($0, in: all) }
            let expenses = try store.records.expenses(vehicleID: vehicle?.id, from: period.first, through: period.last)
            let home = try store.preferences.load().homeCurrency
            return PeriodSpendReport(
                period: period, expenses: expenses, rates: try store.rates.converting(expenses, into: home),
                homeCurrency: home, vehicles: vehicle.map { [$0] } ?? all, vehicle: vehicle)
        }
    }

    /// What `glovebox report` draws for `period` and one vehicle or all: the period's expenses (one
    /// range scan), each vehicle's economy as `economy` computes it (its fuel records only), and the
    /// alerts `status` lists (the dashboard's indexed probes).
    public func report(period: SpendPeriod, vehicle reference: String? = nil) throws -> LogbookReport {
        let today = try today()
        let spend = try spend(in: period, vehicle: reference)
        // By id, so each vehicle resolves to itself whatever the names are.
        let economies = try spend.vehicles.map { try economy(vehicle: $0.id.rawValue) }.filter { $0.recordCount > 0 }
        // As `status` reads it: a damaged row hides only itself, and the command line names it on its way out.
        let dashboard = try dashboardSkippingDamagedRows(vehicle: spend.vehicle?.id.rawValue).value
        let preferences = try accountPreferences()
        return LogbookReport(
            today: today, spend: spend, economies: economies, alerts: dashboard.alerts(), preferences: preferences,
            localeTag: preferences.localeTag(systemLocale: platform.systemLocale))
    }
}
